export * from "./routePlanInputs.js";
export * from "./routeTiming.js";
export * from "./travelMatrix.js";
