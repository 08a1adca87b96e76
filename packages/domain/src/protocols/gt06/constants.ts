import { GT06_ALARM_BY_CODE, type Gt06Alarm } from "./alarmTable.js";

/** Protocol numbers of the GT06 family handled by Armada (Concox GT06/GT06N and compatibles). */
export const GT06_PROTOCOL = {
  login: 0x01,
  gps: 0x10,
  location: 0x12,
  status: 0x13,
  alarm: 0x16,
  locationAcc: 0x22,
  alarmMulti: 0x26,
  /** 4G position with ACC (the 0x22 layout with the 4G cell block) */
  location4g: 0xa0,
  /** heartbeat of newer firmwares, same content as 0x13 */
  statusExtended: 0x23,
  /** information transfer: external voltage, ICCID/IMSI, door and I/O, RFID, by sub-type */
  info: 0x94,
  /** RFID / iButton card swiped: the driver identifies */
  driverCard: 0x17,
  /** the device asks for the UTC time */
  timeRequest: 0x8a,
  /** the device asks for the address of its position */
  addressRequest: 0x2a,
  /** the server's English address answer (79 79 form) */
  addressReply: 0x97,
} as const;

/**
 * Frames the GT06 documents describe that Armada does not store, with the reason counted in /api/metrics
 * (`ingest_gt06_frames_not_read_0x28_cell_towers_only_no_gps_position`); other unread kinds are "not documented".
 */
export const GT06_NOT_STORED_REASONS: ReadonlyMap<number, string> = new Map([
  [0x28, "cell towers only, no GPS position"],
  [0xa1, "cell towers only, no GPS position"],
]);

/** Short start marker `78 78`: one length byte. */
export const GT06_SHORT_START = 0x78;
/** Long start marker `79 79`: two length bytes. */
export const GT06_LONG_START = 0x79;

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
