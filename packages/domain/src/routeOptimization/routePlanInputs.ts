import { z } from "zod";
import { deliveryAddressSchema } from "../deliveries/deliveryInputs.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { DEFAULT_DETOUR_FACTOR, DEFAULT_SPEED_KMH } from "./travelMatrix.js";

const id = z.int32().min(1);
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
    detourFactor: z.number().min(1).max(3).default(DEFAULT_DETOUR_FACTOR),
    speedKmh: z.number().min(5).max(120).default(DEFAULT_SPEED_KMH),
    serviceMinutes: z.int32().min(0).max(240).default(10),
    timeLimitSeconds: z.int32().min(1).max(MAX_SOLVE_SECONDS).default(DEFAULT_SOLVE_SECONDS),
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
  "REMOVED_BY_PLANNER",
] as const;
export type UnassignedReason = (typeof UNASSIGNED_REASONS)[number];
