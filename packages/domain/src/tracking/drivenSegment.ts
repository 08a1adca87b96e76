import { haversineMeters } from "../geo/haversineMeters.js";
import { MOVING_SPEED_KMH } from "./motionStatus.js";

export interface SegmentPoint {
  fixTime: Date;
  latitude: number;
  longitude: number;
  /** km/h */
  speed: number;
}

/** Jumps faster than this between two fixes are GPS errors and add no distance. */
const MAX_PLAUSIBLE_KMH = 250;

/**
 * Fixes further apart than this are a gap in the record (a tracker unplugged or out of coverage), not a drive: a
 * vehicle last seen moving at night and again in the morning had its 11 hours between counted as driving.
 */
export const MAX_DRIVEN_SEGMENT_SECONDS = 15 * 60;

/**
 * The distance and time driven between two consecutive fixes: counted when either end moves and the jump is
 * plausible; null when the vehicle stood, the GPS jumped or the record has a gap.
 */
export function drivenSegment(
  previous: SegmentPoint,
  point: SegmentPoint,
): { meters: number; seconds: number } | null {
  const seconds = (point.fixTime.getTime() - previous.fixTime.getTime()) / 1000;
  const meters = haversineMeters(
    { lat: previous.latitude, lng: previous.longitude },
    { lat: point.latitude, lng: point.longitude },
  );
  const plausible =
    seconds > 0 && seconds <= MAX_DRIVEN_SEGMENT_SECONDS && (meters / seconds) * 3.6 <= MAX_PLAUSIBLE_KMH;
  const moving = previous.speed >= MOVING_SPEED_KMH || point.speed >= MOVING_SPEED_KMH;
  return plausible && moving ? { meters, seconds } : null;
}
