export type { AuditDetails } from "./audit.tables.js";
export { auditEvents } from "./audit.tables.js";
export type { AuditEntry, AuditRecorder, AuditRequest, AuditTarget } from "./auditRecorder.js";
