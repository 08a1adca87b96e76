import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { devices, vehicles } from "../fleet/index.js";

/**
 * Driver calls through the dashcam (JT/T 1078 two-way intercom): the call log. A row without `endedOn` is an
 * active call, kept alive by its instance's `lastSeenOn`; one whose instance stopped refreshing it is stale and
 * ended by the next call of its company.
 */
export const driverCalls = pgTable(
  "driver_calls",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    deviceId: integer("device_id").references(() => devices.id, { onDelete: "set null" }),
    /** who called */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    startedOn: timestamp("started_on", { withTimezone: true }).notNull().defaultNow(),
    /** when the dashcam's audio first came (null: never answered) */
    answeredOn: timestamp("answered_on", { withTimezone: true }),
    endedOn: timestamp("ended_on", { withTimezone: true }),
    /** CALL_END_REASONS */
    endReason: text("end_reason"),
    /** JT/T 1078 payload type the dashcam spoke */
    payloadType: integer("payload_type"),
    lastSeenOn: timestamp("last_seen_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("driver_calls_company_started_idx").on(table.companyId, table.startedOn),
    uniqueIndex("driver_calls_active_vehicle_idx").on(table.vehicleId).where(sql`${table.endedOn} is null`),
  ],
);

export type DriverCallRow = typeof driverCalls.$inferSelect;
