export * from "./costCategories.js";
export * from "./costInputs.js";
export * from "./costTotals.js";
export * from "./formatRupiah.js";
export * from "./fuelReconciliation.js";
