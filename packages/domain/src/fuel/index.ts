export * from "./fuelCalibration.js";
export * from "./fuelEvents.js";
