export * from "../modules/auth/auth.tables.js";
export * from "../modules/company/company.tables.js";
export * from "../modules/feature-flags/featureFlags.tables.js";
export * from "../modules/fleet/fleet.tables.js";
export * from "../modules/geofences/geofences.tables.js";
export * from "../modules/messaging/messaging.tables.js";
export * from "../modules/temporary-tracking/temporaryTracking.tables.js";
export * from "../modules/tracking/tracking.tables.js";
