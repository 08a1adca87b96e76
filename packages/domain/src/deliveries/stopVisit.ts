import type { GeofenceShape, LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";
import { pointInGeofence } from "../geo/pointInGeofence.js";

/** A stop's visit status: Akan Dikunjungi, Dikunjungi, Gagal. */
export const STOP_VISIT_STATUSES = ["TO_VISIT", "VISITED", "FAILED"] as const;
export type StopVisitStatus = (typeof STOP_VISIT_STATUSES)[number];

/** What a stop asks of the vehicle: pick goods up or drop them. */
export const STOP_ACTIVITIES = ["PICKUP", "DROP"] as const;
export type StopActivity = (typeof STOP_ACTIVITIES)[number];

/** Defaults of a stop's arrival rule: within this radius of the point (no geofence), for this long. */
export const DEFAULT_STOP_ARRIVAL_RADIUS_METERS = 200;
export const DEFAULT_STOP_DWELL_SECONDS = 120;

export interface StopPlace extends LatLng {
  /** the stop's saved geofence; when present it decides instead of the radius */
  area?: GeofenceShape | null | undefined;
  arrivalRadiusMeters: number;
  dwellSeconds: number;
}

export interface StopFix extends LatLng {
  time: Date;
}

export interface StopVisitTimes {
  /** when the vehicle entered the stop on the stay that counted */
  arrivedAt: Date;
  /** the first fix outside after that stay; null while it is still there */
  departedAt: Date | null;
}

/** True when `point` is at the stop: inside its geofence, or within its arrival radius when it has none. */
export function isAtStop(point: LatLng, stop: StopPlace): boolean {
  if (stop.area) return pointInGeofence(point, stop.area);
  return haversineMeters(point, stop) <= stop.arrivalRadiusMeters;
}

/** What is known of a stop while its vehicle's fixes come in one by one. */
export interface StopVisitState {
  /** when the vehicle entered the stop, while it is there and the stay does not count yet */
  enteredAt: Date | null;
  /** the stay that counted, once it did */
  visit: StopVisitTimes | null;
}

export const INITIAL_STOP_VISIT_STATE: StopVisitState = { enteredAt: null, visit: null };

/**
 * One fix further (fixes in time order): a stay at the stop counts as the visit once it lasted the stop's dwell time
 * (a vehicle passing through does not visit), from when it entered; the first fix outside after it is the departure.
 * Nothing changes after the departure.
 */
export function stopVisitStep(state: StopVisitState, stop: StopPlace, fix: StopFix): StopVisitState {
  if (state.visit?.departedAt) return state;
  const inside = isAtStop(fix, stop);
  if (state.visit) return inside ? state : { ...state, visit: { ...state.visit, departedAt: fix.time } };
  if (!inside) return state.enteredAt ? INITIAL_STOP_VISIT_STATE : state;
  const enteredAt = state.enteredAt ?? fix.time;
  if (fix.time.getTime() - enteredAt.getTime() < stop.dwellSeconds * 1000) return { enteredAt, visit: null };
  return { enteredAt: null, visit: { arrivedAt: enteredAt, departedAt: null } };
}

/** The first visit of a stop in a track (fixes in any order, read by time); null when no stay is long enough. */
export function detectStopVisit(stop: StopPlace, fixes: readonly StopFix[]): StopVisitTimes | null {
  const track = [...fixes].sort((a, b) => a.time.getTime() - b.time.getTime());
  return track.reduce((state, fix) => stopVisitStep(state, stop, fix), INITIAL_STOP_VISIT_STATE).visit;
}

/** A stop's target window; either end may be open. */
export interface TargetWindow {
  start: Date | null;
  end: Date | null;
}

export type Punctuality = "EARLY" | "ON_TIME" | "LATE";

export interface Lateness {
  punctuality: Punctuality;
  /** minutes past the window's end (0 unless LATE), whole minutes rounded up */
  lateMinutes: number;
}

/**
 * The stop's punctuality against its target window: by the actual arrival, or, while it has not arrived, by `now`
 * (a stop not reached by the window's end is already late). Null while nothing can be said yet.
 */
export function stopLateness(window: TargetWindow, arrivedAt: Date | null, now: Date): Lateness | null {
  const moment = arrivedAt ?? now;
  if (window.end && moment.getTime() > window.end.getTime()) {
    return {
      punctuality: "LATE",
      lateMinutes: Math.ceil((moment.getTime() - window.end.getTime()) / 60_000),
    };
  }
  if (!arrivedAt) return null;
  if (window.start && arrivedAt.getTime() < window.start.getTime())
    return { punctuality: "EARLY", lateMinutes: 0 };
  return { punctuality: "ON_TIME", lateMinutes: 0 };
}
