import { availableParallelism } from "node:os";
import type { PlanStop, PlanVehicle, TravelMatrix, UnassignedReason } from "@armada/domain";
import { blankInstance, type UnassignedReason as SolverReason, solveInWorkers } from "@armada/route-solver";

const REASONS: Record<SolverReason, UnassignedReason> = {
  "demand-exceeds-capacity": "DEMAND_EXCEEDS_CAPACITY",
  "window-unreachable": "WINDOW_UNREACHABLE",
  "depot-return-unreachable": "DEPOT_RETURN_UNREACHABLE",
  "no-vehicle-left": "NO_VEHICLE_LEFT",
};

export interface SolvedPlan {
  /** stop indexes per vehicle, in the vehicles' order (empty for a vehicle the plan does not need) */
  routes: number[][];
  unassigned: { stop: number; reason: UnassignedReason }[];
  solveMs: number;
}

/** The smallest limit of a measure among the vehicles; null when no vehicle limits it. */
const smallest = (values: (number | null)[]) => {
  const limits = values.filter((value): value is number => value !== null);
  return limits.length > 0 ? Math.min(...limits) : null;
};

/**
 * Solves the plan's stops onto its vehicles with the route solver in worker threads (the server keeps answering),
 * travel in minutes from the plan's matrix. The solver knows one capacity: a stop's demand is its largest share of
 * the smallest vehicle's weight or volume limit, so every route fits every vehicle (a safe side: an order only the
 * largest vehicle could carry is listed as exceeding capacity, and the planner can move it there by hand).
 */
export async function solvePlan(
  stops: readonly PlanStop[],
  vehicles: readonly PlanVehicle[],
  matrix: TravelMatrix,
  shiftMinutes: number,
  timeLimitMs: number,
): Promise<SolvedPlan> {
  const minKg = smallest(vehicles.map((v) => v.capacityKg));
  const minM3 = smallest(vehicles.map((v) => v.capacityM3));
  const instance = blankInstance({
    name: "route-plan",
    customers: stops.length,
    vehicles: vehicles.length,
    capacity: 1,
  });
  instance.matrix = matrix.minutes;
  instance.due[0] = shiftMinutes;
  stops.forEach((stop, index) => {
    const node = index + 1;
    instance.demand[node] = Math.max(
      minKg === null ? 0 : stop.weightKg / minKg,
      minM3 === null ? 0 : stop.volumeM3 / minM3,
    );
    instance.ready[node] = stop.ready;
    instance.due[node] = stop.due ?? shiftMinutes;
    instance.service[node] = stop.serviceMinutes;
  });
  const started = performance.now();
  const result = await solveInWorkers(instance, {
    timeLimitMs,
    workers: Math.min(2, availableParallelism()),
  });
  const routes = vehicles.map((_, v) => (result.routes[v] ?? []).map((node) => node - 1));
  return {
    routes,
    unassigned: result.unassigned.map(({ customer, reason }) => ({
      stop: customer - 1,
      reason: REASONS[reason],
    })),
    solveMs: Math.round(performance.now() - started),
  };
}
