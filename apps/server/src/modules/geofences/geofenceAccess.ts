/** Access keys of the geofence calls (catalogued in packages/domain accessKeys.ts). */
export const GEOFENCE_READ = "d3a-master-geofence:read";
export const GEOFENCE_CREATE = "d3a-master-geofence:create";
export const GEOFENCE_UPDATE = "d3a-master-geofence:update";
export const GEOFENCE_DELETE = "d3a-master-geofence:delete";

/**
 * Who may read geofences: the master-data screen, and the live view and temporary tracking,
 * which show saved addresses (docs/spec/temporary-live-view.md §7 call 9).
 */
export const GEOFENCE_READ_KEYS = [
  GEOFENCE_READ,
  "b1f-liveview-v2:read",
  "b2a-temporary-liveview:read",
] as const;
