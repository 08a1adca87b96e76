import { ALERT_CODE } from "../alerts/alertCodeNumbers.js";

/** The behaviours a driver score counts, named as the product's DriverScore fields (`harshAccel`, `harshAccelScore`). */
export const DRIVER_BEHAVIOURS = [
  "harshAccel",
  "harshBrake",
  "sharpturn",
  "overspeed",
  "exceededParkingTime",
  "exceededIdleTime",
  "yawn",
  "distraction",
  "smoking",
  "phoneCalling",
  "eyeClosed",
  "missingFace",
] as const;

export type DriverBehaviour = (typeof DRIVER_BEHAVIOURS)[number];

/** The alert code each behaviour is counted from. */
export const BEHAVIOUR_ALERT_CODE: Readonly<Record<DriverBehaviour, number>> = {
  harshAccel: ALERT_CODE.harshAcceleration,
  harshBrake: ALERT_CODE.harshBraking,
  sharpturn: ALERT_CODE.harshTurn,
  overspeed: ALERT_CODE.overspeed,
  exceededParkingTime: ALERT_CODE.parking,
  exceededIdleTime: ALERT_CODE.idle,
  yawn: ALERT_CODE.dmsYawning,
  distraction: ALERT_CODE.dmsDistraction,
  smoking: ALERT_CODE.dmsSmoking,
  phoneCalling: ALERT_CODE.dmsPhoneCall,
  eyeClosed: ALERT_CODE.dmsEyesClosed,
  missingFace: ALERT_CODE.dmsMissingFace,
};

const BEHAVIOUR_BY_CODE = new Map(
  Object.entries(BEHAVIOUR_ALERT_CODE).map(([behaviour, code]) => [code, behaviour as DriverBehaviour]),
);

/** The behaviour an alert counts for; null for alerts that say nothing about driving (geofence, fuel, ...). */
export const behaviourOfAlert = (alertCode: number): DriverBehaviour | null =>
  BEHAVIOUR_BY_CODE.get(alertCode) ?? null;

export type BehaviourCounts = Readonly<Record<DriverBehaviour, number>>;

export const NO_BEHAVIOURS: BehaviourCounts = Object.fromEntries(
  DRIVER_BEHAVIOURS.map((behaviour) => [behaviour, 0]),
) as BehaviourCounts;

/** Sums counts (e.g. a driver's days into a period). */
export function addBehaviourCounts(a: BehaviourCounts, b: BehaviourCounts): BehaviourCounts {
  return Object.fromEntries(
    DRIVER_BEHAVIOURS.map((behaviour) => [behaviour, a[behaviour] + b[behaviour]]),
  ) as BehaviourCounts;
}
