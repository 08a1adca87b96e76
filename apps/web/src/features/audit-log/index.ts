/** The Log Audit page (issue 39); the settings routes mount it. */
export { AuditLogPage } from "./components/AuditLogPage";
