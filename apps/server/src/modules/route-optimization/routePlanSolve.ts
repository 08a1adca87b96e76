import { availableParallelism } from "node:os";
import {
  holdsSkills,
  type PlanStop,
  type PlanVehicle,
  type TravelMatrix,
  type UnassignedReason,
} from "@armada/domain";
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

/** Larger first; null (not limited) is the largest. */
const descending = (a: number | null, b: number | null) => (b ?? Infinity) - (a ?? Infinity);

/**
 * The vehicles by class (same weight and volume limits, same skills), the largest class first; of equal capacity,
 * the class with fewer skills first, so the orders needing none fill the plain vehicles before the fitted ones.
 */
function vehicleClasses(vehicles: readonly PlanVehicle[]): number[][] {
  const classes = new Map<string, number[]>();
  vehicles.forEach((vehicle, index) => {
    const key = `${vehicle.capacityKg}|${vehicle.capacityM3}|${[...(vehicle.skills ?? [])].sort().join(",")}`;
    classes.set(key, [...(classes.get(key) ?? []), index]);
  });
  return [...classes.values()].sort((a, b) => {
    const [x, y] = [vehicles[a[0] ?? 0], vehicles[b[0] ?? 0]];
    return (
      descending(x?.capacityKg ?? null, y?.capacityKg ?? null) ||
      descending(x?.capacityM3 ?? null, y?.capacityM3 ?? null) ||
      (x?.skills?.length ?? 0) - (y?.skills?.length ?? 0)
    );
  });
}

/**
 * Solves the plan's stops onto its vehicles with the route solver in worker threads (the server keeps answering),
 * travel in minutes from the plan's matrix. The solver knows one capacity for a homogeneous fleet, so a mixed fleet
 * is solved class by class (capacity and skills), the largest vehicles first: each pass routes what is left of the
 * orders its class may carry (holding every skill they require) onto its class's vehicles (a stop's demand is its
 * largest share of the class's weight or volume limit), and the next class gets the orders that did not fit. An
 * order no vehicle of the plan may carry is listed as such; one no class could take with its last pass's reason.
 * The time limit is shared between the passes.
 */
export async function solvePlan(
  stops: readonly PlanStop[],
  vehicles: readonly PlanVehicle[],
  matrix: TravelMatrix,
  shiftMinutes: number,
  timeLimitMs: number,
): Promise<SolvedPlan> {
  const started = performance.now();
  const deadline = Date.now() + timeLimitMs;
  const routes: number[][] = vehicles.map(() => []);
  const carries = (vehicle: PlanVehicle, stop: number) =>
    holdsSkills(vehicle.skills ?? [], stops[stop]?.requiredSkills ?? []);
  const uncarried = stops.flatMap((_, stop) =>
    vehicles.some((vehicle) => carries(vehicle, stop))
      ? []
      : [{ stop, reason: "NO_VEHICLE_WITH_SKILLS" as UnassignedReason }],
  );
  let left: { stop: number; reason: UnassignedReason }[] = stops.flatMap((_, stop) =>
    vehicles.some((vehicle) => carries(vehicle, stop)) ? [{ stop, reason: "NO_VEHICLE_LEFT" }] : [],
  );
  const classes = vehicleClasses(vehicles);
  for (const [pass, members] of classes.entries()) {
    const vehicle = vehicles[members[0] ?? 0] ?? { capacityKg: null, capacityM3: null };
    const offered = left.filter(({ stop }) => carries(vehicle, stop));
    if (offered.length === 0) continue;
    const kept = left.filter(({ stop }) => !carries(vehicle, stop));
    const nodes = [0, ...offered.map(({ stop }) => stop + 1)];
    const instance = blankInstance({
      name: "route-plan",
      customers: offered.length,
      vehicles: members.length,
      capacity: 1,
    });
    const travel = new Float64Array(nodes.length * nodes.length);
    nodes.forEach((from, i) => {
      nodes.forEach((to, j) => {
        travel[i * nodes.length + j] = matrix.minutes[from * matrix.size + to] ?? 0;
      });
    });
    instance.matrix = travel;
    instance.due[0] = shiftMinutes;
    offered.forEach(({ stop: index }, i) => {
      const stop = stops[index];
      if (!stop) return;
      instance.demand[i + 1] = Math.max(
        vehicle.capacityKg === null ? 0 : stop.weightKg / vehicle.capacityKg,
        vehicle.capacityM3 === null ? 0 : stop.volumeM3 / vehicle.capacityM3,
      );
      instance.ready[i + 1] = stop.ready;
      instance.due[i + 1] = stop.due ?? shiftMinutes;
      instance.service[i + 1] = stop.serviceMinutes;
    });
    const result = await solveInWorkers(instance, {
      timeLimitMs: Math.max(50, (deadline - Date.now()) / (classes.length - pass)),
      workers: Math.min(2, availableParallelism()),
    });
    const stopOf = (customer: number) => offered[customer - 1]?.stop ?? -1;
    result.routes.forEach((route, r) => {
      const target = members[r];
      if (target !== undefined) routes[target] = route.map(stopOf);
    });
    left = [
      ...kept,
      ...result.unassigned.map(({ customer, reason }) => ({
        stop: stopOf(customer),
        reason: REASONS[reason],
      })),
    ];
  }
  return { routes, unassigned: [...uncarried, ...left], solveMs: Math.round(performance.now() - started) };
}
