export * from "./deliveryInputs.js";
export * from "./deliveryOrderStatus.js";
export * from "./fleetOrderChecks.js";
export * from "./fleetTaskStatus.js";
export * from "./statusMachine.js";
export * from "./stopDetectionSettings.js";
export * from "./stopEffects.js";
export * from "./stopVisit.js";
