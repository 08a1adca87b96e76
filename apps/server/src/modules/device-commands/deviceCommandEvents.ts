/** Payload of `topics.deviceCommandsQueued`. */
export interface DeviceCommandQueuedEvent {
  deviceId: number;
}
