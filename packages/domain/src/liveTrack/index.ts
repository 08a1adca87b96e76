export * from "./arrival.js";
export * from "./eta.js";
export * from "./publicLiveTrack.js";
export * from "./publicVehicle.js";
