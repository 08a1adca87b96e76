export * from "./controlTowerQueues.js";
export * from "./controlTowerRules.js";
export * from "./controlTowerSchemas.js";
