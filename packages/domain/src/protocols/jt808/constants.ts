/** JT/T 808 message ids handled by Armada. Terminal → platform ids start with 0x0 / 0x1, platform → terminal with 0x8 / 0x9. */
export const JT808_MESSAGE = {
  terminalResponse: 0x0001,
  heartbeat: 0x0002,
  register: 0x0100,
  authentication: 0x0102,
  location: 0x0200,
  batchLocation: 0x0704,
  platformResponse: 0x8001,
  registerResponse: 0x8100,
} as const;

/** JT/T 808 start and end flag; inside a frame it is escaped as 7D 02. */
export const JT808_FLAG = 0x7e;
/** Escape byte; inside a frame it is escaped as 7D 01. */
export const JT808_ESCAPE = 0x7d;

/** GMT+8: the zone of the times in JT/T 808 bodies by the standard. */
export const JT808_STANDARD_ZONE_MINUTES = 8 * 60;

/** Result byte of the general responses 0x0001 / 0x8001. */
export const JT808_RESULT = {
  success: 0,
  failure: 1,
  messageError: 2,
  unsupported: 3,
  alarmConfirmed: 4,
} as const;

/** Result byte of the register response 0x8100. */
export const JT808_REGISTER_RESULT = {
  success: 0,
  vehicleRegistered: 1,
  noSuchVehicle: 2,
  terminalRegistered: 3,
  noSuchTerminal: 4,
} as const;
