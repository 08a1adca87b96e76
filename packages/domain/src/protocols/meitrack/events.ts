/** Meitrack event codes Armada acts on (the GPRS protocol's event code table). */
export const MEITRACK_EVENT = {
  sosPressed: 1,
  input2Active: 2,
  input2Inactive: 10,
  lowBattery: 17,
  lowExternalPower: 18,
  speeding: 19,
  enterGeofence: 20,
  exitGeofence: 21,
  externalPowerOn: 22,
  externalPowerOff: 23,
  gpsAntennaCut: 28,
  heartbeat: 31,
  replyCurrent: 34,
  trackByTime: 35,
  tow: 36,
  gsmJamming: 44,
  fall: 79,
  harshBraking: 129,
  harshAcceleration: 130,
  fatigueDriving: 135,
} as const;

/** The events that are alarms, by the names the alert rules know (alarmAlertCodes.ts). */
export const MEITRACK_ALARMS: Readonly<Record<number, string>> = {
  [MEITRACK_EVENT.sosPressed]: "sos",
  [MEITRACK_EVENT.lowBattery]: "lowBattery",
  [MEITRACK_EVENT.lowExternalPower]: "externalLowBattery",
  [MEITRACK_EVENT.speeding]: "overspeed",
  [MEITRACK_EVENT.enterGeofence]: "geofenceEnter",
  [MEITRACK_EVENT.exitGeofence]: "geofenceExit",
  [MEITRACK_EVENT.externalPowerOff]: "powerCut",
  [MEITRACK_EVENT.gpsAntennaCut]: "gpsAntennaCut",
  [MEITRACK_EVENT.tow]: "tow",
  [MEITRACK_EVENT.gsmJamming]: "jamming",
  [MEITRACK_EVENT.fall]: "fallDown",
  [MEITRACK_EVENT.harshBraking]: "harshBraking",
  [MEITRACK_EVENT.harshAcceleration]: "harshAcceleration",
  [MEITRACK_EVENT.fatigueDriving]: "fatigue",
};

/** Input 2 is the ACC (ignition) input on the Meitrack vehicle trackers' wiring (T1, T333, T366, T399). */
export const MEITRACK_IGNITION_INPUT = 2;
