import type { CallEndReason } from "./driverCall.js";

/**
 * The call socket (`CALL_SOCKET_PATH?vehicleId=…`, session cookie): opening it starts the call. Binary frames both
 * ways are 8 kHz mono 16-bit little-endian PCM; text frames are these JSON messages.
 */
export const CALL_SOCKET_PATH = "/ws/call";

export type CallServerMessage =
  /** 0x9101 went out; the dashcam has not streamed yet */
  | { type: "ringing"; callId: number; vehicleId: number; licensePlate: string; startedOn: string }
  | { type: "connected"; answeredOn: string }
  | { type: "ended"; reason: CallEndReason }
  /** the call could not start; `message` in the socket's language */
  | { type: "refused"; errorName: string; message: string };

/** The only text message a client sends: hang up. */
export const CALL_CLIENT_END = "end";
