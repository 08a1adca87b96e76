import type { StopFailureReason, StopOutcomeKind } from "@armada/domain";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { fleetTasks } from "./deliveries.tables.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A company's delivery settings: which parts of a proof of delivery its drivers must hand in at each drop. */
export const deliverySettings = pgTable("delivery_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  podRequiresPhoto: boolean("pod_requires_photo").notNull().default(true),
  podRequiresSignature: boolean("pod_requires_signature").notNull().default(false),
  podRequiresReceiverName: boolean("pod_requires_receiver_name").notNull().default(true),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedOn: at("updated_on").notNull().defaultNow(),
});

/**
 * How the driver finished a stop: delivered with its proof (photo of the surat jalan, signature, receiver) or failed
 * with a reason. Keyed by the task and the stop's key (fleetTaskStops.stopKey), not the stop's id: a planner's edit
 * of a started task rewrites its stop rows, and what happened at a stop stays with it.
 */
export const fleetTaskStopOutcomes = pgTable(
  "fleet_task_stop_outcomes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fleetTaskId: integer("fleet_task_id")
      .notNull()
      .references(() => fleetTasks.id, { onDelete: "cascade" }),
    stopKey: text("stop_key").notNull(),
    outcome: text("outcome").$type<StopOutcomeKind>().notNull(),
    photoUrl: text("photo_url"),
    signatureUrl: text("signature_url"),
    receiverName: text("receiver_name"),
    notes: text("notes"),
    failureReason: text("failure_reason").$type<StopFailureReason>(),
    /** when the driver did it (the phone's clock, kept through an offline queue) */
    happenedOn: at("happened_on").notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedOn: at("recorded_on").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("fleet_task_stop_outcomes_stop_uq").on(table.fleetTaskId, table.stopKey)],
);

/**
 * Every driver action applied, by the id the phone gave it: a replay of a queued action finds its id here and
 * applies nothing twice. Also the record of who did what on a task, and when.
 */
export const driverActions = pgTable(
  "driver_actions",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    actionId: uuid("action_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** START, ARRIVE, DELIVER, FAIL or END */
    kind: text("kind").notNull(),
    fleetTaskId: integer("fleet_task_id")
      .notNull()
      .references(() => fleetTasks.id, { onDelete: "cascade" }),
    stopId: integer("stop_id"),
    happenedOn: at("happened_on").notNull(),
    recordedOn: at("recorded_on").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.actionId] }),
    index("driver_actions_task_idx").on(table.fleetTaskId),
  ],
);
