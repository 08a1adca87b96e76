import type { Instance } from "./instance.js";
import { createProblem, type Problem } from "./problem.js";
import { createRandom, type Random } from "./random.js";
import { recreate, ruin } from "./ruinRecreate.js";
import { Solution } from "./solution.js";

export interface SolveOptions {
  seed?: number;
  /** Wall-clock budget. */
  timeLimitMs?: number;
  /** Iteration budget; with it alone the result is the same for the same seed. */
  maxIterations?: number;
  /** Share of the budget spent removing routes before minimising distance. */
  fleetShare?: number;
}

export type UnassignedReason =
  | "demand-exceeds-capacity"
  | "window-unreachable"
  | "depot-return-unreachable"
  | "no-vehicle-left";

export interface SolveResult {
  /** Customer numbers per route, the depot left out. */
  routes: number[][];
  unassigned: { customer: number; reason: UnassignedReason }[];
  vehicles: number;
  distance: number;
  iterations: number;
}

/**
 * Minimises vehicles first, then distance (Solomon's hierarchical objective): a fleet-minimisation phase removes a
 * route (the smallest or a random one) and ruins and recreates without opening routes, accepting a solution when it
 * leaves fewer customers out or customers that were out less often (absence counters), until every customer is
 * back in; then simulated annealing over ruin-and-recreate minimises distance.
 */
export function solve(instance: Instance, options: SolveOptions = {}): SolveResult {
  const problem = createProblem(instance);
  const random = createRandom(options.seed ?? 1);
  const budget = new Budget(options);
  const fleetShare = options.fleetShare ?? 0.3;

  const unassigned = unreachableCustomers(problem);
  const excluded = new Set(unassigned.map((u) => u.customer));
  let best = new Solution(problem);
  for (let c = 1; c <= instance.customers; c++) if (!excluded.has(c)) best.unassigned.push(c);
  recreate(best, random, true);

  best = minimiseFleet(best, random, budget, fleetShare);
  // Still more routes than vehicles: the customers of the dropped routes are fitted into the kept ones where they
  // can go, and routes are never opened again, so a short fleet serves all it can rather than whole routes left out.
  const fleetLimited = best.vehicles > instance.vehicles;
  if (fleetLimited) best = fitToFleet(best, instance.vehicles, random, budget, Math.min(1, 2 * fleetShare));
  best = minimiseDistance(best, random, budget, !fleetLimited);
  for (const customer of best.unassigned) unassigned.push({ customer, reason: "no-vehicle-left" });

  // More routes than vehicles (a safety net: fitting leaves none): the largest routes are kept, the rest listed.
  const order = best.routes.map((_, r) => r).sort((a, b) => best.routes[b].length - best.routes[a].length);
  for (const r of order.splice(instance.vehicles)) {
    for (const customer of best.routes[r]) unassigned.push({ customer, reason: "no-vehicle-left" });
  }
  const routes = order.map((r) => best.routes[r].slice());
  let distance = 0;
  for (const r of order) distance += best.length[r];
  return { routes, unassigned, vehicles: routes.length, distance, iterations: budget.iterations };
}

function unreachableCustomers(problem: Problem): SolveResult["unassigned"] {
  const { instance, size, dist } = problem;
  const out: SolveResult["unassigned"] = [];
  for (let c = 1; c <= instance.customers; c++) {
    const arrival = instance.ready[0] + dist[c];
    if (instance.demand[c] > instance.capacity) out.push({ customer: c, reason: "demand-exceeds-capacity" });
    else if (arrival > instance.due[c]) out.push({ customer: c, reason: "window-unreachable" });
    else if (Math.max(arrival, instance.ready[c]) + instance.service[c] + dist[c * size] > instance.due[0]) {
      out.push({ customer: c, reason: "depot-return-unreachable" });
    }
  }
  return out;
}

class Budget {
  iterations = 0;
  private readonly started = performance.now();
  private readonly timeLimit: number;
  private readonly maxIterations: number;

  constructor(options: SolveOptions) {
    this.timeLimit = options.timeLimitMs ?? Number.POSITIVE_INFINITY;
    this.maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
    if (!Number.isFinite(this.timeLimit) && !Number.isFinite(this.maxIterations)) {
      throw new Error("solve needs a time limit or an iteration limit");
    }
  }

  /** Share of the budget used, in [0, 1]. */
  progress(): number {
    const byIterations = this.iterations / this.maxIterations;
    const byTime = Number.isFinite(this.timeLimit) ? (performance.now() - this.started) / this.timeLimit : 0;
    return Math.min(1, Math.max(byIterations, byTime));
  }
}

function minimiseFleet(initial: Solution, random: Random, budget: Budget, share: number): Solution {
  const { instance } = initial.problem;
  let totalDemand = 0;
  for (let c = 1; c <= instance.customers; c++)
    if (initial.routeOf[c] >= 0) totalDemand += instance.demand[c];
  const lowerBound = Math.max(1, Math.ceil(totalDemand / instance.capacity - 1e-9));
  const absences = new Int32Array(initial.problem.size);
  let best = initial;
  while (best.vehicles > lowerBound && budget.progress() < share) {
    let current = best.clone();
    const smallest = current.routes.reduce((s, r, i, all) => (r.length < all[s].length ? i : s), 0);
    const dropped = random.next() < 0.5 ? smallest : random.int(current.vehicles);
    current.removePositions(
      dropped,
      current.routes[dropped].map((_, i) => i),
    );
    current.compact();
    while (current.unassigned.length > 0 && budget.progress() < share) {
      budget.iterations++;
      const candidate = current.clone();
      ruin(candidate, random, true);
      recreate(candidate, random, false, absences);
      for (const c of candidate.unassigned) absences[c]++;
      if (
        candidate.unassigned.length < current.unassigned.length ||
        sumOf(absences, candidate.unassigned) < sumOf(absences, current.unassigned)
      ) {
        current = candidate;
      }
    }
    if (current.unassigned.length === 0) best = current;
  }
  return best;
}

/**
 * Drops the smallest routes down to `vehicles`, then ruins and recreates without opening routes, keeping the solution
 * that leaves the fewest customers out (absence counters steer towards the often-left ones), until none is left out
 * or the budget's `share` is spent.
 */
function fitToFleet(
  initial: Solution,
  vehicles: number,
  random: Random,
  budget: Budget,
  share: number,
): Solution {
  let current = initial.clone();
  while (current.vehicles > vehicles) {
    const smallest = current.routes.reduce((s, r, i, all) => (r.length < all[s].length ? i : s), 0);
    current.removePositions(
      smallest,
      current.routes[smallest].map((_, i) => i),
    );
    current.compact();
  }
  const absences = new Int32Array(initial.problem.size);
  recreate(current, random, false, absences);
  let best = current;
  while (best.unassigned.length > 0 && budget.progress() < share) {
    budget.iterations++;
    const candidate = current.clone();
    ruin(candidate, random, true);
    recreate(candidate, random, false, absences);
    for (const c of candidate.unassigned) absences[c]++;
    if (
      candidate.unassigned.length < current.unassigned.length ||
      sumOf(absences, candidate.unassigned) < sumOf(absences, current.unassigned)
    ) {
      current = candidate;
      if (current.unassigned.length < best.unassigned.length) best = current;
    }
  }
  return best;
}

function sumOf(values: Int32Array, indices: number[]): number {
  let sum = 0;
  for (const i of indices) sum += values[i];
  return sum;
}

/**
 * A customer left out dominates, then vehicles: a route costs more than any distance saving the annealing would
 * trade for it.
 */
function cost(solution: Solution): number {
  const route = 1e3 * solution.problem.scale * solution.problem.size;
  return (
    (solution.unassigned.length * solution.problem.size + solution.vehicles) * route + solution.distance()
  );
}

/** Simulated annealing over ruin-and-recreate; with `openRoutes` false the fleet stays as it is (a short fleet). */
function minimiseDistance(initial: Solution, random: Random, budget: Budget, openRoutes: boolean): Solution {
  const startTemperature = 3 * initial.problem.scale;
  const endTemperature = 0.03 * initial.problem.scale;
  let current = initial;
  let currentCost = cost(current);
  let best = initial;
  let bestCost = currentCost;
  const from = budget.progress();
  for (;;) {
    const progress = budget.progress();
    if (progress >= 1) break;
    const phase = from >= 1 ? 1 : (progress - from) / (1 - from);
    const temperature = startTemperature * (endTemperature / startTemperature) ** phase;
    budget.iterations++;
    const candidate = current.clone();
    ruin(candidate, random);
    recreate(candidate, random, openRoutes);
    const candidateCost = cost(candidate);
    if (candidateCost < currentCost - temperature * Math.log(random.next())) {
      current = candidate;
      currentCost = candidateCost;
      if (currentCost < bestCost) {
        best = current;
        bestCost = currentCost;
      }
    }
  }
  return best;
}
