import geodesic from "geographiclib-geodesic";
import type { PolygonRing } from "../geo/geoTypes.js";

export interface LandSize {
  /** Square metres on the WGS 84 ellipsoid. */
  areaSquareMeters: number;
  /** Metres along the geodesics of the closed ring. */
  perimeterMeters: number;
}

const SQUARE_METERS_PER_HECTARE = 10_000;

/**
 * The area and perimeter of a ring of `[lat, lng]` points (closed implicitly: the last point joins the first) on the
 * WGS 84 ellipsoid, by GeographicLib's planimeter. The direction of travel does not matter.
 */
export function measureLandPolygon(ring: PolygonRing): LandSize {
  const polygon = geodesic.Geodesic.WGS84.Polygon(false);
  for (const [lat, lng] of ring) polygon.AddPoint(lat, lng);
  // signed, so a clockwise ring gives minus its area rather than the rest of the earth's
  const { area = 0, perimeter } = polygon.Compute(false, true);
  return { areaSquareMeters: Math.abs(area), perimeterMeters: perimeter };
}

export function squareMetersToHectares(squareMeters: number): number {
  return squareMeters / SQUARE_METERS_PER_HECTARE;
}
