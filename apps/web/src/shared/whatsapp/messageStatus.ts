/** Delivery states of an outbox WhatsApp message, as the server reports them. */
export const MESSAGE_STATUSES = [
  "queued",
  "sending",
  "stored",
  "sent",
  "delivered",
  "read",
  "failed",
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Badge colour of each state (the outbox page and the contacts table of a temporary live view). */
export const MESSAGE_STATUS_COLORS: Record<MessageStatus, string> = {
  queued: "gray",
  sending: "blue",
  /** kept by the server's log provider: nothing was sent */
  stored: "orange",
  sent: "teal",
  delivered: "green",
  read: "green",
  failed: "red",
};

export const messageStatusColor = (status: string) =>
  MESSAGE_STATUS_COLORS[status as MessageStatus] ?? "gray";
