import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { devices, vehicles } from "../fleet/index.js";

/** Commands operators sent to vehicles' trackers, with the device's answer: also the vehicle's command history. */
export const deviceCommands = pgTable(
  "device_commands",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    deviceId: integer("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    /** locate, engineCut, engineRestore, reboot, custom (DEVICE_COMMAND_KINDS) */
    kind: text("kind").notNull(),
    /** what goes to the device, e.g. WHERE# */
    text: text("text").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** queued, sent, answered, expired, failed (DEVICE_COMMAND_STATUSES) */
    status: text("status").notNull(),
    answer: text("answer"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    sentOn: timestamp("sent_on", { withTimezone: true }),
    answeredOn: timestamp("answered_on", { withTimezone: true }),
    /** a command not answered by then is expired */
    expiresOn: timestamp("expires_on", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("device_commands_vehicle_idx").on(table.companyId, table.vehicleId, table.createdOn),
    index("device_commands_device_status_idx").on(table.deviceId, table.status),
  ],
);
