import { moveStop } from "./routeTiming.js";
import type { TravelMatrix } from "./travelMatrix.js";

/**
 * The routes with each pinned stop (stop → route index) on its route, at the place that adds the fewest km; the other
 * stops keep their order. A stop already on its route stays where it is.
 */
export function pinStops(
  routes: readonly (readonly number[])[],
  pins: ReadonlyMap<number, number>,
  matrix: TravelMatrix,
): number[][] {
  const km = (from: number, to: number) => matrix.km[from * matrix.size + to] ?? 0;
  let next = routes.map((route) => [...route]);
  for (const [stop, routeIndex] of pins) {
    if (next[routeIndex]?.includes(stop)) continue;
    const target = (next[routeIndex] ?? []).filter((s) => s !== stop);
    const nodes = [0, ...target.map((s) => s + 1), 0];
    let best = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let position = 0; position < nodes.length - 1; position++) {
      const from = nodes[position] ?? 0;
      const to = nodes[position + 1] ?? 0;
      const cost = km(from, stop + 1) + km(stop + 1, to) - km(from, to);
      if (cost < bestCost - 1e-9) {
        best = position;
        bestCost = cost;
      }
    }
    next = moveStop(next, stop, routeIndex, best);
  }
  return next;
}
