/**
 * The text heartbeat of both sockets (/ws and /ws/live-track): the client sends PING now and then, the server
 * answers PONG; a client that hears no PONG for long reconnects even when the browser has not noticed a drop.
 */
export const SOCKET_PING = "PING";
export const SOCKET_PONG = "PONG";
