import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balanceRoutes, type RouteCost } from "./balanceRoutes.js";

/** Each stop takes its own minutes (stop i: i + 1); a route holds at most `limit` stops. */
const byStops =
  (limit: number) =>
  (_r: number, route: readonly number[]): RouteCost => ({
    minutes: route.reduce((sum, stop) => sum + stop + 1, 0),
    feasible: route.length <= limit,
  });
const longest = (routes: readonly (readonly number[])[], cost: ReturnType<typeof byStops>) =>
  Math.max(...routes.map((route, r) => cost(r, route).minutes));

describe("balanceRoutes", () => {
  it("spreads the stops of one route over the empty ones", () => {
    const cost = (_r: number, route: readonly number[]) => ({ minutes: route.length * 10, feasible: true });
    const balanced = balanceRoutes([[0, 1, 2, 3, 4, 5], [], []], cost);
    expect(balanced.map((route) => route.length)).toEqual([2, 2, 2]);
  });

  it("never moves a stop where the receiving route would break a rule", () => {
    // route 1 may hold no stop at all (a vehicle without the skill, say)
    const cost = (r: number, route: readonly number[]) => ({
      minutes: route.length * 10,
      feasible: r !== 1 || route.length === 0,
    });
    expect(balanceRoutes([[0, 1, 2, 3], [], []], cost).map((route) => route.length)).toEqual([2, 0, 2]);
  });

  it("leaves routes that cannot get shorter alone", () => {
    expect(balanceRoutes([[0], [1]], byStops(5))).toEqual([[0], [1]]);
  });

  it("keeps every stop once, every route within its rules, and never lengthens the longest route", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 0, maxLength: 16 }),
        (routeCount, limit, owners) => {
          const cost = byStops(limit);
          const routes = Array.from({ length: routeCount }, () => [] as number[]);
          owners.forEach((owner, stop) => {
            const route = routes[owner % routeCount];
            if (route && route.length < limit) route.push(stop);
          });
          const balanced = balanceRoutes(routes, cost);
          expect(balanced.flat().sort((a, b) => a - b)).toEqual(routes.flat().sort((a, b) => a - b));
          expect(balanced.every((route, r) => cost(r, route).feasible)).toBe(true);
          expect(longest(balanced, cost)).toBeLessThanOrEqual(longest(routes, cost));
          // no single move left would shorten the longest route
          const top = longest(balanced, cost);
          const from = balanced.findIndex((route, r) => cost(r, route).minutes === top);
          for (const stop of balanced[from] ?? []) {
            const rest = (balanced[from] ?? []).filter((other) => other !== stop);
            balanced.forEach((route, to) => {
              if (to === from) return;
              const target = cost(to, [...route, stop]);
              if (target.feasible)
                expect(Math.max(target.minutes, cost(from, rest).minutes)).toBeGreaterThanOrEqual(top);
            });
          }
        },
      ),
    );
  });
});
