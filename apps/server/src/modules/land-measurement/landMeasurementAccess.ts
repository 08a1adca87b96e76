/** The menu's crud keys of land measurement (catalogued in packages/domain accessKeys.ts). */
export const LAND_MEASUREMENT_READ = "i1a-land-measurement:read";
export const LAND_MEASUREMENT_CREATE = "i1a-land-measurement:create";
export const LAND_MEASUREMENT_UPDATE = "i1a-land-measurement:update";
export const LAND_MEASUREMENT_DELETE = "i1a-land-measurement:delete";
