/** A route's length in minutes (0 when empty) and whether it keeps every rule (windows, capacity, shift, skills). */
export interface RouteCost {
  minutes: number;
  feasible: boolean;
}

/** Below this a shorter longest route is rounding, not a gain. */
const EPSILON_MINUTES = 1e-6;

/**
 * Spreads the work over the routes ("Seimbangkan rute"): while a stop of the longest route can move to another route
 * (at its best position) so that both routes end up shorter than the longest was, the move that leaves the shorter of
 * the two longer routes is made. A move never makes the receiving route break a rule, nor the giving one when it kept
 * them all, so the longest route only gets shorter; the routes' lengths sorted longest first decrease at every move,
 * which ends the pass. `cost(r, route)` times route `r` with its vehicle.
 */
export function balanceRoutes(
  routes: readonly (readonly number[])[],
  cost: (r: number, route: readonly number[]) => RouteCost,
): number[][] {
  const balanced = routes.map((route) => [...route]);
  const costs = balanced.map((route, r) => cost(r, route));
  for (;;) {
    const longest = costs.reduce((top, c, r) => (c.minutes > (costs[top]?.minutes ?? 0) ? r : top), 0);
    const from = balanced[longest] ?? [];
    const before = costs[longest] ?? { minutes: 0, feasible: true };
    let best: {
      to: number;
      source: number[];
      target: number[];
      moved: [RouteCost, RouteCost];
      max: number;
    } | null = null;
    for (const stop of from) {
      const source = from.filter((other) => other !== stop);
      const sourceCost = cost(longest, source);
      if (!sourceCost.feasible && before.feasible) continue;
      for (const [to, route] of balanced.entries()) {
        if (to === longest) continue;
        for (let position = 0; position <= route.length; position++) {
          const target = [...route.slice(0, position), stop, ...route.slice(position)];
          const targetCost = cost(to, target);
          const max = Math.max(sourceCost.minutes, targetCost.minutes);
          if (!targetCost.feasible || max >= before.minutes - EPSILON_MINUTES) continue;
          if (!best || max < best.max) best = { to, source, target, moved: [sourceCost, targetCost], max };
        }
      }
    }
    if (!best) return balanced;
    balanced[longest] = best.source;
    balanced[best.to] = best.target;
    [costs[longest], costs[best.to]] = best.moved;
  }
}
