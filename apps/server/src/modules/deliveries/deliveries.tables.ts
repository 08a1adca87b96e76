import type {
  DeliveryOrderStatus,
  FleetTaskStatus,
  OrderPriority,
  StopActivity,
  StopVisitStatus,
  VehicleSkill,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import {
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
import { geofences } from "../geofences/index.js";

export interface DeliveryItem {
  name: string;
  quantity: number;
  weightKg: number;
  volumeM3: number;
}

export interface CustomField {
  key: string;
  value: string;
}

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A delivery order (DO): goods of a customer from an origin to a destination (issue 33). */
export const deliveryOrders = pgTable(
  "delivery_orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<DeliveryOrderStatus>().notNull().default("DRAFT"),
    customerName: text("customer_name").notNull(),
    billedCustomerName: text("billed_customer_name"),
    shipmentNumber: text("shipment_number"),
    originAddress: text("origin_address").notNull(),
    originLat: doublePrecision("origin_lat").notNull(),
    originLng: doublePrecision("origin_lng").notNull(),
    originGeofenceId: integer("origin_geofence_id").references(() => geofences.geofenceId, {
      onDelete: "set null",
    }),
    destinationAddress: text("destination_address").notNull(),
    destinationLat: doublePrecision("destination_lat").notNull(),
    destinationLng: doublePrecision("destination_lng").notNull(),
    destinationGeofenceId: integer("destination_geofence_id").references(() => geofences.geofenceId, {
      onDelete: "set null",
    }),
    /** who receives the goods; E.164, Indonesian */
    destinationContactName: text("destination_contact_name"),
    destinationContactPhone: text("destination_contact_phone"),
    pickupWindowStart: at("pickup_window_start"),
    pickupWindowEnd: at("pickup_window_end"),
    deliveryWindowStart: at("delivery_window_start"),
    deliveryWindowEnd: at("delivery_window_end"),
    items: jsonb("items").$type<DeliveryItem[]>().notNull().default([]),
    customFields: jsonb("custom_fields").$type<CustomField[]>().notNull().default([]),
    notes: text("notes"),
    /** skills the vehicle carrying the order must hold (VEHICLE_SKILLS) */
    requiredSkills: text("required_skills")
      .array()
      .$type<VehicleSkill[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** route planning's priority (ORDER_PRIORITIES) */
    priority: text("priority").$type<OrderPriority>().notNull().default("NORMAL"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [index("delivery_orders_company_status_idx").on(table.companyId, table.status, table.id)],
);

/** A fleet task: a vehicle and its driver(s) driving ordered stops from a departure time. */
export const fleetTasks = pgTable(
  "fleet_tasks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<FleetTaskStatus>().notNull().default("DRAFT"),
    /** null once the vehicle was deleted; the task's history stays */
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "set null" }),
    coDriverId: integer("co_driver_id").references(() => users.id, { onDelete: "set null" }),
    departureTime: at("departure_time").notNull(),
    /** no stop is a delivery order's: a fleet task instant, which the fleet-task-instant keys may handle */
    isInstant: boolean("is_instant").notNull(),
    note: text("note"),
    startedOn: at("started_on"),
    endedOn: at("ended_on"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [index("fleet_tasks_company_status_idx").on(table.companyId, table.status, table.id)],
);

/** A stop of a fleet task: a delivery order's pickup or drop, or an instant stop with its own address. */
export const fleetTaskStops = pgTable(
  "fleet_task_stops",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fleetTaskId: integer("fleet_task_id")
      .notNull()
      .references(() => fleetTasks.id, { onDelete: "cascade" }),
    /** 1-based order of the stop in its task */
    sequence: integer("sequence").notNull(),
    /** null for an instant stop, and on a canceled task's stop once its (draft again) order was deleted */
    deliveryOrderId: integer("delivery_order_id").references(() => deliveryOrders.id, {
      onDelete: "set null",
    }),
    activity: text("activity").$type<StopActivity>().notNull(),
    address: text("address").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    geofenceId: integer("geofence_id").references(() => geofences.geofenceId, { onDelete: "set null" }),
    note: text("note"),
    targetArrival: at("target_arrival"),
    targetDeparture: at("target_departure"),
    actualArrival: at("actual_arrival"),
    actualDeparture: at("actual_departure"),
    visitStatus: text("visit_status").$type<StopVisitStatus>().notNull().default("TO_VISIT"),
  },
  (table) => [
    uniqueIndex("fleet_task_stops_sequence_uq").on(table.fleetTaskId, table.sequence),
    index("fleet_task_stops_order_idx").on(table.deliveryOrderId),
  ],
);

/** A change to a fleet task after its start (an "intervention"): who, when, what before and after. */
export const fleetTaskInterventions = pgTable(
  "fleet_task_interventions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fleetTaskId: integer("fleet_task_id")
      .notNull()
      .references(() => fleetTasks.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** UPDATE (details or stops changed) or STATUS (a status move) */
    action: text("action").notNull(),
    before: jsonb("before").notNull(),
    after: jsonb("after").notNull(),
    createdOn: at("created_on").notNull().defaultNow(),
  },
  (table) => [index("fleet_task_interventions_task_idx").on(table.fleetTaskId, table.id)],
);

/** Each status a delivery order moved to after it was made, when (its detail page's history). */
export const deliveryOrderStatusChanges = pgTable(
  "delivery_order_status_changes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    deliveryOrderId: integer("delivery_order_id")
      .notNull()
      .references(() => deliveryOrders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<DeliveryOrderStatus>().notNull(),
    toStatus: text("to_status").$type<DeliveryOrderStatus>().notNull(),
    changedOn: at("changed_on").notNull().defaultNow(),
  },
  (table) => [index("delivery_order_status_changes_order_idx").on(table.deliveryOrderId, table.id)],
);

/**
 * The fleet-order alerts (codes 137-143) raised for a task's stops, one per stop and code: every instance checks
 * the positions it hears, and the first to insert raises the alert.
 */
export const fleetTaskAlerts = pgTable(
  "fleet_task_alerts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    fleetTaskStopId: integer("fleet_task_stop_id")
      .notNull()
      .references(() => fleetTaskStops.id, { onDelete: "cascade" }),
    alertCode: integer("alert_code").notNull(),
    createdOn: at("created_on").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("fleet_task_alerts_stop_code_uq").on(table.fleetTaskStopId, table.alertCode)],
);
