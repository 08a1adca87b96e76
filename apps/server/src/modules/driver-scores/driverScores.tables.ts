import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

const behaviourCount = (name: string) => integer(name).notNull().default(0);

/**
 * One driver's day (in the company's zone): distance and time driven and the behaviour alerts counted, kept up to
 * date as alerts are raised or marked false and as positions arrive, so a score over a period sums days instead
 * of scanning alerts and positions. Column keys are the behaviours' names (DRIVER_BEHAVIOURS).
 */
export const driverScoreDays = pgTable(
  "driver_score_days",
  {
    driverId: integer("driver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    distanceMeters: doublePrecision("distance_meters").notNull().default(0),
    drivingSeconds: doublePrecision("driving_seconds").notNull().default(0),
    harshAccel: behaviourCount("harsh_accel"),
    harshBrake: behaviourCount("harsh_brake"),
    sharpturn: behaviourCount("sharpturn"),
    overspeed: behaviourCount("overspeed"),
    exceededParkingTime: behaviourCount("exceeded_parking_time"),
    exceededIdleTime: behaviourCount("exceeded_idle_time"),
    yawn: behaviourCount("yawn"),
    distraction: behaviourCount("distraction"),
    smoking: behaviourCount("smoking"),
    phoneCalling: behaviourCount("phone_calling"),
    eyeClosed: behaviourCount("eye_closed"),
    missingFace: behaviourCount("missing_face"),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.driverId, table.day] }),
    index("driver_score_days_company_day_idx").on(table.companyId, table.day),
  ],
);

/** How far each vehicle's positions have been counted into driver days: the last fix taken. */
export const drivingRollupCursors = pgTable("driving_rollup_cursors", {
  vehicleId: integer("vehicle_id")
    .primaryKey()
    .references(() => vehicles.id, { onDelete: "cascade" }),
  fixTime: timestamp("fix_time", { withTimezone: true }).notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  speed: doublePrecision("speed").notNull(),
  ignition: boolean("ignition"),
});
