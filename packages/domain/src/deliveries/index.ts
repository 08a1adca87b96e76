export * from "./deliveryInputs.js";
export * from "./deliveryOrderStatus.js";
export * from "./fleetTaskStatus.js";
export * from "./statusMachine.js";
export * from "./stopVisit.js";
