/** Protocol numbers of the GT06 family handled by Armada (Concox GT06/GT06N and compatibles). */
export const GT06_PROTOCOL = {
  login: 0x01,
  gps: 0x10,
  location: 0x12,
  status: 0x13,
  alarm: 0x16,
  locationAcc: 0x22,
  alarmMulti: 0x26,
} as const;

/** Short start marker `78 78`: one length byte. */
export const GT06_SHORT_START = 0x78;
/** Long start marker `79 79`: two length bytes. */
export const GT06_LONG_START = 0x79;

/**
 * Alarm names as the position pipeline knows them (DeviceReport.alarm). GT06 reports them in the alarm
 * byte of 0x16/0x26/0x13 packets and in bits 3-5 of the terminal information byte.
 */
export type Gt06Alarm =
  | "sos"
  | "powerCut"
  | "vibration"
  | "geofenceEnter"
  | "geofenceExit"
  | "geofence"
  | "overspeed"
  | "lowBattery"
  | "powerOff"
  | "tampering"
  | "removing"
  | "door"
  | "harshAcceleration"
  | "harshBraking"
  | "harshTurn"
  | "accident"
  | "fallDown";

/** Alarm byte of alarm (0x16, 0x26) and status (0x13) packets, as Traccar's Gt06ProtocolDecoder maps it. */
export const GT06_ALARM_BY_CODE: Readonly<Record<number, Gt06Alarm>> = {
  1: "sos",
  2: "powerCut",
  3: "vibration",
  4: "geofenceEnter",
  5: "geofenceExit",
  6: "overspeed",
  9: "vibration",
  14: "lowBattery",
  15: "lowBattery",
  17: "powerOff",
  19: "tampering",
  20: "door",
  35: "fallDown",
  41: "harshAcceleration",
  42: "harshTurn",
  43: "harshTurn",
  44: "accident",
  48: "harshBraking",
};

/** Bits 3-5 of the terminal information byte (standard GT06; 7 is "removing" on most models). */
export const GT06_TERMINAL_ALARM_BY_BITS: Readonly<Record<number, Gt06Alarm>> = {
  1: "vibration",
  2: "powerCut",
  3: "lowBattery",
  4: "sos",
  6: "geofence",
  7: "removing",
};

const firstCodeOf = <T extends string>(table: Readonly<Record<number, T>>) => {
  const codes = new Map<T, number>();
  for (const [code, name] of Object.entries(table)) if (!codes.has(name)) codes.set(name, Number(code));
  return codes;
};

/** Alarm name → alarm byte (the first code of each name), for encoders. */
export const GT06_ALARM_CODE = firstCodeOf(GT06_ALARM_BY_CODE);
/** Alarm name → terminal information bits 3-5, for encoders. */
export const GT06_TERMINAL_ALARM_BITS = firstCodeOf(GT06_TERMINAL_ALARM_BY_BITS);
