import type { ControlTowerQueue, ControlTowerStatus } from "@armada/domain";
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What the board shows of an exception besides its links: the figures of its source when it was seen. */
export interface ControlTowerDetail {
  licensePlate?: string | null;
  /** LATE_STOP: minutes past the target when last scanned; the stop's address and target */
  minutesLate?: number;
  address?: string | null;
  targetArrival?: string | null;
  /** alert queues: the alert's code and time */
  alertCode?: number;
  alertTime?: string;
  /** DOCUMENT_EXPIRED: its type and number, the day it expired */
  documentType?: string;
  documentNumber?: string;
  expiresOn?: string;
  /** SERVICE_OVERDUE: the plan and item */
  servicePlan?: string;
  serviceItem?: string;
  /** OFFLINE_ON_TASK: the last packet */
  lastPacket?: string | null;
  /** CONSIGNEE_COMPLAINT: the WhatsApp conversation, who wrote and what, when */
  conversationId?: number;
  contactLabel?: string;
  message?: string;
  messageTime?: string;
}

/**
 * The control tower's own state of an exception (issue 38): the exceptions themselves are derived from the other
 * modules' data by the scan; this keeps one row per (company, queue, source) with when it was first seen, who took
 * it, its status and notes. `clearedOn` is set when the source no longer holds (the stop was reached, the alert
 * resolved); a source that holds again later opens the same row afresh.
 */
export const controlTowerExceptions = pgTable(
  "control_tower_exceptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    queue: text("queue").$type<ControlTowerQueue>().notNull(),
    /** stop:12, alert:345, offline:7:3 (task, vehicle), document:9, service:4:2026-12-01 */
    sourceKey: text("source_key").notNull(),
    /** links; plain columns: the row is the tower's audit and outlives a deleted task or vehicle */
    vehicleId: integer("vehicle_id"),
    fleetTaskId: integer("fleet_task_id"),
    rawAlertId: bigint("raw_alert_id", { mode: "number" }),
    detail: jsonb("detail").$type<ControlTowerDetail>().notNull().default(sql`'{}'::jsonb`),
    firstSeenOn: at("first_seen_on").notNull().defaultNow(),
    clearedOn: at("cleared_on"),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<ControlTowerStatus>().notNull().default("BARU"),
    notes: text("notes").notNull().default(""),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("control_tower_exceptions_source_uq").on(table.companyId, table.queue, table.sourceKey),
    index("control_tower_exceptions_open_idx")
      .on(table.companyId, table.queue, table.firstSeenOn)
      .where(sql`${table.clearedOn} is null`),
  ],
);

/** A company's control tower rules; no row: DEFAULT_CONTROL_TOWER_SETTINGS. */
export const controlTowerSettings = pgTable("control_tower_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  lateMinutes: integer("late_minutes").notNull(),
  offlineMinutes: integer("offline_minutes").notNull(),
  slaMinutes: integer("sla_minutes").notNull(),
  alertWindowHours: integer("alert_window_hours").notNull(),
  /** a queue's own SLA minutes (issue 38); a queue not listed has `sla_minutes` */
  queueSlaMinutes: jsonb("queue_sla_minutes")
    .$type<{ queue: ControlTowerQueue; minutes: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedOn: at("updated_on").notNull().defaultNow(),
});
