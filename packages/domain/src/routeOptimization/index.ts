export * from "./pinStops.js";
export * from "./routePlanInputs.js";
export * from "./routeTimeline.js";
export * from "./routeTiming.js";
export * from "./travelMatrix.js";
export * from "./vehicleSkills.js";
