import type {
  OrderPriority,
  RoutePlanStatus,
  RouteTraffic,
  RouteTravelSource,
  RouteViolationKind,
  UnassignedReason,
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
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { deliveryOrders, fleetTasks } from "../deliveries/index.js";
import { vehicles } from "../fleet/index.js";
import { geofences } from "../geofences/index.js";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A route plan (issue 36): a company day's delivery orders solved onto vehicles from a depot within a shift. */
export const routePlans = pgTable(
  "route_plans",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<RoutePlanStatus>().notNull().default("DRAFT"),
    /** the company day planned, "2026-12-01" */
    day: text("day").notNull(),
    depotAddress: text("depot_address").notNull(),
    depotLat: doublePrecision("depot_lat").notNull(),
    depotLng: doublePrecision("depot_lng").notNull(),
    depotGeofenceId: integer("depot_geofence_id").references(() => geofences.geofenceId, {
      onDelete: "set null",
    }),
    shiftStart: at("shift_start").notNull(),
    shiftEnd: at("shift_end").notNull(),
    detourFactor: doublePrecision("detour_factor").notNull(),
    speedKmh: doublePrecision("speed_kmh").notNull(),
    /** where the travel times came from: MANUAL (the plan's detour factor and speed), LEARNED, DEFAULT, OSRM, VALHALLA, GOOGLE */
    travelSource: text("travel_source").$type<RouteTravelSource>().notNull().default("MANUAL"),
    /** the configured road router failed and the learned model stood in */
    travelFallback: boolean("travel_fallback").notNull().default(false),
    /** the fleet drives the model was learned from */
    travelSamples: integer("travel_samples").notNull().default(0),
    /** the matrix the plan was solved with (km and minutes, row-major, depot first); null for MANUAL (recomputed) */
    travelMatrix: jsonb("travel_matrix").$type<{ km: number[]; minutes: number[] }>(),
    /** traffic by hour of day: OFF, LEARNED (the fleet's hour speeds) or PROFILE (the default rush hours) */
    traffic: text("traffic").$type<RouteTraffic>().notNull().default("OFF"),
    /** the factor of each hour of the company day (24), when traffic applies */
    trafficFactors: jsonb("traffic_factors").$type<number[]>(),
    /** the shift start's minute of the company day (the traffic's hours count from it) */
    shiftStartMinute: integer("shift_start_minute").notNull().default(0),
    serviceMinutes: integer("service_minutes").notNull(),
    timeLimitSeconds: integer("time_limit_seconds").notNull(),
    /** the driver's break rule (Istirahat): a break of `break_minutes` before work passes this; null: no breaks */
    breakAfterMinutes: integer("break_after_minutes"),
    breakMinutes: integer("break_minutes"),
    /** the routes were balanced (the longest shortened) after the solve, rather than left on the fewest vehicles */
    balanceRoutes: boolean("balance_routes").notNull().default(false),
    /** how long the solver ran */
    solveMs: integer("solve_ms").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdOn: at("created_on").notNull().defaultNow(),
    updatedOn: at("updated_on").notNull().defaultNow(),
    acceptedOn: at("accepted_on"),
  },
  (table) => [index("route_plans_company_idx").on(table.companyId, table.id)],
);

/** One vehicle's route of a plan, with its totals as last computed; its fleet task once the plan was accepted. */
export const routePlanRoutes = pgTable(
  "route_plan_routes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    routePlanId: integer("route_plan_id")
      .notNull()
      .references(() => routePlans.id, { onDelete: "cascade" }),
    /** 1-based order of the route in its plan (the order the vehicles were chosen in) */
    sequence: integer("sequence").notNull(),
    /** null once the vehicle was deleted; the plate stays */
    vehicleId: integer("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    licensePlate: text("license_plate").notNull(),
    driverId: integer("driver_id").references(() => users.id, { onDelete: "set null" }),
    /** null: not limited in that measure */
    capacityKg: doublePrecision("capacity_kg"),
    capacityM3: doublePrecision("capacity_m3"),
    /** the vehicle's skills when planned */
    skills: text("skills").array().$type<VehicleSkill[]>().notNull().default(sql`'{}'::text[]`),
    distanceKm: doublePrecision("distance_km").notNull(),
    loadKg: doublePrecision("load_kg").notNull(),
    loadM3: doublePrecision("load_m3").notNull(),
    /** back at the depot; null for a route without stops */
    returnAt: at("return_at"),
    violations: jsonb("violations").$type<RouteViolationKind[]>().notNull().default([]),
    /** the driver's breaks as last computed, ISO times */
    breaks: jsonb("breaks").$type<{ start: string; end: string }[]>().notNull().default([]),
    fleetTaskId: integer("fleet_task_id").references(() => fleetTasks.id, { onDelete: "set null" }),
  },
  (table) => [index("route_plan_routes_plan_idx").on(table.routePlanId, table.sequence)],
);

/**
 * A delivery order of a plan, as it was when planned (its drop point, load and window): on a route at a position
 * with its computed times, or on none with the reason.
 */
export const routePlanStops = pgTable(
  "route_plan_stops",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    routePlanId: integer("route_plan_id")
      .notNull()
      .references(() => routePlans.id, { onDelete: "cascade" }),
    /** null: unassigned, see the reason */
    routeId: integer("route_id").references(() => routePlanRoutes.id, { onDelete: "set null" }),
    /** 0-based position on its route */
    position: integer("position").notNull().default(0),
    deliveryOrderId: integer("delivery_order_id").references(() => deliveryOrders.id, {
      onDelete: "set null",
    }),
    customerName: text("customer_name").notNull(),
    address: text("address").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    weightKg: doublePrecision("weight_kg").notNull(),
    volumeM3: doublePrecision("volume_m3").notNull(),
    /** the order's required skills when planned */
    requiredSkills: text("required_skills")
      .array()
      .$type<VehicleSkill[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the order's priority when planned */
    priority: text("priority").$type<OrderPriority>().notNull().default("NORMAL"),
    windowStart: at("window_start"),
    windowEnd: at("window_end"),
    unassignedReason: text("unassigned_reason").$type<UnassignedReason>(),
    arrival: at("arrival"),
    departure: at("departure"),
    late: boolean("late").notNull().default(false),
  },
  (table) => [index("route_plan_stops_plan_idx").on(table.routePlanId, table.id)],
);
