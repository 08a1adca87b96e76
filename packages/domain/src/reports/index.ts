export * from "./activityRuns.js";
export * from "./geofenceVisits.js";
export * from "./reportFilter.js";
export * from "./reportKinds.js";
export * from "./tripsAndStops.js";
export * from "./utilisation.js";
