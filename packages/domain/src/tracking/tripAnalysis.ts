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

export interface Stop {
  startTime: Date;
  endTime: Date;
  durationSeconds: number;
  latitude: number;
  longitude: number;
  /** engine on during the stop (idling) */
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

/** A stop shorter than this is traffic, not a stop. */
export const MIN_STOP_SECONDS = 120;

/** Stops (standing still at least MIN_STOP_SECONDS) and the trip summary of a time-ordered track. */
export function analyseTrack(points: readonly TrackPoint[], minStopSeconds = MIN_STOP_SECONDS) {
  const stops: Stop[] = [];
  let distanceMeters = 0;
  let drivingSeconds = 0;
  let maxSpeed = 0;
  let stillSince: TrackPoint | null = null;
  let stillEngineOn = false;

  const closeStop = (end: TrackPoint) => {
    if (!stillSince) return;
    const seconds = (end.fixTime.getTime() - stillSince.fixTime.getTime()) / 1000;
    if (seconds >= minStopSeconds) {
      stops.push({
        startTime: stillSince.fixTime,
        endTime: end.fixTime,
        durationSeconds: seconds,
        latitude: stillSince.latitude,
        longitude: stillSince.longitude,
        engineOn: stillEngineOn,
      });
    }
    stillSince = null;
  };

  points.forEach((point, index) => {
    maxSpeed = Math.max(maxSpeed, point.speed);
    const previous = points[index - 1];
    const segment = previous ? drivenSegment(previous, point) : null;
    if (segment) {
      distanceMeters += segment.meters;
      drivingSeconds += segment.seconds;
    }
    if (point.speed < MOVING_SPEED_KMH) {
      if (!stillSince) {
        stillSince = point;
        stillEngineOn = point.ignition === true;
      } else if (point.ignition === true) stillEngineOn = true;
    } else closeStop(point);
  });
  const last = points[points.length - 1];
  if (last) closeStop(last);

  const summary: TripSummary = {
    distanceKm: Math.round(distanceMeters) / 1000,
    drivingSeconds: Math.round(drivingSeconds),
    stopCount: stops.length,
    stoppedSeconds: Math.round(stops.reduce((total, stop) => total + stop.durationSeconds, 0)),
    maxSpeed,
    avgSpeed: drivingSeconds > 0 ? Math.round((distanceMeters / drivingSeconds) * 3.6 * 10) / 10 : 0,
  };
  return { stops, summary };
}
