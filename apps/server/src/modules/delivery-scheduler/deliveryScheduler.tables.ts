import type {
  DailyWindow,
  DeliveryAddress,
  DeliveryTemplateStatus,
  OrderPriority,
  ScheduleRule,
  VehicleSkill,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
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
import { deliveryOrders } from "../deliveries/index.js";
import { vehicles } from "../fleet/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

export interface TemplateItem {
  name: string;
  quantity: number;
  weightKg: number;
  volumeM3: number;
}

/** A recurring delivery of a customer (issue 36): the delivery order it makes on each day of its schedule. */
export const deliveryTemplates = pgTable(
  "delivery_templates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").$type<DeliveryTemplateStatus>().notNull().default("ACTIVE"),
    customerName: text("customer_name").notNull(),
    origin: jsonb("origin").$type<DeliveryAddress>().notNull(),
    destination: jsonb("destination").$type<DeliveryAddress>().notNull(),
    items: jsonb("items").$type<TemplateItem[]>().notNull().default([]),
    notes: text("notes"),
    /** skills the vehicle carrying its orders must hold, copied onto them (VEHICLE_SKILLS) */
    requiredSkills: text("required_skills")
      .array()
      .$type<VehicleSkill[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** route planning's priority (ORDER_PRIORITIES), copied onto its orders */
    priority: text("priority").$type<OrderPriority>().notNull().default("NORMAL"),
    /** times of day ("08:00") in the company's zone */
    pickupWindow: jsonb("pickup_window").$type<DailyWindow>(),
    deliveryWindow: jsonb("delivery_window").$type<DailyWindow>(),
    schedule: jsonb("schedule").$type<ScheduleRule>().notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    /** how many days ahead its orders are made (1–30) */
    horizonDays: integer("horizon_days").notNull(),
    skipHolidays: boolean("skip_holidays").notNull().default(false),
    /** where a route plan puts its orders when the vehicle is in the plan (its route's driver when none is chosen) */
    defaultVehicleId: integer("default_vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    defaultDriverId: integer("default_driver_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [index("delivery_templates_company_status_idx").on(table.companyId, table.status, table.id)],
);

/**
 * A day a template made its order on: claimed in the transaction that creates the order, so each template makes one
 * order per day across instances and restarts. The claim stays when the order is deleted (it is not made again).
 */
export const deliveryTemplateRuns = pgTable(
  "delivery_template_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    templateId: integer("template_id")
      .notNull()
      .references(() => deliveryTemplates.id, { onDelete: "cascade" }),
    /** the company's calendar day the order is for */
    runDate: date("run_date").notNull(),
    deliveryOrderId: integer("delivery_order_id").references(() => deliveryOrders.id, {
      onDelete: "set null",
    }),
    createdOn: at("created_on").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("delivery_template_runs_template_date_idx").on(table.templateId, table.runDate)],
);
