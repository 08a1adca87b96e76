import type { DeviceCommandStatus } from "@armada/domain";

/** Payload of `topics.deviceCommandsQueued`. */
export interface DeviceCommandQueuedEvent {
  deviceId: number;
}

/** Payload of `topics.deviceCommandChanges`, and `data` of the operator socket's `device-command` message. */
export interface DeviceCommandChange {
  id: number;
  vehicleId: number;
  status: DeviceCommandStatus;
}

/** Type of the operator socket message that carries a DeviceCommandChange. */
export const DEVICE_COMMAND_SOCKET_TYPE = "device-command";
