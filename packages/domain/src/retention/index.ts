export * from "./positionPartitionPlan.js";
export * from "./retentionPolicies.js";
