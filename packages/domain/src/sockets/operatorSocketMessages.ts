import type { AnnouncementView } from "../announcements/announcementView.js";
import type { DeviceCommandStatus } from "../schemas/deviceCommandInput.js";

/**
 * The operator socket's (/ws) JSON messages, shared by the server's hub and the web client. Vehicle updates
 * travel in their own compact encoding (tracking/vehicleUpdatesMessage.ts); the heartbeat is plain text
 * (socketHeartbeat.ts).
 */

/** The alert and system-notification channels of a user (docs/spec/alert-center-and-shell.md §7 item 13). */
export const operatorSocketChannels = {
  newAlert: (userId: number) => `alert-center-new-${userId}` as const,
  resolve: (companyId: number) => `alert-center-resolve-${companyId}` as const,
  systemNotif: (userId: number) => `system-notif-${userId}` as const,
};

/** Messages of these types reach only sockets that listed the type as a channel in update_tags. */
export const isChannelMessageType = (type: string) =>
  type.startsWith("alert-center-") || type.startsWith("system-notif-");

/**
 * What a client sends as `update_tags`: the payload query's answer (`{userId, companyId, channels}`), and
 * `vehicleUpdates: false` to stop vehicle updates. The server keeps only the channels that are the user's own.
 */
export interface OperatorSocketTags {
  userId?: number;
  companyId?: number;
  channels?: string[];
  vehicleUpdates?: boolean;
}

/** What a client sends besides the PING text. */
export type OperatorClientMessage = { type: "update_tags"; payload: OperatorSocketTags } | { type: "ping" };

/**
 * The `alert-center-resolve-{companyId}` message's data (docs/spec/alert-center-and-shell.md §3): someone
 * resolved, unchecked, marked false or cancelled the false mark of alerts.
 */
export interface AlertsResolvedNotice {
  /** a = All (every alert created between start and end), s = Selection (the listed ids), e = Exclude */
  mode: "a" | "s" | "e";
  startTime: string | null;
  endTime: string | null;
  /** which action: Resolve sets isResolved, FalseAlert sets isFalseAlert */
  actionType: "Resolve" | "FalseAlert";
  /** true when the alerts are now resolved or false alerts, false when reopened (unchecked or cancelled) */
  resolved: boolean;
  userId: number;
  userName: string;
  /** vehicleId → licensePlate of the affected alerts; narrows modes a and e */
  vehicles: Record<string, string>;
  rawAlertIds: number[];
}

/** The `device-command` message's data: the status of one command to a device changed (users with its read key). */
export interface DeviceCommandChange {
  id: number;
  vehicleId: number;
  status: DeviceCommandStatus;
}

export const DEVICE_COMMAND_SOCKET_TYPE = "device-command";

/**
 * The `fleet-task` message's data: a fleet task changed (stopId null: planned, moved, started) or one of its stops
 * (a visit detected from the positions, confirmed by the driver). Users who may read the task refetch it.
 */
export interface FleetTaskChange {
  fleetTaskId: number;
  stopId: number | null;
  isInstant: boolean;
}

export const FLEET_TASK_SOCKET_TYPE = "fleet-task";

/**
 * The `control-tower` message's data: the company's control tower changed (exceptions appeared or cleared, or one
 * was taken, moved or noted: its id). Operators who may read the tower refetch its queues.
 */
export interface ControlTowerChange {
  exceptionId: number | null;
}

export const CONTROL_TOWER_SOCKET_TYPE = "control-tower";

/**
 * The `whatsapp-inbox` message's data: a conversation of the company's inbox changed. `received`: a recipient wrote,
 * and `waiting` says whether the conversation now waits for the operator (the bell tells them); `read` and `replied`:
 * an operator read or answered it. Users who may read the inbox refetch its lists and the bell's entries.
 */
export type WhatsappInboxChange =
  | { conversationId: number; kind: "received"; waiting: boolean }
  | { conversationId: number; kind: "read" | "replied" };

export const WHATSAPP_INBOX_SOCKET_TYPE = "whatsapp-inbox";

/** What the server sends as JSON; `Alert` is the RawAlert of the GraphQL schema, in the recipient's view. */
export type OperatorServerMessage<Alert> =
  | { type: "welcome"; data: { companyId: number; userId: number } }
  | { type: "error"; data: { message: string } }
  | { type: ReturnType<typeof operatorSocketChannels.newAlert>; data: Alert }
  | { type: ReturnType<typeof operatorSocketChannels.resolve>; data: AlertsResolvedNotice }
  | { type: typeof DEVICE_COMMAND_SOCKET_TYPE; data: DeviceCommandChange }
  | { type: typeof FLEET_TASK_SOCKET_TYPE; data: FleetTaskChange }
  | { type: typeof CONTROL_TOWER_SOCKET_TYPE; data: ControlTowerChange }
  | { type: typeof WHATSAPP_INBOX_SOCKET_TYPE; data: WhatsappInboxChange }
  | { type: ReturnType<typeof operatorSocketChannels.systemNotif>; data: AnnouncementView };
