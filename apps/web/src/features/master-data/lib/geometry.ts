/** Shapes of geofences for the map: [lng, lat] GeoJSON from the API's [lat, lng] data. */

const EARTH_RADIUS_M = 6_371_008.8;
const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

export type LngLat = [number, number];

/** A closed ring approximating a circle on the sphere (first point repeated at the end). */
export function circleRing(lat: number, lng: number, radiusM: number, steps = 64): LngLat[] {
  const ring: LngLat[] = [];
  const angular = radiusM / EARTH_RADIUS_M;
  const lat1 = toRad(lat);
  const lng1 = toRad(lng);
  for (let i = 0; i < steps; i++) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
    );
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([round(toDeg(lng2)), round(toDeg(lat2))]);
  }
  ring.push(ring[0] as LngLat);
  return ring;
}

const round = (value: number) => Math.round(value * 1e7) / 1e7;

/** Great-circle distance in metres. */
export function distanceMeters(a: LngLat, b: LngLat): number {
  const dLat = toRad(b[1] - a[1]);
  const dLng = toRad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[1])) * Math.cos(toRad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The ring without its closing point. */
export function openRing(ring: readonly LngLat[]): LngLat[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1])
    return ring.slice(0, -1);
  return [...ring];
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + toRad(lat) / 2));
const fromMercatorY = (y: number) => toDeg(2 * Math.atan(Math.exp(y)) - Math.PI / 2);

/**
 * Centre and radius of a drawn circle ring: the mean of its points in Web Mercator (where the drawing
 * tool lays them out evenly) and their mean ground distance from it.
 */
export function circleFromRing(ring: readonly LngLat[]): { lat: number; lng: number; radius: number } {
  const points = openRing(ring);
  const lng = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const lat = fromMercatorY(points.reduce((sum, p) => sum + mercatorY(p[1]), 0) / points.length);
  const radius = points.reduce((sum, p) => sum + distanceMeters([lng, lat], p), 0) / points.length;
  return { lat: round(lat), lng: round(lng), radius: Math.round(radius * 10) / 10 };
}

/** API polygon data ([lat, lng] pairs, open) from a GeoJSON ring. */
export function polyDataFromRing(ring: readonly LngLat[]): [number, number][] {
  return openRing(ring).map(([lng, lat]) => [round(lat), round(lng)]);
}

/** GeoJSON ring (closed) from API polygon data. */
export function ringFromPolyData(polyData: readonly (readonly number[])[]): LngLat[] {
  const ring = polyData.map((point) => [point[1], point[0]] as LngLat);
  if (ring.length > 0) ring.push(ring[0] as LngLat);
  return ring;
}

export interface FenceShape {
  type: "C" | "P";
  circData: { lat: number; lng: number; radius: number } | null;
  polyData: readonly (readonly number[])[] | null;
}

/** The closed ring drawn for a fence (a circle as a 64-gon), or null without data. */
export function fenceRing(fence: FenceShape): LngLat[] | null {
  if (fence.type === "C" && fence.circData) {
    return circleRing(fence.circData.lat, fence.circData.lng, fence.circData.radius);
  }
  if (fence.type === "P" && fence.polyData && fence.polyData.length >= 3)
    return ringFromPolyData(fence.polyData);
  return null;
}

/** [[west, south], [east, north]] around the given boxes, or null when there are none. */
export function boundsOf(
  boxes: readonly { minLat: number; maxLat: number; minLng: number; maxLng: number }[],
): [LngLat, LngLat] | null {
  if (boxes.length === 0) return null;
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    west = Math.min(west, box.minLng);
    east = Math.max(east, box.maxLng);
    south = Math.min(south, box.minLat);
    north = Math.max(north, box.maxLat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
