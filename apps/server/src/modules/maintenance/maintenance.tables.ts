import type { ServiceCostLine, ServiceLocation, ServiceOrderStatus } from "@armada/domain";
import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: "string" });

/** A vehicle's service plan (issue 34): named items due by km, engine hours or days, whichever first. */
export const servicePlans = pgTable(
  "service_plans",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [index("service_plans_company_vehicle_idx").on(table.companyId, table.vehicleId)],
);

/** One item of a plan (oil, tyres, brakes, ...) with its intervals, notices and the last time it was serviced. */
export const servicePlanItems = pgTable(
  "service_plan_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    servicePlanId: integer("service_plan_id")
      .notNull()
      .references(() => servicePlans.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    intervalKm: doublePrecision("interval_km"),
    intervalHours: doublePrecision("interval_hours"),
    intervalDays: integer("interval_days"),
    noticeKm: doublePrecision("notice_km"),
    noticeHours: doublePrecision("notice_hours"),
    noticeDays: integer("notice_days"),
    lastServiceDay: day("last_service_day").notNull(),
    lastServiceOdometerKm: doublePrecision("last_service_odometer_km"),
    lastServiceEngineHours: doublePrecision("last_service_engine_hours"),
  },
  (table) => [index("service_plan_items_plan_idx").on(table.servicePlanId)],
);

/**
 * A hand-entered reading of a vehicle's meters (e.g. after its tracker was replaced): the odometer then and what the
 * device showed at that moment, so the current odometer is the reading plus what the device counted since.
 */
export const vehicleMeterCorrections = pgTable("vehicle_meter_corrections", {
  vehicleId: integer("vehicle_id")
    .primaryKey()
    .references(() => vehicles.id, { onDelete: "cascade" }),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  odometerKm: doublePrecision("odometer_km").notNull(),
  deviceOdometerKm: doublePrecision("device_odometer_km"),
  engineHours: doublePrecision("engine_hours"),
  correctedBy: integer("corrected_by").references(() => users.id, { onDelete: "set null" }),
  correctedOn: at("corrected_on").notNull().defaultNow(),
});

/** A service order (Perintah Servis) and its SPK for the technician. */
export const serviceOrders = pgTable(
  "service_orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<ServiceOrderStatus>().notNull().default("DRAFT"),
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** the plate when the order was written; the order outlives a deleted vehicle */
    licensePlate: text("license_plate").notNull(),
    location: text("location").$type<ServiceLocation>().notNull(),
    workshopName: text("workshop_name"),
    personInCharge: text("person_in_charge").notNull(),
    scheduledDay: day("scheduled_day").notNull(),
    planItemIds: jsonb("plan_item_ids").$type<number[]>().notNull().default([]),
    extraServices: jsonb("extra_services").$type<string[]>().notNull().default([]),
    costLines: jsonb("cost_lines").$type<ServiceCostLine[]>().notNull().default([]),
    notes: text("notes"),
    finishedOdometerKm: doublePrecision("finished_odometer_km"),
    finishedEngineHours: doublePrecision("finished_engine_hours"),
    finishedOn: at("finished_on"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [index("service_orders_company_status_idx").on(table.companyId, table.status, table.id)],
);
