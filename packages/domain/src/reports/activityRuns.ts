import { drivenSegment } from "../tracking/drivenSegment.js";
import { MOVING_SPEED_KMH, type MotionStatus } from "../tracking/motionStatus.js";
import type { TrackPoint } from "../tracking/tripAnalysis.js";

/**
 * A stretch of one vehicle's time in one state, between two fixes: moving (either end at walking speed or more),
 * idle (standing with the engine on), parked (standing with the engine off or unknown) or offline (no fix for
 * longer than the company's offline timeout). Reports read these instead of the positions: a week of one fix per
 * 10 s is ~60 000 positions but a few hundred runs.
 */
export interface ActivityRun {
  state: MotionStatus;
  startTime: Date;
  endTime: Date;
  startLatitude: number;
  startLongitude: number;
  endLatitude: number;
  endLongitude: number;
  /** driven distance (moving runs) */
  distanceMeters: number;
  /** km/h */
  maxSpeed: number;
  /** who drove when the run began */
  driverId: number | null;
}

/** The state of the time between two consecutive fixes. */
export function intervalState(
  previous: TrackPoint,
  point: TrackPoint,
  offlineAfterSeconds: number,
): MotionStatus {
  const seconds = (point.fixTime.getTime() - previous.fixTime.getTime()) / 1000;
  if (seconds > offlineAfterSeconds) return "offline";
  if (previous.speed >= MOVING_SPEED_KMH || point.speed >= MOVING_SPEED_KMH) return "moving";
  return previous.ignition === true ? "idle" : "parked";
}

/**
 * Extends a vehicle's runs with new fixes (time-ordered, after `previous`, the last fix already counted). Returns
 * the last run (grown when the next interval is in the same state) followed by the runs begun since; the caller
 * stores them by (vehicle, startTime).
 */
export function extendRuns(
  last: ActivityRun | null,
  previous: TrackPoint | null,
  points: readonly TrackPoint[],
  options: { offlineAfterSeconds: number; driverAt?: (time: Date) => number | null },
): ActivityRun[] {
  const runs: ActivityRun[] = last ? [{ ...last }] : [];
  let before = previous;
  for (const point of points) {
    if (before && point.fixTime.getTime() > before.fixTime.getTime()) {
      const state = intervalState(before, point, options.offlineAfterSeconds);
      const segment = state === "moving" ? drivenSegment(before, point) : null;
      const current = runs.at(-1);
      if (current && current.state === state && current.endTime.getTime() === before.fixTime.getTime()) {
        current.endTime = point.fixTime;
        current.endLatitude = point.latitude;
        current.endLongitude = point.longitude;
        current.distanceMeters += segment?.meters ?? 0;
        if (state === "moving") current.maxSpeed = Math.max(current.maxSpeed, before.speed, point.speed);
      } else {
        runs.push({
          state,
          startTime: before.fixTime,
          endTime: point.fixTime,
          startLatitude: before.latitude,
          startLongitude: before.longitude,
          endLatitude: point.latitude,
          endLongitude: point.longitude,
          distanceMeters: segment?.meters ?? 0,
          maxSpeed: state === "moving" ? Math.max(before.speed, point.speed) : 0,
          driverId: options.driverAt?.(before.fixTime) ?? null,
        });
      }
    }
    if (!before || point.fixTime.getTime() > before.fixTime.getTime()) before = point;
  }
  return runs;
}

export const runSeconds = (run: Pick<ActivityRun, "startTime" | "endTime">) =>
  (run.endTime.getTime() - run.startTime.getTime()) / 1000;
