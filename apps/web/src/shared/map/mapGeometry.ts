/** A [longitude, latitude] pair. */
export type LngLat = [number, number];

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Indonesia, from Sumatra to Papua. */
export const INDONESIA_BOUNDS: Bounds = { west: 94.5, south: -11.2, east: 141.2, north: 6.3 };
export const INDONESIA_VIEW = { longitude: 117.5, latitude: -2.5, zoom: 3.6 };
export const MIN_ZOOM = 3;

/** The box around the points, or null without a valid point. */
export function boundsOf(points: readonly LngLat[]): Bounds | null {
  let bounds: Bounds | null = null;
  for (const [lon, lat] of points) {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) continue;
    if (!bounds) bounds = { west: lon, south: lat, east: lon, north: lat };
    else {
      bounds.west = Math.min(bounds.west, lon);
      bounds.east = Math.max(bounds.east, lon);
      bounds.south = Math.min(bounds.south, lat);
      bounds.north = Math.max(bounds.north, lat);
    }
  }
  return bounds;
}
