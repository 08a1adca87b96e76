import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_READ_KEY,
  auditLogFilterSchema,
  type Language,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { findAuditEvents } from "./auditEventRepository.js";

/** Reading the company's audit log: behind the key of its settings page, always the caller's company only. */
export function createAuditLogService(db: Db) {
  return {
    /** One page, newest first, with the cursor of the next one (null on the last page). */
    async page(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, AUDIT_LOG_READ_KEY);
      const filter = parseInput(auditLogFilterSchema, withoutNulls(input), language);
      const rows = await findAuditEvents(db, user.companyId, filter, AUDIT_LOG_PAGE_SIZE + 1);
      const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
      return { rows: page, nextBefore: rows.length > AUDIT_LOG_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
    },

    /** Every entry of the filter for the XLSX export; refused above the row cap. */
    async all(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, AUDIT_LOG_READ_KEY);
      const filter = parseInput(auditLogFilterSchema, withoutNulls(input), language);
      const rows = await findAuditEvents(
        db,
        user.companyId,
        { ...filter, before: null },
        AUDIT_EXPORT_MAX_ROWS + 1,
      );
      if (rows.length > AUDIT_EXPORT_MAX_ROWS) {
        throw new AppError("ExportTooLarge", 400, { maximum: AUDIT_EXPORT_MAX_ROWS });
      }
      return rows;
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
