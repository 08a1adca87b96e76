export * from "./arrival.js";
export * from "./eta.js";
export * from "./publicVehicle.js";
