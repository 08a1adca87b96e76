import type { AuditLogFilter } from "@armada/domain";
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { auditEvents } from "./audit.tables.js";

export type AuditEventRow = typeof auditEvents.$inferSelect;

function matching(companyId: number, filter: AuditLogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(auditEvents.companyId, companyId),
    gte(auditEvents.createdOn, filter.startDate),
    lte(auditEvents.createdOn, filter.endDate),
  ];
  if (filter.userId) conditions.push(eq(auditEvents.actorUserId, filter.userId));
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.before) conditions.push(lt(auditEvents.id, filter.before));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(auditEvents.targetLabel, pattern),
        ilike(auditEvents.actorName, pattern),
        ilike(auditEvents.targetType, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The company's entries of the filter, newest first, at most `limit` (keyset: `filter.before` is the last id seen). */
export function findAuditEvents(
  db: DbExecutor,
  companyId: number,
  filter: AuditLogFilter,
  limit: number,
): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(matching(companyId, filter))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
