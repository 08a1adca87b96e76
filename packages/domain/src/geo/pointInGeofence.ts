import type { GeofenceShape, LatLng } from "./geoTypes.js";
import { haversineMeters } from "./haversineMeters.js";
import { pointInPolygon } from "./pointInPolygon.js";

/** True when `point` is inside the fence: within the radius of a circle (edge included) or inside a polygon. */
export function pointInGeofence(point: LatLng, fence: GeofenceShape): boolean {
  if (fence.type === "C") {
    return haversineMeters(point, fence.circData) <= fence.circData.radius;
  }
  return pointInPolygon(point, fence.polyData);
}
