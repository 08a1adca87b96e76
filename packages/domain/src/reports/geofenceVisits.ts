import { inBoundingBox } from "../geo/geofenceBoundingBox.js";
import type { BoundingBox, GeofenceShape } from "../geo/geoTypes.js";
import { pointInGeofence } from "../geo/pointInGeofence.js";
import type { TrackPoint } from "../tracking/tripAnalysis.js";

export interface VisitFence {
  geofenceId: number;
  shape: GeofenceShape;
  /** tested first when known: most fixes are far from most fences */
  box?: BoundingBox | undefined;
}

export interface GeofenceVisitChange {
  geofenceId: number;
  enterTime: Date;
  /** null while the vehicle is still inside */
  exitTime: Date | null;
}

/**
 * Follows a vehicle's fixes through the company's geofences: a visit opens at the first fix inside a fence and
 * closes at the first fix outside it. `open` are the visits still open before these fixes (fence id → entered);
 * returns every visit opened or closed, and the visits open after the last fix.
 */
export function extendGeofenceVisits(
  open: ReadonlyMap<number, Date>,
  points: readonly TrackPoint[],
  fences: readonly VisitFence[],
) {
  const inside = new Map(open);
  const changes = new Map<string, GeofenceVisitChange>();
  for (const point of points) {
    const at = { lat: point.latitude, lng: point.longitude };
    for (const fence of fences) {
      const isIn = (!fence.box || inBoundingBox(at, fence.box)) && pointInGeofence(at, fence.shape);
      const entered = inside.get(fence.geofenceId);
      if (isIn && !entered) {
        inside.set(fence.geofenceId, point.fixTime);
        changes.set(`${fence.geofenceId}|${point.fixTime.getTime()}`, {
          geofenceId: fence.geofenceId,
          enterTime: point.fixTime,
          exitTime: null,
        });
      } else if (!isIn && entered) {
        inside.delete(fence.geofenceId);
        changes.set(`${fence.geofenceId}|${entered.getTime()}`, {
          geofenceId: fence.geofenceId,
          enterTime: entered,
          exitTime: point.fixTime,
        });
      }
    }
  }
  return { changes: [...changes.values()], open: inside };
}

/** Seconds inside: until the exit, or until `until` (the period's end, or now) for a visit still open. */
export const dwellSeconds = (visit: { enterTime: Date; exitTime: Date | null }, until: Date) =>
  Math.max(0, Math.round(((visit.exitTime ?? until).getTime() - visit.enterTime.getTime()) / 1000));
