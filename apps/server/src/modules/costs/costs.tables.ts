import type { CalibrationPoint, CostCategory, FuelEventKind } from "@armada/domain";
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A cost of a vehicle (issue 34): fuel, toll, driver allowance, tax, insurance, fine, maintenance, other. */
export const costEntries = pgTable(
  "cost_entries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    category: text("category").$type<CostCategory>().notNull(),
    spentAt: at("spent_at").notNull(),
    /** whole Rupiah */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** fuel only */
    litres: doublePrecision("litres"),
    pricePerLitre: doublePrecision("price_per_litre"),
    station: text("station"),
    /** toll only: the e-toll card's number */
    etollCard: text("etoll_card"),
    odometerKm: doublePrecision("odometer_km"),
    description: text("description"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    index("cost_entries_company_time_idx").on(table.companyId, table.spentAt),
    index("cost_entries_vehicle_time_idx").on(table.vehicleId, table.spentAt),
  ],
);

/**
 * A refuel or drain the fuel alert worker found in a vehicle's readings (docs/fuel.md): stored once (an event
 * overlapping a stored one of the same kind is the same event, checked under a per-vehicle lock in the inserting
 * transaction), then raised as fuel gain (13) or loss (14) for the rules that pick it.
 */
export const fuelEvents = pgTable(
  "fuel_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FuelEventKind>().notNull(),
    startTime: at("start_time").notNull(),
    endTime: at("end_time").notNull(),
    litres: doublePrecision("litres").notNull(),
    levelBefore: doublePrecision("level_before").notNull(),
    levelAfter: doublePrecision("level_after").notNull(),
    whileParked: boolean("while_parked").notNull(),
    createdOn: at("created_on").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("fuel_events_vehicle_kind_start_idx").on(table.vehicleId, table.kind, table.startTime),
    index("fuel_events_company_time_idx").on(table.companyId, table.startTime),
  ],
);

/**
 * A vehicle tank's calibration table (sensor reading → litres, piecewise linear; docs/fuel.md), applied wherever the
 * fuel readings become litres; a vehicle without a row is linear over its `fuelCapacity`.
 */
export const fuelTankCalibrations = pgTable("fuel_tank_calibrations", {
  vehicleId: integer("vehicle_id")
    .primaryKey()
    .references(() => vehicles.id, { onDelete: "cascade" }),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** in sensor order, validated by `fuelCalibrationPointsSchema` */
  points: jsonb("points").$type<CalibrationPoint[]>().notNull(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedOn: at("updated_on").notNull().defaultNow(),
});
