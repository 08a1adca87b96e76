export * from "./fuelCalibration.js";
export * from "./fuelEvents.js";
export * from "./withStoredFuelEvents.js";
