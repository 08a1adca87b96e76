import type { RouteHistoryData } from "../api/routeHistory";

/** One recorded position of a route, time in epoch ms. */
export interface TrackPoint {
  time: number;
  latitude: number;
  longitude: number;
  speed: number;
  course: number | null;
}

export interface PlaybackPosition {
  latitude: number;
  longitude: number;
  speed: number;
  course: number | null;
  /** index of the last point at or before the time */
  index: number;
}

/** The first index whose time is > `time` (points sorted by time). */
function upperBound(points: readonly TrackPoint[], time: number) {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle] as TrackPoint).time <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Degrees clockwise from north from one point to the next (flat-earth approximation, fine at street scale). */
export function bearing(from: TrackPoint, to: TrackPoint): number {
  const dx =
    (to.longitude - from.longitude) * Math.cos(((from.latitude + to.latitude) / 2) * (Math.PI / 180));
  const dy = to.latitude - from.latitude;
  return ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
}

/**
 * Where the vehicle was at `time`: linear interpolation between the two recorded points around it,
 * clamped to the first/last point; null without points.
 */
export function positionAt(points: readonly TrackPoint[], time: number): PlaybackPosition | null {
  if (points.length === 0) return null;
  const first = points[0] as TrackPoint;
  const last = points[points.length - 1] as TrackPoint;
  if (time <= first.time) return { ...first, index: 0 };
  if (time >= last.time) return { ...last, index: points.length - 1 };
  const next = upperBound(points, time);
  const after = points[next] as TrackPoint;
  const before = points[next - 1] as TrackPoint;
  const span = after.time - before.time;
  const ratio = span > 0 ? (time - before.time) / span : 0;
  const moved = before.latitude !== after.latitude || before.longitude !== after.longitude;
  return {
    latitude: before.latitude + (after.latitude - before.latitude) * ratio,
    longitude: before.longitude + (after.longitude - before.longitude) * ratio,
    speed: before.speed + (after.speed - before.speed) * ratio,
    course: moved ? bearing(before, after) : before.course,
    index: next - 1,
  };
}

/** Playback speeds: 1× plays one minute of the trip per second. */
export const PLAYBACK_SPEEDS = [1, 2, 4, 8, 16] as const;
export const TRIP_MS_PER_SECOND_AT_1X = 60_000;

/** The playback time after `elapsedMs` of wall time at `speed`, stopped at `end`. */
export function advance(time: number, elapsedMs: number, speed: number, end: number): number {
  return Math.min(end, time + (elapsedMs / 1000) * TRIP_MS_PER_SECOND_AT_1X * speed);
}

/** The route's recorded points as the playback reads them. */
export function toTrack(data: Pick<RouteHistoryData, "points">): TrackPoint[] {
  return data.points.map((point) => ({
    time: Date.parse(point.fixTime),
    latitude: point.latitude,
    longitude: point.longitude,
    speed: point.speed,
    course: point.course,
  }));
}
