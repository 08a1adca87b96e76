import type { PolygonRing } from "../geo/geoTypes.js";
import { polygonHasDuplicatePoints, polygonSelfIntersects } from "../geo/polygonSelfIntersects.js";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { measureLandPolygon } from "./measureLandPolygon.js";

/** Below this a ring has no area worth a measurement: its points lie (almost) on one line. */
export const MIN_LAND_AREA_SQUARE_METERS = 1;

export type LandPolygonIssue =
  | typeof ISSUE_KEYS.polygonTooFewPoints
  | typeof ISSUE_KEYS.polygonDuplicatePoints
  | typeof ISSUE_KEYS.polygonSelfIntersects
  | typeof ISSUE_KEYS.polygonDegenerate;

/**
 * Why a ring is no land parcel, or null when it is one: fewer than three points, a point repeated, edges crossing
 * (a figure eight has no single area), or no area at all. Such a ring is refused, never repaired.
 */
export function landPolygonIssue(ring: PolygonRing): LandPolygonIssue | null {
  if (ring.length < 3) return ISSUE_KEYS.polygonTooFewPoints;
  if (polygonHasDuplicatePoints(ring)) return ISSUE_KEYS.polygonDuplicatePoints;
  if (polygonSelfIntersects(ring)) return ISSUE_KEYS.polygonSelfIntersects;
  if (measureLandPolygon(ring).areaSquareMeters < MIN_LAND_AREA_SQUARE_METERS)
    return ISSUE_KEYS.polygonDegenerate;
  return null;
}
