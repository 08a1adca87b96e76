export { findGeofencesByIds } from "./geofenceRepository.js";
export { geofenceShapeColumns, toEngineGeofence } from "./geofenceShapes.js";
export { geofences } from "./geofences.tables.js";
export { toGeofenceView } from "./geofenceView.js";
