/**
 * Alert code numbers. The numbers the product's client relies on are kept (overspeed 8, fuel 13/14, 15/16,
 * temperature 17/18, continuous driving 117, DMS 49-56/110/111, ADAS 90/91/92/96/113/134, fleet orders
 * 137-143); the rest are ours. The full catalogue (texts, icons, categories) is `ALERT_CODES`.
 */
export const ALERT_CODE = {
  geofenceEnter: 1,
  geofenceExit: 2,
  idle: 3,
  parking: 4,
  offline: 5,
  sos: 6,
  powerCut: 7,
  overspeed: 8,
  harshAcceleration: 9,
  harshBraking: 10,
  harshTurn: 11,
  lowBattery: 12,
  fuelGain: 13,
  fuelLoss: 14,
  /** vehicle has not moved for days (threshold in minutes, shown as days) */
  notMovedForDays: 15,
  /** device has sent nothing for days (threshold in minutes, shown as days) */
  noDataForDays: 16,
  temperatureHigh: 17,
  temperatureLow: 18,
  tampering: 19,
  accident: 20,
  dmsEyesClosed: 49,
  dmsYawning: 50,
  dmsDistraction: 51,
  dmsSmoking: 52,
  dmsPhoneCall: 53,
  dmsMissingFace: 54,
  dmsNoSeatbelt: 55,
  dmsCameraBlocked: 56,
  adasForwardCollision: 90,
  adasLaneDeparture: 91,
  adasHeadwayTooClose: 92,
  adasPedestrianCollision: 96,
  dmsDriverChanged: 110,
  dmsFatigue: 111,
  adasSpeedSignExceeded: 113,
  continuousDriving: 117,
  adasBlindSpot: 134,
  fleetOrderLateArrival: 137,
  fleetOrderLateDeparture: 138,
  fleetOrderLongStop: 139,
  fleetOrderOffRoute: 140,
  fleetOrderEarlyArrival: 141,
  fleetOrderUnplannedStop: 142,
  fleetOrderWrongDestination: 143,
  /** a vehicle document (STNK, KIR, insurance, permit) reached a reminder day or expired (reminders module) */
  documentExpiring: 144,
  /** a service plan item is coming due or overdue by date, km or engine hours (reminders module) */
  serviceDue: 145,
} as const;

export type AlertCodeName = keyof typeof ALERT_CODE;

export const FLEET_ORDER_ALERT_CODES: readonly number[] = [137, 138, 139, 140, 141, 142, 143];
export const DMS_ALERT_CODES: readonly number[] = [49, 50, 51, 52, 53, 54, 55, 56, 110, 111];
export const ADAS_ALERT_CODES: readonly number[] = [90, 91, 92, 96, 113, 134];

/** DMS and ADAS alerts come from a dashcam and may have a video. */
export const isMediaAlertCode = (alertCode: number) =>
  DMS_ALERT_CODES.includes(alertCode) || ADAS_ALERT_CODES.includes(alertCode);

export const isFleetOrderAlertCode = (alertCode: number) => FLEET_ORDER_ALERT_CODES.includes(alertCode);

/** Overspeed rules without minThresholdTime wait this long before raising an alert. */
export const DEFAULT_OVERSPEED_DURATION_SECONDS = 60;
/** Continuous driving alert (117) triggers after this much driving without a rest. */
export const CONTINUOUS_DRIVING_TRIGGER_SECONDS = 4 * 60 * 60;
/** A fleet task's unplanned stop (142) without its own time: a halt of 15 minutes away from the planned stops. */
export const DEFAULT_UNPLANNED_STOP_SECONDS = 15 * 60;

/** Alert lists show this window (2 days) and this many per page; live lists keep at most this many entries. */
export const ALERT_LIST_WINDOW_MS = 172_800_000;
export const ALERT_LIST_PAGE_SIZE = 20;
export const LIVE_ALERT_LIST_CAP = 20;
export const MAX_OPEN_ALERT_POPUPS = 9;
export const FALSE_ALERT_REASON_MAX = 300;
export const ALERT_NOTE_MAX = 255;

/** The quick reasons of the false-alert form (docs/spec/alert-center-and-shell.md §5); 'other' asks for free text. */
export const FALSE_ALERT_REASONS = {
  noIncident: "Tidak ada kejadian",
  otherIncident: "Terdeteksi sebagai kejadian lain",
  other: "other",
} as const;
