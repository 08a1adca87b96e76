import type { LatLng, PolygonRing } from "./geoTypes.js";

/**
 * True when `point` lies inside the polygon (even-odd ray casting on the lat/lng plane, which is
 * exact enough for fences of a few kilometres; the antimeridian is not handled). A ring of fewer
 * than three points contains nothing.
 */
export function pointInPolygon(point: LatLng, polygon: PolygonRing): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const pi = polygon[i];
    const pj = polygon[j];
    if (!pi || !pj) continue;
    const [latI, lngI] = pi;
    const [latJ, lngJ] = pj;
    const crosses =
      latI > point.lat !== latJ > point.lat &&
      point.lng < ((lngJ - lngI) * (point.lat - latI)) / (latJ - latI) + lngI;
    if (crosses) inside = !inside;
  }
  return inside;
}
