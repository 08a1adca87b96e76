import {
  decodeVehicleUpdatesMessage,
  type OperatorServerMessage,
  SOCKET_PONG,
  type VehicleUpdate,
} from "@armada/domain";

export type { VehicleUpdate };

/** Messages of /ws that the web app reads; others are ignored. */
export type ServerMessage =
  | OperatorServerMessage<unknown>
  | { type: "vehicle-updates"; data: VehicleUpdate[] }
  | { type: string; data?: unknown };

/**
 * Parses one socket frame; null for PONG and anything that is not JSON with a type. Vehicle updates arrive
 * as compact rows and come out as `VehicleUpdate` objects.
 */
export function parseServerMessage(text: string): ServerMessage | null {
  if (text === SOCKET_PONG) return null;
  try {
    const message = JSON.parse(text) as { type?: unknown; fields?: unknown; rows?: unknown };
    if (!message || typeof message.type !== "string") return null;
    if (message.type === "vehicle-updates")
      return { type: "vehicle-updates", data: decodeVehicleUpdatesMessage(message) };
    return message as ServerMessage;
  } catch {
    return null;
  }
}
