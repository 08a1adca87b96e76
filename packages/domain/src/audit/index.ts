export * from "./auditActions.js";
export * from "./auditLogFilter.js";
