import type { TrackFilterReason } from "@armada/domain";
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** fleet owns it (one row per vehicle, read by its lists); the pipeline writes it */
export { vehicleLatestStatus } from "../fleet/index.js";

/**
 * Every accepted position, those the track filters flagged included (`filterReason`): every reader of the
 * track takes only the rows without one. In the database this table is range-partitioned by month on fix_time
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
    /** why the company's track filters kept the fix out of the track (null: in the track); stored for the record */
    filterReason: text("filter_reason").$type<TrackFilterReason>(),
  },
  (table) => [primaryKey({ columns: [table.vehicleId, table.fixTime] })],
);
