import { z } from "zod";
import { deliveryAddressSchema } from "../deliveries/deliveryInputs.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { DEFAULT_BREAK_AFTER_MINUTES, DEFAULT_BREAK_MINUTES } from "./routeTiming.js";

const id = z.int32().min(1);

/** How a plan's travel times are estimated: AUTO (learned from the fleet, or the road router) or MANUAL. */
export const TRAVEL_ESTIMATES = ["AUTO", "MANUAL"] as const;
export type TravelEstimateChoice = (typeof TRAVEL_ESTIMATES)[number];
/** Where a plan's travel times came from. */
export const ROUTE_TRAVEL_SOURCES = ["MANUAL", "LEARNED", "DEFAULT", "OSRM", "VALHALLA", "GOOGLE"] as const;
export type RouteTravelSource = (typeof ROUTE_TRAVEL_SOURCES)[number];
/** The traffic by hour a plan's timing applies: none, the fleet's learned hours, or the default rush-hour profile. */
export const ROUTE_TRAFFIC = ["OFF", "LEARNED", "PROFILE"] as const;
export type RouteTraffic = (typeof ROUTE_TRAFFIC)[number];
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Minutes after midnight of "HH:MM". */
export const clockMinutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

export const DEFAULT_SOLVE_SECONDS = 10;
export const MAX_SOLVE_SECONDS = 60;
export const MAX_PLAN_ORDERS = 300;
export const MAX_PLAN_VEHICLES = 50;

/** A vehicle of a plan: capacities from the form override (or stand in for) the vehicle's master data. */
export const routePlanVehicleInputSchema = z.object({
  vehicleId: id,
  driverId: id.nullish(),
  capacityKg: z.number().gt(0).max(1_000_000).nullish(),
  capacityM3: z.number().gt(0).max(100_000).nullish(),
});

/**
 * The plan's driver breaks ("Istirahat"): a break of `minutes` before a work stretch passes `afterMinutes`; the
 * defaults are UU 22/2009 pasal 90's 30 minutes after 4 hours of driving.
 */
export const breakRuleInputSchema = z.object({
  afterMinutes: z.int32().min(60).max(720).default(DEFAULT_BREAK_AFTER_MINUTES),
  minutes: z.int32().min(15).max(240).default(DEFAULT_BREAK_MINUTES),
});

/**
 * A route plan to solve: the confirmed delivery orders of a company day (or the chosen ones), the vehicles, their
 * depot and shift, and the travel estimate's rule.
 */
export const createRoutePlanInputSchema = z
  .object({
    day: z.iso.date(),
    deliveryOrderIds: z.array(id).min(1).max(MAX_PLAN_ORDERS).nullish(),
    vehicles: z.array(routePlanVehicleInputSchema).min(1).max(MAX_PLAN_VEHICLES),
    depot: deliveryAddressSchema,
    shiftStart: clock,
    shiftEnd: clock,
    /** AUTO: the fleet's history or the road router; MANUAL: the detour factor and speed below (absent: AUTO unless one is given) */
    travelEstimate: z.enum(TRAVEL_ESTIMATES).nullish(),
    detourFactor: z.number().min(1).max(3).nullish(),
    speedKmh: z.number().min(5).max(120).nullish(),
    /** apply the traffic of each hour of day (the fleet's, else the default rush hours) */
    traffic: z.boolean().nullish(),
    serviceMinutes: z.int32().min(0).max(240).default(10),
    timeLimitSeconds: z.int32().min(1).max(MAX_SOLVE_SECONDS).default(DEFAULT_SOLVE_SECONDS),
    /** absent (null): no breaks planned */
    breaks: breakRuleInputSchema.nullish(),
    /** spread the work over the vehicles (shorten the longest route) instead of using the fewest */
    balanceRoutes: z.boolean().default(false),
  })
  .refine((plan) => clockMinutes(plan.shiftStart) < clockMinutes(plan.shiftEnd), { path: ["shiftEnd"] })
  .refine((plan) => new Set(plan.vehicles.map((v) => v.vehicleId)).size === plan.vehicles.length, {
    path: ["vehicles"],
  });
export type CreateRoutePlanInput = z.output<typeof createRoutePlanInputSchema>;

export const routePlanIdInputSchema = z.object({ routePlanId: id });

/** Moves a stop (routed or unassigned) of a draft plan to a position (0-based) of a route. */
export const moveRoutePlanStopInputSchema = z.object({
  routePlanId: id,
  stopId: id,
  /** absent (GraphQL's null): off every route, back to the unassigned orders */
  routeId: id.optional(),
  position: z.int32().min(0).max(MAX_PLAN_ORDERS),
});

export const ROUTE_PLAN_STATUSES = ["DRAFT", "ACCEPTED"] as const;
export type RoutePlanStatus = (typeof ROUTE_PLAN_STATUSES)[number];

export const routePlansFilterSchema = z.object({
  status: z.enum(ROUTE_PLAN_STATUSES).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/** Why an order is on no route: the solver's reasons, and the planner's own. */
export const UNASSIGNED_REASONS = [
  "DEMAND_EXCEEDS_CAPACITY",
  "WINDOW_UNREACHABLE",
  "DEPOT_RETURN_UNREACHABLE",
  "NO_VEHICLE_LEFT",
  /** no vehicle of the plan holds every skill the order requires */
  "NO_VEHICLE_WITH_SKILLS",
  /** it would fit only in place of orders of a higher priority, which the plan kept */
  "LOWER_PRIORITY_DROPPED",
  "REMOVED_BY_PLANNER",
] as const;
export type UnassignedReason = (typeof UNASSIGNED_REASONS)[number];
