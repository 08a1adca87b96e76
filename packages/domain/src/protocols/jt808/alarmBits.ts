/**
 * Alarm word of the 0x0200 basic location (JT/T 808-2013 table 24, 2019 table 25): bit → Armada alarm name. Names
 * the alert engine knows (alertCodeOfAlarm) raise alerts; the rest are kept on the position only. When several bits
 * are set the first one in this list is the position's alarm.
 */
export const JT808_ALARM_BITS: readonly (readonly [bit: number, alarm: string])[] = [
  [0, "sos"],
  [29, "collision"],
  [30, "rollover"],
  [8, "powerCut"],
  [7, "lowBattery"],
  [2, "fatigue"],
  [1, "overspeed"],
  [26, "vehicleStolen"],
  [27, "illegalIgnition"],
  [28, "illegalMovement"],
  [31, "illegalDoorOpen"],
  [5, "gpsAntennaCut"],
  [6, "gpsAntennaShort"],
  [4, "gnssFault"],
  [3, "earlyWarning"],
  [11, "cameraFault"],
  [13, "overspeedWarning"],
  [14, "fatigueWarning"],
  [18, "drivingTimeExceeded"],
  [19, "parkingTimeExceeded"],
  [20, "areaInOut"],
  [21, "routeInOut"],
  [22, "routeTimeAbnormal"],
  [23, "routeDeviation"],
  [25, "fuelAbnormal"],
];

/** Every alarm name whose bit is set, in JT808_ALARM_BITS order. */
export function jt808AlarmsOf(alarmWord: number): string[] {
  return JT808_ALARM_BITS.filter(([bit]) => (alarmWord >>> bit) & 1).map(([, alarm]) => alarm);
}

/** Status word bits (table 25 / 26). */
export const JT808_STATUS_BIT = {
  accOn: 0,
  positioned: 1,
  south: 2,
  west: 3,
  outOfService: 4,
  coordinatesEncrypted: 5,
  fuelCut: 10,
  circuitCut: 11,
  doorLocked: 12,
} as const;

export const jt808Bit = (word: number, bit: number) => ((word >>> bit) & 1) === 1;
