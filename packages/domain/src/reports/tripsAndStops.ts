import { type ActivityRun, runSeconds } from "./activityRuns.js";

export interface Trip {
  startTime: Date;
  endTime: Date;
  startLatitude: number;
  startLongitude: number;
  endLatitude: number;
  endLongitude: number;
  distanceKm: number;
  durationSeconds: number;
  /** km/h */
  maxSpeed: number;
  /** km/h while moving */
  avgSpeed: number;
  driverId: number | null;
}

export interface StopVisit {
  startTime: Date;
  endTime: Date;
  durationSeconds: number;
  latitude: number;
  longitude: number;
  /** of it with the engine on */
  idleSeconds: number;
  /** of it with the engine off */
  parkedSeconds: number;
  driverId: number | null;
}

/** A standstill shorter than this is traffic, not a stop (the stops report and the route history both). */
export const MIN_STOP_SECONDS = 120;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Standing still (idle or parked runs in a row) at least `minStopSeconds` is a stop; shorter standstills are
 * traffic and belong to the trip around them. A trip runs from the end of one stop (or an offline gap) to the start
 * of the next; trips with no distance are left out. Runs are one vehicle's, oldest first.
 *
 * `resumeFrom` is the start of the last run met with nothing pending (no trip or standstill under way): the trips
 * and stops before it are final whatever runs follow, and the same call over the runs from it on finds the rest
 * (the trip rollup goes on from there; null without runs).
 */
export function tripsAndStops(runs: readonly ActivityRun[], minStopSeconds = MIN_STOP_SECONDS) {
  const trips: Trip[] = [];
  const stops: StopVisit[] = [];
  let trip: ActivityRun[] = [];
  let still: ActivityRun[] = [];
  let resumeFrom = null as Date | null;
  const markIfSettled = (run: ActivityRun) => {
    if (trip.length === 0 && still.length === 0) resumeFrom = run.startTime;
  };

  const closeTrip = () => {
    const moving = trip.filter((run) => run.state === "moving");
    const first = trip[0];
    const last = trip.at(-1);
    const meters = moving.reduce((total, run) => total + run.distanceMeters, 0);
    if (first && last && meters > 0) {
      const movingSeconds = moving.reduce((total, run) => total + runSeconds(run), 0);
      trips.push({
        startTime: first.startTime,
        endTime: last.endTime,
        startLatitude: first.startLatitude,
        startLongitude: first.startLongitude,
        endLatitude: last.endLatitude,
        endLongitude: last.endLongitude,
        distanceKm: round(meters / 1000, 3),
        durationSeconds: Math.round((last.endTime.getTime() - first.startTime.getTime()) / 1000),
        maxSpeed: Math.max(...moving.map((run) => run.maxSpeed)),
        avgSpeed: movingSeconds > 0 ? round((meters / movingSeconds) * 3.6, 1) : 0,
        driverId: moving[0]?.driverId ?? first.driverId,
      });
    }
    trip = [];
  };

  const settleStill = () => {
    const seconds = still.reduce((total, run) => total + runSeconds(run), 0);
    const first = still[0];
    const last = still.at(-1);
    if (first && last && seconds >= minStopSeconds) {
      closeTrip();
      const idle = still.filter((run) => run.state === "idle");
      const idleSeconds = idle.reduce((total, run) => total + runSeconds(run), 0);
      stops.push({
        startTime: first.startTime,
        endTime: last.endTime,
        durationSeconds: Math.round(seconds),
        latitude: first.startLatitude,
        longitude: first.startLongitude,
        idleSeconds: Math.round(idleSeconds),
        parkedSeconds: Math.round(seconds - idleSeconds),
        driverId: first.driverId,
      });
    } else trip.push(...still);
    still = [];
  };

  for (const run of runs) {
    if (run.state === "idle" || run.state === "parked") {
      markIfSettled(run);
      still.push(run);
    } else {
      settleStill();
      if (run.state !== "moving") closeTrip();
      markIfSettled(run);
      if (run.state === "moving") trip.push(run);
    }
  }
  settleStill();
  closeTrip();
  return { trips, stops, resumeFrom };
}
