export { distanceMetres } from "./geocoding.js";
export type { GeocodingService } from "./geocodingService.js";
export { savedPlacesNear } from "./geofencePlaces.js";
export { TtlCache } from "./ttlCache.js";
