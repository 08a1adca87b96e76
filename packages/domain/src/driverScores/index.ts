export * from "./driverBehaviours.js";
export * from "./driverScore.js";
