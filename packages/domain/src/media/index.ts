export * from "./mediaPolling.js";
export * from "./mediaRules.js";
