import type { geofences } from "./geofences.tables.js";

export type GeofenceRow = typeof geofences.$inferSelect;

/** A geofence as the API answers it. */
export function toGeofenceView(row: GeofenceRow, hasRelation: boolean) {
  return {
    ...row,
    circData: row.circData ?? null,
    polyData: row.polyData ?? null,
    hasRelation,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

export type GeofenceView = ReturnType<typeof toGeofenceView>;
