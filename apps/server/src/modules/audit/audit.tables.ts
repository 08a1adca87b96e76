import { sql } from "drizzle-orm";
import { index, inet, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";

/**
 * The company's audit log (issue 39): one row per user action. The actor's name is kept as it was then (users are
 * renamed and deactivated, the log stays readable); the target is a type, an id and the label it had.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** null for a sign-in that failed before anyone was signed in */
    actorUserId: integer("actor_user_id"),
    actorName: text("actor_name"),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label").notNull().default(""),
    /** a few plain values, never a secret (auditRecorder.ts drops them) */
    details: jsonb("details").$type<AuditDetails>().notNull().default(sql`'{}'::jsonb`),
    ip: inet("ip"),
    userAgent: text("user_agent"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  // by company and date: the page's window and the retention's pruning both read it
  (table) => [index("audit_events_company_created_idx").on(table.companyId, table.createdOn)],
);

export type AuditDetails = Record<string, string | number | boolean | null>;
