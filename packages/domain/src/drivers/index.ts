export * from "./driverAssignmentChanges.js";
export * from "./driverAssignmentInput.js";
export * from "./driverAttribution.js";
export * from "./driverCardId.js";
export * from "./driverInput.js";
