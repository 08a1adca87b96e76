import type { Language, ReportKind, ScheduledReportFormat, ScheduleFrequency } from "@armada/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea } from "../../db/bytea.js";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

/**
 * A report of /report/ sent on a schedule (issue 37): which report for one vehicle, a group or (neither) the fleet,
 * when (DAILY, WEEKLY on `weekday`, MONTHLY on `monthDay`, at `hour` of the company's day), as which files, to whom.
 * Runs as its owner (its maker, then whoever last changed it): the report needs the owner's access key at every run. The vehicle and group are
 * plain ids: a removed one fails the run with NotFound in the history rather than widening the report.
 */
export const scheduledReports = pgTable(
  "scheduled_reports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    reportKind: text("report_kind").$type<ReportKind>().notNull(),
    frequency: text("frequency").$type<ScheduleFrequency>().notNull(),
    weekday: integer("weekday"),
    monthDay: integer("month_day"),
    hour: integer("hour").notNull(),
    vehicleId: integer("vehicle_id"),
    vgroupId: integer("vgroup_id"),
    formats: text("formats").array().$type<ScheduledReportFormat[]>().notNull(),
    language: text("language").$type<Language>().notNull().default("id"),
    userIds: integer("user_ids").array().notNull().default(sql`'{}'::integer[]`),
    emails: text("emails").array().notNull().default(sql`'{}'::text[]`),
    /** E.164 */
    phones: text("phones").array().notNull().default(sql`'{}'::text[]`),
    paused: boolean("paused").notNull().default(false),
    /** the next scheduled run; a pass claims every schedule whose time has come (a missed one when back up) */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("scheduled_reports_company_idx").on(table.companyId, table.id),
    index("scheduled_reports_due_idx").on(table.nextRunAt).where(sql`not ${table.paused}`),
  ],
);

export const SCHEDULED_REPORT_RUN_STATUSES = ["QUEUED", "RUNNING", "SENT", "FAILED"] as const;
export type ScheduledReportRunStatus = (typeof SCHEDULED_REPORT_RUN_STATUSES)[number];

/** Who a run went to, as sent (a person's name with the address used). */
export interface RunRecipient {
  channel: "email" | "whatsapp";
  address: string;
  name: string | null;
}

/**
 * A run of a schedule: one period sent once. A scheduled run is claimed by inserting it (unique per schedule and
 * period, so two instances or a restart never send a period twice); "Kirim sekarang" adds a MANUAL run. Any
 * instance processes a QUEUED run it claims as RUNNING with a lease; a run whose process died is taken again after
 * its lease (its messages are keyed by the run, so none goes twice).
 */
export const scheduledReportRuns = pgTable(
  "scheduled_report_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    scheduledReportId: integer("scheduled_report_id")
      .notNull()
      .references(() => scheduledReports.id, { onDelete: "cascade" }),
    trigger: text("trigger").$type<"SCHEDULED" | "MANUAL">().notNull(),
    /** YYYY-MM-DD, company days, both included */
    periodStart: text("period_start").notNull(),
    periodEnd: text("period_end").notNull(),
    status: text("status").$type<ScheduledReportRunStatus>().notNull().default("QUEUED"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** why it failed: an error name of the domain's catalogue, and its parameters */
    error: text("error"),
    errorParams: jsonb("error_params").$type<Record<string, string | number>>(),
    recipients: jsonb("recipients").$type<RunRecipient[]>().notNull().default([]),
    rowCount: integer("row_count"),
    /** bytes of the files sent, together */
    size: integer("size"),
    /** SHA-256 of the download link's token (the link itself is only in the messages) */
    linkTokenHash: text("link_token_hash"),
    linkExpiresAt: timestamp("link_expires_at", { withTimezone: true }),
    /** until when the files are kept (and downloadable from the history) */
    filesKeptUntil: timestamp("files_kept_until", { withTimezone: true }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    finishedOn: timestamp("finished_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("scheduled_report_runs_period_uq")
      .on(table.scheduledReportId, table.periodStart)
      .where(sql`${table.trigger} = 'SCHEDULED'`),
    index("scheduled_report_runs_schedule_idx").on(table.scheduledReportId, table.id),
    index("scheduled_report_runs_open_idx").on(table.id).where(sql`${table.status} in ('QUEUED', 'RUNNING')`),
    uniqueIndex("scheduled_report_runs_link_uq").on(table.linkTokenHash),
  ],
);

/** A run's files (XLSX, PDF), kept until the run's `filesKeptUntil`. */
export const scheduledReportFiles = pgTable(
  "scheduled_report_files",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => scheduledReportRuns.id, { onDelete: "cascade" }),
    format: text("format").$type<ScheduledReportFormat>().notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.format] })],
);

/**
 * Who changed a schedule and how (made, changed, paused, resumed, removed, sent now), with the schedule before and
 * after; kept after the schedule is removed.
 */
export const scheduledReportAudit = pgTable(
  "scheduled_report_audit",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    scheduledReportId: integer("scheduled_report_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").$type<"create" | "update" | "pause" | "resume" | "delete" | "sendNow">().notNull(),
    oldData: jsonb("old_data").$type<Record<string, unknown>>(),
    newData: jsonb("new_data").$type<Record<string, unknown>>(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("scheduled_report_audit_company_idx").on(table.companyId, table.createdOn)],
);
