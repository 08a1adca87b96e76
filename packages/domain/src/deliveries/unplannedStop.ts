import type { LatLng } from "../geo/geoTypes.js";
import { haversineMeters } from "../geo/haversineMeters.js";
import { isAtStop, type StopFix, type StopPlace } from "./stopVisit.js";

/** Where a vehicle on a started task has stayed, away from its planned places, and since when. */
export interface Halt extends LatLng {
  since: Date;
}

/**
 * One fix further (fixes in time order): at a planned place (a stop, or where the task started) there is no halt;
 * within `radiusMeters` of the halt's first fix it goes on from the same moment; anywhere else a new halt starts
 * there. A vehicle driving on never stays in one halt for longer than the gap between two fixes.
 */
export function haltStep(
  halt: Halt | null,
  fix: StopFix,
  planned: readonly StopPlace[],
  radiusMeters: number,
): Halt | null {
  if (planned.some((place) => isAtStop(fix, place))) return null;
  if (halt && haversineMeters(halt, fix) <= radiusMeters) return halt;
  return { lat: fix.lat, lng: fix.lng, since: fix.time };
}

/** Whole seconds the vehicle has stayed in the halt at `now` (0 without one). */
export const haltSeconds = (halt: Halt | null, now: Date) =>
  halt ? Math.max(0, Math.floor((now.getTime() - halt.since.getTime()) / 1000)) : 0;

/** An unplanned stop: a halt away from every planned place that lasted at least `thresholdSeconds`. */
export const isUnplannedStop = (halt: Halt | null, now: Date, thresholdSeconds: number) =>
  halt !== null && haltSeconds(halt, now) >= thresholdSeconds;
