import type { LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";
import type { FleetTaskSettings } from "./stopDetectionSettings.js";
import type { StopVisitStatus } from "./stopVisit.js";

const MINUTE = 60_000;

/** What the fleet-order checks know of a stop of a started task. */
export interface CheckedStop extends LatLng {
  stopId: number;
  sequence: number;
  visitStatus: StopVisitStatus;
  /** the start of its order's window (an arrival before it, less the tolerance, is early) */
  windowStart: Date | null;
  targetArrival: Date | null;
  targetDeparture: Date | null;
  actualArrival: Date | null;
  actualDeparture: Date | null;
}

/** The fleet-order conditions (codes 137-143) a stop or its vehicle can be in. */
export type FleetOrderCondition =
  | "LATE_ARRIVAL"
  | "LATE_DEPARTURE"
  | "LONG_STOP"
  | "OFF_ROUTE"
  | "EARLY_ARRIVAL"
  | "WRONG_DESTINATION";

export interface FleetOrderFinding {
  condition: FleetOrderCondition;
  stopId: number;
}

type Thresholds = Pick<
  FleetTaskSettings,
  "fleetLateToleranceMinutes" | "fleetLongStopMinutes" | "fleetOffRouteMeters"
>;

/**
 * Late against a target: the moment it happened (or `now`, while it has not) is past the target plus the
 * tolerance. A stop not reached by then is already late; no target, never late.
 */
export function isLate(target: Date | null, happenedAt: Date | null, now: Date, toleranceMinutes: number) {
  if (!target) return false;
  return (happenedAt ?? now).getTime() > target.getTime() + toleranceMinutes * MINUTE;
}

/** Early: arrived before the window's start less the tolerance. */
export function isEarly(windowStart: Date | null, arrivedAt: Date | null, toleranceMinutes: number) {
  if (!windowStart || !arrivedAt) return false;
  return arrivedAt.getTime() < windowStart.getTime() - toleranceMinutes * MINUTE;
}

/** A stay longer than the limit: from the arrival to the departure, or to `now` while still there. */
export function isLongStop(arrivedAt: Date | null, departedAt: Date | null, now: Date, limitMinutes: number) {
  if (!arrivedAt) return false;
  return (departedAt ?? now).getTime() - arrivedAt.getTime() > limitMinutes * MINUTE;
}

/**
 * The distance in metres from `point` to the segment a–b. The nearest point of the segment is found on a local flat
 * projection around it; the distance to that point is a haversine, like the distances to the ends, so a point beside
 * the leg is never measured farther from it than from either end.
 */
export function distanceToSegmentMeters(point: LatLng, a: LatLng, b: LatLng): number {
  const lngScale = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const bx = (b.lng - a.lng) * lngScale;
  const by = b.lat - a.lat;
  const px = (point.lng - a.lng) * lngScale;
  const py = point.lat - a.lat;
  const lengthSquared = bx * bx + by * by;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / lengthSquared));
  return haversineMeters(point, { lat: a.lat + t * (b.lat - a.lat), lng: a.lng + t * (b.lng - a.lng) });
}

const isToVisit = (stop: CheckedStop) => stop.actualArrival === null && stop.visitStatus === "TO_VISIT";

/** The stop the vehicle is heading to: the first in sequence not reached yet (undefined once all were). */
export const nextStopToVisit = (stops: readonly CheckedStop[]): CheckedStop | undefined =>
  [...stops].sort((a, b) => a.sequence - b.sequence).find(isToVisit);

/**
 * The planned leg the vehicle should be on: from the last stop it reached (or `start`, where it was first seen on the
 * task) to the next stop not reached yet; null once every stop was reached, or with nowhere to start from.
 */
export function plannedLeg(stops: readonly CheckedStop[], start: LatLng | null): [LatLng, LatLng] | null {
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  const nextIndex = ordered.findIndex(isToVisit);
  const next = ordered[nextIndex];
  if (!next) return null;
  const reached = ordered.slice(0, nextIndex).filter((stop) => stop.actualArrival !== null);
  const from = reached.at(-1) ?? start;
  return from ? [from, next] : null;
}

/** Off route: farther from the planned leg than the limit (never while there is no leg left). */
export function isOffRoute(point: LatLng, leg: [LatLng, LatLng] | null, limitMeters: number) {
  return leg !== null && distanceToSegmentMeters(point, leg[0], leg[1]) > limitMeters;
}

/**
 * Every fleet-order condition the task's stops are in at `now`, with the vehicle at `point`: late or early arrival,
 * late departure and long stop per stop, off the planned leg (on the next stop), and a stop passed by (still to
 * visit while a later stop was reached: the vehicle went to a destination other than the planned one). The caller
 * raises each (condition, stop) once.
 */
export function fleetOrderFindings(
  stops: readonly CheckedStop[],
  point: LatLng,
  start: LatLng | null,
  now: Date,
  thresholds: Thresholds,
): FleetOrderFinding[] {
  const tolerance = thresholds.fleetLateToleranceMinutes;
  const findings: FleetOrderFinding[] = [];
  const add = (condition: FleetOrderCondition, stop: CheckedStop) =>
    findings.push({ condition, stopId: stop.stopId });
  const lastReached = Math.max(0, ...stops.filter((s) => s.actualArrival).map((s) => s.sequence));
  for (const stop of stops) {
    if (stop.visitStatus === "FAILED") continue;
    if (isLate(stop.targetArrival, stop.actualArrival, now, tolerance)) add("LATE_ARRIVAL", stop);
    if (isEarly(stop.windowStart, stop.actualArrival, tolerance)) add("EARLY_ARRIVAL", stop);
    if (stop.actualArrival && isLate(stop.targetDeparture, stop.actualDeparture, now, tolerance))
      add("LATE_DEPARTURE", stop);
    if (isLongStop(stop.actualArrival, stop.actualDeparture, now, thresholds.fleetLongStopMinutes))
      add("LONG_STOP", stop);
    if (!stop.actualArrival && stop.visitStatus === "TO_VISIT" && stop.sequence < lastReached)
      add("WRONG_DESTINATION", stop);
  }
  const leg = plannedLeg(stops, start);
  const next = nextStopToVisit(stops);
  if (next && isOffRoute(point, leg, thresholds.fleetOffRouteMeters)) add("OFF_ROUTE", next);
  return findings;
}
