import { extendRuns } from "../reports/activityRuns.js";
import { type StopVisit, tripsAndStops } from "../reports/tripsAndStops.js";
import { drivenSegment } from "./drivenSegment.js";
import { MOVING_SPEED_KMH } from "./motionStatus.js";

export interface TrackPoint {
  fixTime: Date;
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number;
  ignition?: boolean | null;
}

/** A stop as the route history shows it: the stops report's `StopVisit` with its engine time in one flag. */
export interface Stop {
  startTime: Date;
  endTime: Date;
  durationSeconds: number;
  latitude: number;
  longitude: number;
  /** engine on for most of the stop (idling) */
  engineOn: boolean;
}

export interface TripSummary {
  distanceKm: number;
  drivingSeconds: number;
  stopCount: number;
  stoppedSeconds: number;
  maxSpeed: number;
  /** average speed while moving, km/h */
  avgSpeed: number;
}

export interface TrackAnalysisOptions {
  /** the company's offline timeout: a longer gap between two fixes is offline, not part of a stop */
  offlineAfterSeconds: number;
  /** fixes before the track, newest first: the still ones next to it give a stop the track begins in its start */
  before?: readonly TrackPoint[];
  /** fixes after the track, oldest first: the still ones next to it give a stop the track ends in its end */
  after?: readonly TrackPoint[];
}

/** Standing still (below walking speed): a fix at the edge of a track that may be inside a stop going on beyond it. */
export const standsStill = (point: TrackPoint | undefined): point is TrackPoint =>
  point !== undefined && point.speed < MOVING_SPEED_KMH;

/**
 * The fixes beyond one edge of a track (`beyond`, nearest first) that belong to the standstill the track's `edge`
 * fix is in: still fixes, walking away from the edge, up to a moving fix or a gap longer than the offline timeout.
 * Nearest first; none when the edge fix itself is moving.
 */
export function stillFixesBeyond(
  edge: TrackPoint | undefined,
  beyond: readonly TrackPoint[],
  offlineAfterSeconds: number,
): TrackPoint[] {
  const still: TrackPoint[] = [];
  if (!standsStill(edge)) return still;
  let nearer = edge;
  for (const point of beyond) {
    if (!standsStill(point)) break;
    if (Math.abs(point.fixTime.getTime() - nearer.fixTime.getTime()) / 1000 > offlineAfterSeconds) break;
    still.push(point);
    nearer = point;
  }
  return still;
}

/**
 * The stops report's stop shown as a route-history stop. `engineOn` is true when the engine ran for more than half
 * of the stop (idleSeconds > parkedSeconds): the flag answers "was the vehicle idling here?", and a stop of a minute's
 * idling before a night parked is a parked stop. A tie counts as engine off, as an unknown ignition does in the runs.
 */
export const routeStop = (visit: StopVisit): Stop => ({
  startTime: visit.startTime,
  endTime: visit.endTime,
  durationSeconds: visit.durationSeconds,
  latitude: visit.latitude,
  longitude: visit.longitude,
  engineOn: visit.idleSeconds > visit.parkedSeconds,
});

/**
 * Stops and the trip summary of a time-ordered track. The stops are the stops report's: the points become activity
 * runs (`extendRuns`, in memory) and `tripsAndStops` finds the stops in them, so the route history and the report
 * never disagree. A stop the track begins or ends in is whole: its still fixes in `before` and `after` are counted
 * too. Distance, driving time and speeds are measured point to point (`drivenSegment`), over the track alone.
 */
export function analyseTrack(points: readonly TrackPoint[], options: TrackAnalysisOptions) {
  const { offlineAfterSeconds } = options;
  const leadIn = stillFixesBeyond(points[0], options.before ?? [], offlineAfterSeconds).reverse();
  const leadOut = stillFixesBeyond(points.at(-1), options.after ?? [], offlineAfterSeconds);
  const runs = extendRuns(null, null, [...leadIn, ...points, ...leadOut], { offlineAfterSeconds });
  const stops = tripsAndStops(runs).stops.map(routeStop);
  let distanceMeters = 0;
  let drivingSeconds = 0;
  let maxSpeed = 0;
  points.forEach((point, index) => {
    maxSpeed = Math.max(maxSpeed, point.speed);
    const previous = points[index - 1];
    const segment = previous ? drivenSegment(previous, point) : null;
    if (segment) {
      distanceMeters += segment.meters;
      drivingSeconds += segment.seconds;
    }
  });

  const summary: TripSummary = {
    distanceKm: Math.round(distanceMeters) / 1000,
    drivingSeconds: Math.round(drivingSeconds),
    stopCount: stops.length,
    stoppedSeconds: stops.reduce((total, stop) => total + stop.durationSeconds, 0),
    maxSpeed,
    avgSpeed: drivingSeconds > 0 ? Math.round((distanceMeters / drivingSeconds) * 3.6 * 10) / 10 : 0,
  };
  return { stops, summary };
}
