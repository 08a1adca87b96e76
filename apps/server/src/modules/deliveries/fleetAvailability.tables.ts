import type { UnavailabilityReason } from "@armada/domain";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

/** A vehicle marked off or a driver on leave (fleet availability), company days from–to inclusive. */
export const fleetUnavailabilities = pgTable(
  "fleet_unavailabilities",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "cascade" }),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<UnavailabilityReason>().notNull(),
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("fleet_unavailabilities_company_days_idx").on(table.companyId, table.toDay),
    check("fleet_unavailabilities_one_subject", sql`num_nonnulls(${table.vehicleId}, ${table.driverId}) = 1`),
  ],
);
