export * from "./adminGuard.js";
export * from "./userAccounts.js";
export * from "./userKeys.js";
