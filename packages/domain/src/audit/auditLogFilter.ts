import { z } from "zod";
import { rangeIssues } from "../schemas/rangeIssues.js";
import { AUDIT_ACTIONS } from "./auditActions.js";

/** The longest window one audit log search may cover, like the other logs' filters. */
export const MAX_AUDIT_LOG_DAYS = 93;
/** Rows per page of the audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;
/** Rows at most in one XLSX export; a wider search is narrowed first. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const isoDate = z.coerce.date();

/** auditEvents and the export: the window, optionally a user, an action and a text, and the keyset cursor. */
export const auditLogFilterSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    userId: z.int32().min(1).nullish(),
    action: z.enum(AUDIT_ACTIONS as [string, ...string[]]).nullish(),
    search: z.string().trim().max(100).nullish(),
    /** the id of the last entry of the previous page: the next page holds older entries */
    before: z.int32().min(1).nullish(),
  })
  .check((ctx) => {
    const { startDate, endDate } = ctx.value;
    if (!(startDate instanceof Date) || !(endDate instanceof Date)) return;
    const range = {
      start: startDate.getTime(),
      end: endDate.getTime(),
      endInput: endDate,
      endPath: "endDate",
    };
    ctx.issues.push(...rangeIssues(range, MAX_AUDIT_LOG_DAYS));
  });
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;
