import type {
  DeliveryRequesterKind,
  DeliveryRequestStatus,
  OrderPriority,
  SalesOrderLine,
  SalesOrderStatus,
  StoredSalesOrderStatus,
  VehicleSkill,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import {
  date,
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
import { geofences } from "../geofences/index.js";
import { type DeliveryItem, deliveryOrders } from "./deliveries.tables.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer's sales order (issue 33, /sales-order/): lines with prices, shipped by one or more delivery orders. */
export const salesOrders = pgTable(
  "sales_orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** the planner's status; Sebagian dikirim and Selesai are read from the order's DOs */
    status: text("status").$type<StoredSalesOrderStatus>().notNull().default("DRAFT"),
    /** the status shown (salesOrderStatus), kept in the transaction that changes the order or its DOs */
    shownStatus: text("shown_status").$type<SalesOrderStatus>().notNull().default("DRAFT"),
    customerName: text("customer_name").notNull(),
    billedCustomerName: text("billed_customer_name"),
    orderDate: date("order_date").notNull(),
    requestedWindowStart: at("requested_window_start"),
    requestedWindowEnd: at("requested_window_end"),
    destinationAddress: text("destination_address").notNull(),
    destinationLat: doublePrecision("destination_lat").notNull(),
    destinationLng: doublePrecision("destination_lng").notNull(),
    destinationGeofenceId: integer("destination_geofence_id").references(() => geofences.geofenceId, {
      onDelete: "set null",
    }),
    destinationContactName: text("destination_contact_name"),
    destinationContactPhone: text("destination_contact_phone"),
    lines: jsonb("lines").$type<SalesOrderLine[]>().notNull(),
    notes: text("notes"),
    /** skills the vehicle carrying its delivery orders must hold, copied onto them (VEHICLE_SKILLS) */
    requiredSkills: text("required_skills")
      .array()
      .$type<VehicleSkill[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** route planning's priority (ORDER_PRIORITIES), copied onto its delivery orders */
    priority: text("priority").$type<OrderPriority>().notNull().default("NORMAL"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
  },
  (table) => [
    index("sales_orders_company_status_idx").on(table.companyId, table.status, table.id),
    index("sales_orders_company_shown_status_idx").on(table.companyId, table.shownStatus, table.id),
  ],
);

/** What one delivery order carries of one sales order line; goes with the DO when a draft DO is deleted. */
export const salesOrderShipments = pgTable(
  "sales_order_shipments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    salesOrderId: integer("sales_order_id")
      .notNull()
      .references(() => salesOrders.id, { onDelete: "cascade" }),
    deliveryOrderId: integer("delivery_order_id")
      .notNull()
      .references(() => deliveryOrders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    uniqueIndex("sales_order_shipments_order_line_uq").on(table.deliveryOrderId, table.lineNo),
    index("sales_order_shipments_sales_order_idx").on(table.salesOrderId),
  ],
);

/** A customer's or branch's request for a delivery (issue 33, /delivery-request/), approved into a DO or rejected. */
export const deliveryRequests = pgTable(
  "delivery_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<DeliveryRequestStatus>().notNull().default("NEW"),
    requesterKind: text("requester_kind").$type<DeliveryRequesterKind>().notNull(),
    requesterName: text("requester_name").notNull(),
    requesterPhone: text("requester_phone").notNull(),
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
    deliveryWindowStart: at("delivery_window_start"),
    deliveryWindowEnd: at("delivery_window_end"),
    items: jsonb("items").$type<DeliveryItem[]>().notNull(),
    notes: text("notes"),
    rejectionReason: text("rejection_reason"),
    /** the DO it was approved into; null again if that (draft) DO was deleted */
    deliveryOrderId: integer("delivery_order_id").references(() => deliveryOrders.id, {
      onDelete: "set null",
    }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedOn: at("decided_on"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
  },
  (table) => [index("delivery_requests_company_status_idx").on(table.companyId, table.status, table.id)],
);
