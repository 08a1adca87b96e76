import { ALERT_CODE } from "../alertCodeNumbers.js";

/**
 * Device alarm names (DeviceReport.alarm: GT06 decoder names, Traccar/OsmAnd names, dashcam DMS/ADAS event
 * names, the simulator's) → alert code. Names are compared without case, spaces, dashes or underscores.
 */
const ALARM_NAMES: Readonly<Record<number, readonly string[]>> = {
  [ALERT_CODE.sos]: ["sos", "panic", "emergency"],
  [ALERT_CODE.powerCut]: ["powerCut", "powerOff", "externalPowerCut"],
  [ALERT_CODE.harshAcceleration]: ["harshAcceleration", "hardAcceleration", "rapidAcceleration"],
  [ALERT_CODE.harshBraking]: ["harshBraking", "hardBraking", "rapidDeceleration"],
  [ALERT_CODE.harshTurn]: ["harshTurn", "hardCornering", "sharpTurn", "harshCornering"],
  [ALERT_CODE.lowBattery]: ["lowBattery", "lowPower", "externalLowBattery"],
  [ALERT_CODE.tampering]: ["tampering", "removing", "gpsAntennaCut", "jamming"],
  [ALERT_CODE.accident]: ["accident", "collision", "fallDown"],
  [ALERT_CODE.dmsEyesClosed]: ["dmsEyesClosed", "eyesClosed", "eyeClosed", "closedEyes"],
  [ALERT_CODE.dmsYawning]: ["dmsYawning", "yawning", "yawn"],
  [ALERT_CODE.dmsDistraction]: ["dmsDistraction", "distraction", "distracted", "lookingAround"],
  [ALERT_CODE.dmsSmoking]: ["dmsSmoking", "smoking"],
  [ALERT_CODE.dmsPhoneCall]: ["dmsPhoneCall", "phoneCall", "phoneCalling", "phone"],
  [ALERT_CODE.dmsMissingFace]: ["dmsMissingFace", "missingFace", "noFace", "driverAbsent"],
  [ALERT_CODE.dmsNoSeatbelt]: ["dmsNoSeatbelt", "noSeatbelt", "seatbelt"],
  [ALERT_CODE.dmsCameraBlocked]: ["dmsCameraBlocked", "cameraBlocked", "cameraCovered", "lensCovered"],
  [ALERT_CODE.dmsDriverChanged]: ["dmsDriverChanged", "driverChanged", "driverChange"],
  [ALERT_CODE.dmsFatigue]: ["dmsFatigue", "fatigue", "fatigueDriving"],
  [ALERT_CODE.adasForwardCollision]: ["adasForwardCollision", "forwardCollision", "fcw"],
  [ALERT_CODE.adasLaneDeparture]: ["adasLaneDeparture", "laneDeparture", "laneChange", "ldw"],
  [ALERT_CODE.adasHeadwayTooClose]: ["adasHeadwayTooClose", "headwayTooClose", "headwayWarning", "hmw"],
  [ALERT_CODE.adasPedestrianCollision]: ["adasPedestrianCollision", "pedestrianCollision", "pcw"],
  [ALERT_CODE.adasSpeedSignExceeded]: ["adasSpeedSignExceeded", "speedSignExceeded", "speedLimitSign", "tsr"],
  [ALERT_CODE.adasBlindSpot]: ["adasBlindSpot", "blindSpot", "bsd"],
};

const normalise = (name: string) => name.toLowerCase().replace(/[\s_-]/g, "");

const CODE_BY_ALARM = new Map<string, number>(
  Object.entries(ALARM_NAMES).flatMap(([code, names]) =>
    names.map((name) => [normalise(name), Number(code)]),
  ),
);

/** The alert code of a device alarm name, or null for alarms that raise nothing (vibration, door, ...). */
export function alertCodeOfAlarm(alarm: string | null | undefined): number | null {
  if (!alarm) return null;
  return CODE_BY_ALARM.get(normalise(alarm)) ?? null;
}

/** Codes raised by device alarms. */
export const ALARM_ALERT_CODES: readonly number[] = Object.keys(ALARM_NAMES).map(Number);
