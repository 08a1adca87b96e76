/**
 * Close codes of the operator (/ws) and public (/ws/live-track) sockets that the clients act on; the close reason
 * is the localised text of the matching error name (`messageFor`), in the language of the upgrade request.
 */
export const SOCKET_CLOSE = {
  /** the session ended (logout, expiry): the operator app goes to the login page */
  sessionEnded: 4401,
  /** the link is gone, expired, deleted or no longer includes this contact: the public page says it ended */
  linkEnded: 4410,
  /** too many sockets (of the server or of this link): try again later */
  full: 4429,
} as const;

/** Error names whose localised text is the close reason. */
export const SOCKET_CLOSE_REASON = {
  sessionEnded: "Unauthenticated",
  operatorSocketsFull: "TooManyConnections",
  publicSocketsFull: "TooManyViewers",
} as const;
