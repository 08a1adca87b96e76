/**
 * Alarm names as the position pipeline knows them (DeviceReport.alarm). GT06 reports them in the alarm byte of
 * alarm (0x16, 0x26, 0x27, 0xA4, ...) and heartbeat (0x13, 0x23) packets and in bits 3-5 of the terminal
 * information byte. `alertCodeOfAlarm` (alerts/engine) turns the ones that raise an alert into alert codes.
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
  | "externalLowBattery"
  | "powerOff"
  | "powerOn"
  | "tampering"
  | "removing"
  | "jamming"
  | "simChanged"
  | "gpsBlindSpotEnter"
  | "gpsBlindSpotExit"
  | "door"
  | "harshAcceleration"
  | "harshBraking"
  | "harshTurn"
  | "accident"
  | "fallDown"
  | "fatigue"
  | "accOn"
  | "accOff";

/**
 * The alarm byte as the Concox GT06-family documents define it (GT06N, VL03/VL103, JM-LL301 alarm tables).
 * Codes a document leaves open and vendors filled in their own way are in GT06_MODEL_ALARMS.
 */
export const GT06_ALARM_BY_CODE: Readonly<Record<number, Gt06Alarm>> = {
  1: "sos",
  2: "powerCut",
  3: "vibration",
  4: "geofenceEnter",
  5: "geofenceExit",
  6: "overspeed",
  9: "vibration", // tow / theft: moved while armed
  10: "gpsBlindSpotEnter",
  11: "gpsBlindSpotExit",
  12: "powerOn",
  14: "externalLowBattery",
  15: "externalLowBattery", // low-voltage protection of the external battery
  16: "simChanged",
  17: "powerOff",
  19: "tampering",
  20: "door",
  21: "lowBattery", // switched off for low battery
  23: "jamming", // rogue base station
  24: "removing", // cover removed
  25: "lowBattery", // internal battery
  26: "harshBraking",
  27: "harshTurn",
  35: "fallDown",
  37: "tampering",
  38: "harshAcceleration",
  39: "harshBraking",
  40: "harshBraking",
  41: "harshAcceleration",
  42: "harshTurn", // sharp left
  43: "harshTurn", // sharp right
  44: "accident", // collision
  46: "harshTurn",
  48: "harshBraking",
  50: "tampering", // unplugged
  254: "accOn",
  255: "accOff",
};

/**
 * Where one alarm byte means something else on a model, the model decides: SEEWORLD and WANWAY firmwares send
 * 0x0C for tampering (not power on) and 0x2D for fatigue driving; the NT20/XT40 family uses 0x2D for collision.
 */
export const GT06_MODEL_ALARMS: Readonly<Record<string, Readonly<Record<number, Gt06Alarm>>>> = {
  seeworld: { 12: "tampering", 45: "fatigue" },
  wanway: { 12: "tampering", 45: "fatigue" },
  nt20: { 45: "accident" },
};

/** The alarm byte table of a model: the document's, with the model's own codes over it. */
export function gt06AlarmTable(model: string | null | undefined): Readonly<Record<number, Gt06Alarm>> {
  const own = model ? GT06_MODEL_ALARMS[model] : undefined;
  return own ? { ...GT06_ALARM_BY_CODE, ...own } : GT06_ALARM_BY_CODE;
}
