export * from "./deliveryInputs.js";
export * from "./deliveryOrderStatus.js";
export * from "./driverActions.js";
export * from "./fleetTaskStatus.js";
export * from "./proofOfDelivery.js";
export * from "./statusMachine.js";
export * from "./stopVisit.js";
