import { type EngineGeofence, type GeofenceShape, geofenceBoundingBox } from "@armada/domain";
import { geofences } from "./geofences.tables.js";

/** A geofence row's shape columns (`geofenceShapeColumns`). */
export type ShapeRow = {
  geofenceId: number;
  fenceName: string;
  type: string;
  circData: { lat: number; lng: number; radius: number } | null;
  polyData: [number, number][] | null;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
};

/** The fence to test positions against (alert engine, geofence visits); null for a broken shape. */
export function toEngineGeofence(row: ShapeRow): EngineGeofence | null {
  const shape: GeofenceShape | null =
    row.type === "C" && row.circData
      ? { type: "C", circData: row.circData }
      : row.type === "P" && row.polyData && row.polyData.length >= 3
        ? { type: "P", polyData: row.polyData }
        : null;
  if (!shape) return null;
  const box = Number.isFinite(row.minLat)
    ? { minLat: row.minLat, maxLat: row.maxLat, minLng: row.minLng, maxLng: row.maxLng }
    : geofenceBoundingBox(shape);
  return { geofenceId: row.geofenceId, fenceName: row.fenceName, shape, box };
}

export const geofenceShapeColumns = {
  geofenceId: geofences.geofenceId,
  fenceName: geofences.fenceName,
  type: geofences.type,
  circData: geofences.circData,
  polyData: geofences.polyData,
  minLat: geofences.minLat,
  maxLat: geofences.maxLat,
  minLng: geofences.minLng,
  maxLng: geofences.maxLng,
};
