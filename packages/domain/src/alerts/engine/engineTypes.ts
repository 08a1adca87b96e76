import type { BoundingBox, GeofenceShape } from "../../geo/geoTypes.js";
import type { MotionStatus } from "../../tracking/motionStatus.js";

/** A geofence a rule watches (codes 1/2) or filters by (withGeofence). */
export interface EngineGeofence {
  geofenceId: number;
  fenceName: string;
  shape: GeofenceShape;
  /** the fence's stored box: a point outside it is outside the fence without the exact test */
  box?: BoundingBox;
}

/** What the engine needs of an alert rule (the alert_rules row and its geofences). */
export interface EngineRule {
  alertRuleId: number;
  alertCode: number;
  maxThreshold: number | null;
  minThreshold: number | null;
  /** seconds the condition must hold before an alert is raised */
  minThresholdTime: number | null;
  withSchedule: boolean;
  /** HH:mm local time */
  startTime: string | null;
  endTime: string | null;
  /** ISO weekdays 1 (Monday) .. 7 (Sunday); empty = every day */
  dayOfWeek: readonly number[];
  withGeofence: boolean;
  isInsideGeofence: boolean;
  geofences: readonly EngineGeofence[];
  /** raise on the Nth episode within alertCountWindow seconds */
  alertCountThreshold: number;
  alertCountWindow: number | null;
}

/** One position of a vehicle as the engine sees it (a VehicleUpdate with times in epoch ms). */
export interface EngineSample {
  /** fix time, epoch ms */
  time: number;
  /** last packet of any kind, epoch ms */
  lastPacket: number;
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number;
  ignition: boolean | null;
  motionStatus: MotionStatus;
  /** °C */
  temperature: number | null;
  /** percent of tank */
  fuel: number | null;
  alarm: string | null;
}

/** The scheduled check's view of a vehicle that may be silent: its last known position and when it stopped. */
export interface EngineSnapshot extends Omit<EngineSample, "alarm"> {
  /** when the vehicle stopped moving (epoch ms), null while it moves */
  stoppedSince: number | null;
}

/** The vehicle's timeouts (vehicle override or company setting) and the company's UTC offset. */
export interface VehicleContext {
  idleTimeoutSeconds: number;
  parkTimeoutSeconds: number;
  offlineTimeoutSeconds: number;
  /** minutes east of UTC for schedules; Asia/Jakarta (WIB) is 420 */
  utcOffsetMinutes: number;
}

/** An alert one rule raises: the engine groups these per code into raw alerts. */
export interface RuleRaise {
  alertRuleId: number;
  alertCode: number;
  /** pipe-separated, per code (see alertData.ts) */
  alertData: string;
  /** the measured value or the device alarm name */
  alertTrigger: string;
  /** S: an episode that lasts (overspeed, idle, ...); E: a one-off event (alarm, fence crossing, fuel jump) */
  alertFlag: "S" | "E";
  /** epoch ms: when it happened */
  time: number;
  latitude: number;
  longitude: number;
  geofenceIds: number[];
}

/** What a condition decided for one sample: its new state and, when an episode starts, the alert's content. */
export interface ConditionStep<S> {
  state: S;
  episode: Omit<RuleRaise, "alertRuleId" | "alertCode" | "time" | "latitude" | "longitude"> | null;
}
