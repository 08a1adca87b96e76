import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";
import { geofences } from "../geofences/index.js";

/**
 * A vehicle's time in runs of one state (moving, idle, parked, offline), grown as positions are rolled up
 * (activityRollup.ts): trips, stops and utilisation read these instead of millions of positions.
 */
export const vehicleActivityRuns = pgTable(
  "vehicle_activity_runs",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** moving, idle, parked or offline */
    state: text("state").notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    startLatitude: doublePrecision("start_latitude").notNull(),
    startLongitude: doublePrecision("start_longitude").notNull(),
    endLatitude: doublePrecision("end_latitude").notNull(),
    endLongitude: doublePrecision("end_longitude").notNull(),
    distanceMeters: doublePrecision("distance_meters").notNull().default(0),
    /** km/h */
    maxSpeed: real("max_speed").notNull().default(0),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.startTime] }),
    index("vehicle_activity_runs_vehicle_end_idx").on(table.vehicleId, table.endTime),
  ],
);

/** A vehicle's stay inside one of its company's geofences: entered at the first fix inside, left at the first outside. */
export const geofenceVisits = pgTable(
  "geofence_visits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    geofenceId: integer("geofence_id")
      .notNull()
      .references(() => geofences.geofenceId, { onDelete: "cascade" }),
    enterTime: timestamp("enter_time", { withTimezone: true }).notNull(),
    /** null while the vehicle is inside */
    exitTime: timestamp("exit_time", { withTimezone: true }),
  },
  (table) => [
    index("geofence_visits_vehicle_enter_idx").on(table.vehicleId, table.enterTime),
    uniqueIndex("geofence_visits_visit_idx").on(table.vehicleId, table.geofenceId, table.enterTime),
    index("geofence_visits_open_idx").on(table.vehicleId).where(sql`${table.exitTime} is null`),
  ],
);
