import { haversineMeters } from "../geo/haversineMeters.js";

/** Most points of a measured boundary (tapped or from a track): keeps the crossing check and the stored row small. */
export const MAX_LAND_POINTS = 1_000;
/** Fixes closer than this to the last kept one are GPS jitter of a standing or slow vehicle, not a new corner. */
export const TRACK_POINT_SPACING_METERS = 3;

type Fix = { latitude: number; longitude: number };

/**
 * A driven or walked track as a boundary ring: fixes within `TRACK_POINT_SPACING_METERS` of the previous kept fix are
 * dropped, as is a tail that comes back onto the start (the ring closes itself), and a long track is sampled evenly
 * down to `MAX_LAND_POINTS`. Whether the ring is a valid polygon is `landPolygonIssue`'s to say.
 */
export function landBoundaryFromTrack(fixes: readonly Fix[]): [number, number][] {
  const kept: [number, number][] = [];
  for (const { latitude, longitude } of fixes) {
    const last = kept.at(-1);
    if (last && distance(last, [latitude, longitude]) < TRACK_POINT_SPACING_METERS) continue;
    kept.push([latitude, longitude]);
  }
  const first = kept[0];
  while (
    kept.length > 1 &&
    first &&
    distance(first, kept.at(-1) as [number, number]) < TRACK_POINT_SPACING_METERS
  ) {
    kept.pop();
  }
  if (kept.length <= MAX_LAND_POINTS) return kept;
  const step = kept.length / MAX_LAND_POINTS;
  return Array.from({ length: MAX_LAND_POINTS }, (_, i) => kept[Math.floor(i * step)] as [number, number]);
}

function distance(a: readonly [number, number], b: readonly [number, number]): number {
  return haversineMeters({ lat: a[0], lng: a[1] }, { lat: b[0], lng: b[1] });
}
