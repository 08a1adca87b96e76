import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
    /** the route planner's learning: a company's latest drives */
    index("vehicle_activity_runs_company_moving_idx")
      .on(table.companyId, table.startTime)
      .where(sql`${table.state} = 'moving'`),
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

/**
 * A vehicle's trips (`tripsAndStops` over its activity runs), kept as the runs are rolled up (tripRollup.ts): the
 * trip report counts and pages these in SQL instead of building a month of trips per request.
 */
export const vehicleTrips = pgTable(
  "vehicle_trips",
  {
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    startLatitude: doublePrecision("start_latitude").notNull(),
    startLongitude: doublePrecision("start_longitude").notNull(),
    endLatitude: doublePrecision("end_latitude").notNull(),
    endLongitude: doublePrecision("end_longitude").notNull(),
    distanceKm: doublePrecision("distance_km").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    /** km/h */
    maxSpeed: real("max_speed").notNull(),
    /** km/h while moving */
    avgSpeed: doublePrecision("avg_speed").notNull(),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.startTime] }),
    /** a company's trips of a period in the report's order */
    index("vehicle_trips_company_start_idx").on(table.companyId, table.startTime, table.vehicleId),
  ],
);

/**
 * Where each vehicle's trips go on from: its trips starting at `resumeFrom` or later are rebuilt from the activity runs
 * starting then or later at every rollup (the trip under way, a standstill not yet long enough to be a stop); the
 * ones before are final. A vehicle without a row has its trips built from its first run.
 */
export const vehicleTripCursors = pgTable("vehicle_trip_cursors", {
  vehicleId: integer("vehicle_id")
    .primaryKey()
    .references(() => vehicles.id, { onDelete: "cascade" }),
  /** null: from the vehicle's first run */
  resumeFrom: timestamp("resume_from", { withTimezone: true }),
  /** the vehicle had runs before trips were kept (migration 0079): the backfill builds them, the rollup waits */
  pendingBackfill: boolean("pending_backfill").notNull().default(false),
});
