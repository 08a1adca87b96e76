import { RETENTION_DAYS } from "@armada/domain";
import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";

/** A company's retention (issue 39), in days; no row: the defaults of `RETENTION_DAYS`. */
export const companyRetention = pgTable("company_retention", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  positionsDays: integer("positions_days").notNull().default(RETENTION_DAYS.positions.default),
  rawAlertsDays: integer("raw_alerts_days").notNull().default(RETENTION_DAYS.rawAlerts.default),
  mediaDays: integer("media_days").notNull().default(RETENTION_DAYS.media.default),
  auditDays: integer("audit_days").notNull().default(RETENTION_DAYS.audit.default),
  updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's month of positions in the archive: one Parquet file in the media store, written before the month's
 * partition is dropped. The row is the claim that makes the archive pass idempotent.
 */
export const positionArchives = pgTable(
  "position_archives",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** the first day of the month (UTC) */
    month: date("month", { mode: "string" }).notNull(),
    objectKey: text("object_key").notNull(),
    rowCount: integer("row_count").notNull(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    archivedOn: timestamp("archived_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month] })],
);
