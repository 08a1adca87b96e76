import { availableParallelism } from "node:os";
import {
  type BreakRule,
  balanceRoutes,
  holdsSkills,
  type PlanStop,
  type PlanVehicle,
  routeTiming,
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

type Left = { stop: number; reason: UnassignedReason }[];

/**
 * Solves the plan's stops onto its vehicles with the route solver in worker threads (the server keeps answering),
 * travel in minutes from the plan's matrix. The solver knows one capacity for a homogeneous fleet, so a mixed fleet
 * is solved class by class (capacity and skills), the largest vehicles first: each pass routes what is left of the
 * orders its class may carry (holding every skill they require) onto its class's vehicles (a stop's demand is its
 * largest share of the class's weight or volume limit), and the next class gets the orders that did not fit. Orders
 * requiring skills have first claim on the vehicles holding them: they are solved first, alone, on the classes that
 * may carry them; then every class is solved with the ordinary orders too, a skilled class keeping its first routes
 * when adding ordinary orders would leave one of its skilled orders out. An order no vehicle of the plan may carry is
 * listed as such; one no class could take with its last pass's reason. The time limit is shared between the passes.
 *
 * With a break rule, the solver (which knows no breaks) plans each route within the shift less the breaks a route
 * filling the shift would need; the routes' timings with the breaks inserted stay the truth. Then the orders left
 * out get their priority's due (`preferPriorities`). With `balance`, the routes are then evened out
 * (`balanceRoutes`): stops leave the longest route while that shortens it without breaking a rule of either route.
 */
export async function solvePlan(
  stops: readonly PlanStop[],
  vehicles: readonly PlanVehicle[],
  matrix: TravelMatrix,
  shiftMinutes: number,
  timeLimitMs: number,
  options: { breaks?: BreakRule | null; balance?: boolean } = {},
): Promise<SolvedPlan> {
  const started = performance.now();
  const breaks = options.breaks ?? null;
  const solverShift = shiftMinutes - breaksWithin(shiftMinutes, breaks) * (breaks?.minutes ?? 0);
  const deadline = Date.now() + timeLimitMs;
  const routes: number[][] = vehicles.map(() => []);
  const carries = (vehicle: PlanVehicle, stop: number) =>
    holdsSkills(vehicle.skills ?? [], stops[stop]?.requiredSkills ?? []);
  const uncarried = stops.flatMap((_, stop) =>
    vehicles.some((vehicle) => carries(vehicle, stop))
      ? []
      : [{ stop, reason: "NO_VEHICLE_WITH_SKILLS" as UnassignedReason }],
  );
  const carried: Left = stops.flatMap((_, stop) =>
    vehicles.some((vehicle) => carries(vehicle, stop)) ? [{ stop, reason: "NO_VEHICLE_LEFT" }] : [],
  );
  const skilled = (stop: number) => (stops[stop]?.requiredSkills?.length ?? 0) > 0;
  const classes = vehicleClasses(vehicles);
  const classOf = (members: number[]) => vehicles[members[0] ?? 0] ?? { capacityKg: null, capacityM3: null };
  const firstClaims = classes.filter((members) =>
    carried.some(({ stop }) => skilled(stop) && carries(classOf(members), stop)),
  );
  const place = (members: number[], classRoutes: number[][]) => {
    classRoutes.forEach((route, r) => {
      const target = members[r];
      if (target !== undefined) routes[target] = route;
    });
  };
  let passesLeft = firstClaims.length + classes.length;
  const pass = async (members: number[], offered: Left) => {
    const solved = await solveClass(stops, classOf(members), members.length, offered, matrix, solverShift, {
      timeLimitMs: Math.max(50, (deadline - Date.now()) / passesLeft),
    });
    passesLeft -= 1;
    return solved;
  };

  let left = carried.filter(({ stop }) => skilled(stop));
  const claimed = new Map<number[], number[][]>();
  for (const members of firstClaims) {
    const offered = left.filter(({ stop }) => carries(classOf(members), stop));
    if (offered.length === 0) {
      passesLeft -= 1;
      continue;
    }
    const solved = await pass(members, offered);
    claimed.set(members, solved.routes);
    left = [...left.filter(({ stop }) => !carries(classOf(members), stop)), ...solved.unassigned];
  }

  left = [...carried.filter(({ stop }) => !skilled(stop)), ...left];
  for (const members of classes) {
    const first = claimed.get(members) ?? [];
    const claims = first.flat();
    const offered = left.filter(({ stop }) => carries(classOf(members), stop));
    const kept = left.filter(({ stop }) => !carries(classOf(members), stop));
    if (offered.length === 0) {
      passesLeft -= 1;
      place(members, first);
      continue;
    }
    const withClaims = (extra: Left) =>
      pass(members, [...claims.map((stop) => ({ stop, reason: "NO_VEHICLE_LEFT" as const })), ...extra]);
    const keepsClaims = (solved: { unassigned: Left }) =>
      !solved.unassigned.some(({ stop }) => claims.includes(stop));
    let solved = await withClaims(offered);
    if (!keepsClaims(solved)) {
      // the solver traded claimed orders for ordinary ones: offer only the ordinary orders it routed that still fit
      passesLeft += 1;
      solved = await withClaims(
        fitting(stops, classOf(members), members.length, claims, solved.routes.flat(), offered),
      );
    }
    if (keepsClaims(solved)) {
      place(members, solved.routes);
      // with the retry's smaller offer, the ordinary orders it left out go on to the next class too
      const answered = new Set([...solved.routes.flat(), ...solved.unassigned.map(({ stop }) => stop)]);
      left = [...kept, ...solved.unassigned, ...offered.filter(({ stop }) => !answered.has(stop))];
    } else {
      place(members, first);
      left = [...kept, ...offered];
    }
  }
  const preferred = preferPriorities(stops, vehicles, matrix, shiftMinutes, breaks, routes, left);
  const vehicleAt = (r: number) => vehicles[r] ?? { capacityKg: null, capacityM3: null };
  const balanced = options.balance
    ? balanceRoutes(preferred.routes, (r, route) => {
        const timing = routeTiming(stops, matrix, vehicleAt(r), shiftMinutes, route, { breaks });
        return {
          minutes: route.length === 0 ? 0 : timing.returnAt,
          feasible: timing.violations.length === 0,
        };
      })
    : preferred.routes;
  return {
    routes: balanced,
    unassigned: [...uncarried, ...preferred.unassigned],
    solveMs: Math.round(performance.now() - started),
  };
}

/** Whether `a` comes before `b` comparing their first differing value. */
function lexicographicallyLess(a: readonly number[], b: readonly number[]) {
  const i = a.findIndex((value, j) => value !== b[j]);
  return i >= 0 && (a[i] ?? 0) < (b[i] ?? 0);
}

/** The breaks a route working the whole shift would need (none without a rule). */
export const breaksWithin = (shiftMinutes: number, rule: BreakRule | null) =>
  rule ? Math.max(0, Math.ceil(shiftMinutes / rule.afterMinutes) - 1) : 0;

/** Orders another pass may still place: left for want of room, not because nothing could ever carry them. */
const RETRIED: ReadonlySet<UnassignedReason> = new Set(["NO_VEHICLE_LEFT", "LOWER_PRIORITY_DROPPED"]);
/** At most this many lower-priority orders leave a route for one of a higher priority. */
const MAX_DISPLACED = 4;

/**
 * Orders of a higher priority before lower ones: each order left for want of room, highest priority first, goes
 * where it fits best without breaking a rule of the route (its timing with the breaks: windows, capacity, shift,
 * skills), taking the place of as few lower-priority orders as it must (the lowest first, the heaviest of them
 * first). The orders it displaces are unassigned as LOWER_PRIORITY_DROPPED unless they fit elsewhere in turn.
 */
export function preferPriorities(
  stops: readonly PlanStop[],
  vehicles: readonly PlanVehicle[],
  matrix: TravelMatrix,
  shiftMinutes: number,
  breaks: BreakRule | null,
  solvedRoutes: readonly number[][],
  unassigned: readonly { stop: number; reason: UnassignedReason }[],
): { routes: number[][]; unassigned: { stop: number; reason: UnassignedReason }[] } {
  const routes = solvedRoutes.map((route) => [...route]);
  const rank = (stop: number) => stops[stop]?.priority ?? 1;
  const weight = (stop: number) => stops[stop]?.weightKg ?? 0;
  const reasons = new Map(unassigned.map(({ stop, reason }) => [stop, reason]));
  const vehicleAt = (r: number) => vehicles[r] ?? { capacityKg: null, capacityM3: null };
  const timed = (r: number, route: number[]) =>
    routeTiming(stops, matrix, vehicleAt(r), shiftMinutes, route, { breaks });
  const queue = unassigned.filter(({ reason }) => RETRIED.has(reason)).map(({ stop }) => stop);
  while (queue.length > 0) {
    queue.sort((a, b) => rank(b) - rank(a) || a - b);
    const stop = queue.shift();
    if (stop === undefined) break;
    let best: { r: number; route: number[]; displaced: number[]; cost: number[] } | null = null;
    for (const [r, route] of routes.entries()) {
      if (!holdsSkills(vehicleAt(r).skills ?? [], stops[stop]?.requiredSkills ?? [])) continue;
      const lower = route
        .filter((other) => rank(other) < rank(stop))
        .sort((a, b) => rank(a) - rank(b) || weight(b) - weight(a));
      for (let k = 0; k <= Math.min(MAX_DISPLACED, lower.length); k++) {
        const displaced = lower.slice(0, k);
        const base = route.filter((other) => !displaced.includes(other));
        let found: { route: number[]; km: number } | null = null;
        for (let position = 0; position <= base.length; position++) {
          const candidate = [...base.slice(0, position), stop, ...base.slice(position)];
          const timing = timed(r, candidate);
          if (timing.violations.length === 0 && (!found || timing.km < found.km))
            found = { route: candidate, km: timing.km };
        }
        if (found) {
          const cost = [k, displaced.reduce((sum, other) => sum + rank(other), 0), found.km];
          if (!best || lexicographicallyLess(cost, best.cost))
            best = { r, route: found.route, displaced, cost };
          break;
        }
      }
    }
    if (!best) continue;
    const { r, route, displaced } = best;
    routes[r] = route;
    reasons.delete(stop);
    for (const other of displaced) {
      reasons.set(other, "LOWER_PRIORITY_DROPPED");
      queue.push(other);
    }
  }
  return {
    routes,
    unassigned: unassigned
      .map(({ stop }) => stop)
      .concat([...reasons.keys()].filter((stop) => !unassigned.some((u) => u.stop === stop)))
      .flatMap((stop) => {
        const reason = reasons.get(stop);
        return reason ? [{ stop, reason }] : [];
      }),
  };
}

/** A stop's demand as a share of the vehicle's limits (the larger of its weight's and its volume's). */
const demandOf = (stop: PlanStop | undefined, vehicle: Pick<PlanVehicle, "capacityKg" | "capacityM3">) =>
  stop
    ? Math.max(
        vehicle.capacityKg === null ? 0 : stop.weightKg / vehicle.capacityKg,
        vehicle.capacityM3 === null ? 0 : stop.volumeM3 / vehicle.capacityM3,
      )
    : 0;

/** Of `offered`, those in `routed` (in that order) that fit the class's capacity left beside the claimed stops. */
function fitting(
  stops: readonly PlanStop[],
  vehicle: Pick<PlanVehicle, "capacityKg" | "capacityM3">,
  count: number,
  claims: readonly number[],
  routed: readonly number[],
  offered: Left,
): Left {
  let spare = count - claims.reduce((sum, stop) => sum + demandOf(stops[stop], vehicle), 0);
  const candidates = new Map(offered.map((left) => [left.stop, left]));
  return routed.flatMap((stop) => {
    const candidate = candidates.get(stop);
    const demand = demandOf(stops[stop], vehicle);
    if (!candidate || demand > spare) return [];
    spare -= demand;
    return [candidate];
  });
}

/** One pass: the offered stops onto `count` vehicles of one class; what the solver leaves out with its reason. */
async function solveClass(
  stops: readonly PlanStop[],
  vehicle: Pick<PlanVehicle, "capacityKg" | "capacityM3">,
  count: number,
  offered: Left,
  matrix: TravelMatrix,
  shiftMinutes: number,
  options: { timeLimitMs: number },
): Promise<{ routes: number[][]; unassigned: Left }> {
  const nodes = [0, ...offered.map(({ stop }) => stop + 1)];
  const instance = blankInstance({
    name: "route-plan",
    customers: offered.length,
    vehicles: count,
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
    instance.demand[i + 1] = demandOf(stop, vehicle);
    instance.ready[i + 1] = stop.ready;
    instance.due[i + 1] = stop.due ?? shiftMinutes;
    instance.service[i + 1] = stop.serviceMinutes;
  });
  const result = await solveInWorkers(instance, {
    timeLimitMs: options.timeLimitMs,
    workers: Math.min(2, availableParallelism()),
  });
  const stopOf = (customer: number) => offered[customer - 1]?.stop ?? -1;
  return {
    routes: result.routes.map((route) => route.map(stopOf)),
    unassigned: result.unassigned.map(({ customer, reason }) => ({
      stop: stopOf(customer),
      reason: REASONS[reason],
    })),
  };
}
