import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

/**
 * Every accepted position. In the database this table is range-partitioned by month on fix_time
 * (see the migration and positionPartitions.ts); the primary key doubles as the per-vehicle time
 * index and as the duplicate filter (one position per vehicle and fix time).
 */
export const positions = pgTable(
  "positions",
  {
    vehicleId: integer("vehicle_id").notNull(),
    fixTime: timestamp("fix_time", { withTimezone: true }).notNull(),
    serverTime: timestamp("server_time", { withTimezone: true }).notNull().defaultNow(),
    companyId: integer("company_id").notNull(),
    deviceId: integer("device_id"),
    protocol: text("protocol").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** km/h */
    speed: real("speed").notNull().default(0),
    course: real("course"),
    altitude: real("altitude"),
    accuracy: real("accuracy"),
    gpsFixed: boolean("gps_fixed").notNull().default(true),
    ignition: boolean("ignition"),
    temperature: real("temperature"),
    /** percent of tank */
    fuel: real("fuel"),
    battery: real("battery"),
    odometer: doublePrecision("odometer"),
    alarm: text("alarm"),
    attributes: jsonb("attributes").$type<Record<string, unknown>>(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.fixTime] })],
);

/** One row per vehicle: where it is now and what it is doing. */
export const vehicleLatestStatus = pgTable(
  "vehicle_latest_status",
  {
    vehicleId: integer("vehicle_id")
      .primaryKey()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    speed: real("speed").notNull().default(0),
    course: real("course"),
    altitude: real("altitude"),
    ignition: boolean("ignition"),
    temperature: real("temperature"),
    fuel: real("fuel"),
    battery: real("battery"),
    odometer: doublePrecision("odometer"),
    /** moving, idle, parked or offline */
    motionStatus: text("motion_status").notNull(),
    /** When the vehicle last stopped moving (idle and parking durations count from here). */
    stoppedSince: timestamp("stopped_since", { withTimezone: true }),
    fixTime: timestamp("fix_time", { withTimezone: true }).notNull(),
    lastPacket: timestamp("last_packet", { withTimezone: true }).notNull(),
    address: text("address"),
    attributes: jsonb("attributes").$type<Record<string, unknown>>(),
  },
  (table) => [index("vehicle_latest_status_company_idx").on(table.companyId)],
);
