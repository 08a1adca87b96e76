import type { BoundingBox, GeofenceShape } from "./geoTypes.js";
import { EARTH_RADIUS_METERS } from "./haversineMeters.js";

const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The smallest lat/lng box holding the whole fence (stored with the fence, so a position is only
 * tested against fences whose box contains it). A circle's box is widened for the latitude.
 */
export function geofenceBoundingBox(fence: GeofenceShape): BoundingBox {
  if (fence.type === "C") {
    const { lat, lng, radius } = fence.circData;
    const dLat = toDegrees(radius / EARTH_RADIUS_METERS);
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const dLng = cosLat > 1e-9 ? Math.min(180, dLat / cosLat) : 180;
    return {
      minLat: Math.max(-90, lat - dLat),
      maxLat: Math.min(90, lat + dLat),
      minLng: Math.max(-180, lng - dLng),
      maxLng: Math.min(180, lng + dLng),
    };
  }
  if (fence.polyData.length === 0) throw new Error("a polygon needs points");
  const box = { minLat: 90, maxLat: -90, minLng: 180, maxLng: -180 };
  for (const [lat, lng] of fence.polyData) {
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
    box.minLng = Math.min(box.minLng, lng);
    box.maxLng = Math.max(box.maxLng, lng);
  }
  return box;
}

/** True when the point lies in the box (edges included): the cheap test before pointInGeofence. */
export function inBoundingBox(point: { lat: number; lng: number }, box: BoundingBox): boolean {
  return (
    point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng
  );
}
