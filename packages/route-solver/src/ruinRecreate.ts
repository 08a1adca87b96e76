import type { Random } from "./random.js";
import type { Solution } from "./solution.js";

/**
 * Slack Induction by String Removals (Christiaens & Vanden Berghe, Transportation Science 54(2), 2020): remove a
 * few strings of consecutive customers from routes near a random seed customer, then reinsert the removed customers
 * one by one at their cheapest feasible position, skipping each candidate position with a small "blink" probability.
 */
export const SISR = {
  /** Mean number of customers removed per ruin (c̄). */
  averageRemoved: 10,
  /** Longest string removed (L^max). */
  maxString: 10,
  blinkRate: 0.01,
};

/**
 * With `nearUnassigned` (fleet minimisation), the strings are taken around a customer left out half of the time,
 * freeing room where it has to go back in.
 */
export function ruin(solution: Solution, random: Random, nearUnassigned = false): void {
  const { routes, routeOf, problem } = solution;
  let assigned = 0;
  for (const route of routes) assigned += route.length;
  if (assigned === 0) return;
  const stringMax = Math.min(SISR.maxString, assigned / routes.length);
  const stringsMax = (4 * SISR.averageRemoved) / (1 + stringMax) - 1;
  const strings = Math.floor(random.next() * stringsMax) + 1;
  let seed = 0;
  if (nearUnassigned && solution.unassigned.length > 0 && random.next() < 0.5) {
    seed = solution.unassigned[random.int(solution.unassigned.length)];
  } else {
    do seed = 1 + random.int(problem.instance.customers);
    while (routeOf[seed] < 0);
  }
  const ruined = new Set<number>();
  for (const c of problem.neighbours[seed]) {
    if (ruined.size >= strings) break;
    const r = routeOf[c];
    if (r < 0 || ruined.has(r)) continue;
    ruined.add(r);
    const route = routes[r];
    const length = Math.floor(random.next() * Math.min(route.length, stringMax)) + 1;
    const at = route.indexOf(c);
    if (length === route.length || random.next() < 0.5) {
      solution.removePositions(r, stringContaining(at, length, route.length, random));
    } else {
      // Split string: a longer string with `kept` consecutive customers in it left in place.
      let kept = 1;
      while (length + kept < route.length && random.next() < 0.5) kept++;
      const span = stringContaining(at, length + kept, route.length, random);
      const keepFrom = random.int(length + 1);
      solution.removePositions(
        r,
        span.filter((_, i) => i < keepFrom || i >= keepFrom + kept),
      );
    }
  }
}

function stringContaining(at: number, length: number, routeLength: number, random: Random): number[] {
  const lowest = Math.max(0, at - length + 1);
  const highest = Math.min(at, routeLength - length);
  const first = lowest + random.int(highest - lowest + 1);
  return Array.from({ length }, (_, i) => first + i);
}

/**
 * Reinserts the unassigned customers. Without `newRoutes`, a customer with no feasible position stays unassigned
 * (fleet minimisation); with it, it opens a route of its own.
 */
export function recreate(
  solution: Solution,
  random: Random,
  newRoutes: boolean,
  absences?: Int32Array,
): void {
  const { problem } = solution;
  const { instance, size, dist } = problem;
  const order = solution.unassigned;
  sortForInsertion(order, solution, random, absences);
  solution.unassigned = [];
  for (const c of order) {
    let bestCost = Number.POSITIVE_INFINITY;
    let bestRoute = -1;
    let bestPosition = -1;
    const demand = instance.demand[c];
    const readyC = instance.ready[c];
    const dueC = instance.due[c];
    const serviceC = instance.service[c];
    const rowC = c * size;
    for (let r = 0; r < solution.routes.length; r++) {
      if (solution.load[r] + demand > instance.capacity) continue;
      const route = solution.routes[r];
      const start = solution.start[r];
      const latest = solution.latest[r];
      let previous = 0;
      let departure = instance.ready[0];
      for (let p = 0; p <= route.length; p++) {
        const next = p === route.length ? 0 : route[p];
        const arrival = departure + dist[previous * size + c];
        if (arrival > dueC) break;
        if (random.next() >= SISR.blinkRate) {
          const latestNext = p === route.length ? instance.due[0] : latest[p];
          const dCn = dist[rowC + next];
          if (Math.max(arrival, readyC) + serviceC + dCn <= latestNext) {
            const cost = dist[previous * size + c] + dCn - dist[previous * size + next];
            if (cost < bestCost) {
              bestCost = cost;
              bestRoute = r;
              bestPosition = p;
            }
          }
        }
        if (p < route.length) {
          departure = start[p] + instance.service[next];
          previous = next;
        }
      }
    }
    if (bestRoute >= 0) {
      solution.insert(bestRoute, bestPosition, c);
    } else if (newRoutes) {
      solution.addRoute([c]);
    } else {
      solution.unassigned.push(c);
    }
  }
  solution.compact();
}

function sortForInsertion(order: number[], solution: Solution, random: Random, absences?: Int32Array): void {
  const { instance, dist } = solution.problem;
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const pick = random.next() * 11;
  if (absences && random.next() < 0.5) order.sort((a, b) => absences[b] - absences[a]);
  else if (pick < 4) return;
  else if (pick < 8) order.sort((a, b) => instance.demand[b] - instance.demand[a]);
  else if (pick < 10) order.sort((a, b) => dist[b] - dist[a]);
  else order.sort((a, b) => dist[a] - dist[b]);
}
