import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSolution } from "./checkSolution.js";
import { solve } from "./solve.js";
import { arbitraryInstance, instanceOf } from "./testing/arbitraryInstance.js";

describe("solve", () => {
  it("returns feasible routes and accounts for every customer exactly once, routed or listed with a reason", () => {
    fc.assert(
      fc.property(arbitraryInstance, fc.integer({ min: 1, max: 1000 }), (instance, seed) => {
        const result = solve(instance, { seed, maxIterations: 100 });
        const unassigned = result.unassigned.map((u) => u.customer);
        const check = checkSolution(instance, result.routes, unassigned);
        expect(check.violations).toEqual([]);
        expect([...result.routes.flat(), ...unassigned].sort((a, b) => a - b)).toEqual(
          Array.from({ length: instance.customers }, (_, i) => i + 1),
        );
        expect(result.vehicles).toBe(check.vehicles);
        expect(result.distance).toBeCloseTo(check.distance, 6);
      }),
      { numRuns: 60 },
    );
  });

  it("gives the same routes for the same seed and iteration budget", () => {
    fc.assert(
      fc.property(arbitraryInstance, fc.integer({ min: 1, max: 1000 }), (instance, seed) => {
        expect(solve(instance, { seed, maxIterations: 80 })).toEqual(
          solve(instance, { seed, maxIterations: 80 }),
        );
      }),
      { numRuns: 20 },
    );
  });

  it("lists customers no vehicle can serve, with the reason, instead of dropping them", () => {
    const instance = instanceOf(
      [
        { x: 0, y: 0, demand: 0, ready: 0, due: 100, service: 0 },
        { x: 10, y: 0, demand: 5, ready: 0, due: 50, service: 0 },
        { x: 0, y: 30, demand: 5, ready: 0, due: 20, service: 0 },
        { x: 0, y: 10, demand: 50, ready: 0, due: 50, service: 0 },
        { x: 40, y: 0, demand: 5, ready: 0, due: 90, service: 30 },
      ],
      20,
    );
    const result = solve(instance, { maxIterations: 20 });
    expect(result.routes).toEqual([[1]]);
    expect(result.unassigned).toEqual([
      { customer: 2, reason: "window-unreachable" },
      { customer: 3, reason: "demand-exceeds-capacity" },
      { customer: 4, reason: "depot-return-unreachable" },
    ]);
  });

  it("lists the customers of routes beyond the fleet as having no vehicle left", () => {
    // Two customers whose windows cannot share a route, one vehicle.
    const instance = instanceOf(
      [
        { x: 0, y: 0, demand: 0, ready: 0, due: 200, service: 0 },
        { x: 50, y: 0, demand: 1, ready: 50, due: 60, service: 0 },
        { x: -50, y: 0, demand: 1, ready: 50, due: 60, service: 0 },
      ],
      10,
      1,
    );
    const result = solve(instance, { maxIterations: 20 });
    expect(result.vehicles).toBe(1);
    expect(result.unassigned).toHaveLength(1);
    expect(result.unassigned[0].reason).toBe("no-vehicle-left");
  });

  it("with a short fleet, serves all it can: a customer left for want of a vehicle fits in no kept route", () => {
    fc.assert(
      fc.property(
        arbitraryInstance,
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 1000 }),
        (generated, vehicles, seed) => {
          const instance = { ...generated, vehicles };
          const result = solve(instance, { seed, maxIterations: 150 });
          const unassigned = result.unassigned.map((u) => u.customer);
          expect(checkSolution(instance, result.routes, unassigned).violations).toEqual([]);
          expect(result.routes.length).toBeLessThanOrEqual(vehicles);
          for (const { customer, reason } of result.unassigned) {
            if (reason !== "no-vehicle-left") continue;
            const others = unassigned.filter((c) => c !== customer);
            for (const [r, route] of result.routes.entries()) {
              for (let p = 0; p <= route.length; p++) {
                const routes = result.routes.map((kept, k) =>
                  k === r ? [...kept.slice(0, p), customer, ...kept.slice(p)] : kept,
                );
                expect(checkSolution(instance, routes, others).feasible).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("merges routes when capacity and windows allow, minimising vehicles first", () => {
    const instance = instanceOf(
      [
        { x: 0, y: 0, demand: 0, ready: 0, due: 1000, service: 0 },
        ...Array.from({ length: 12 }, (_, i) => ({
          x: 10 * Math.cos(i),
          y: 10 * Math.sin(i),
          demand: 10,
          ready: 0,
          due: 1000,
          service: 1,
        })),
      ],
      60,
    );
    expect(solve(instance, { maxIterations: 300 }).vehicles).toBe(2);
  });

  it("travels by the instance's own matrix when it has one, and the checker reads the same matrix", () => {
    // All nodes at the origin, so only the matrix can make customer 2 unreachable in time.
    const instance = instanceOf(
      [
        { x: 0, y: 0, demand: 0, ready: 0, due: 100, service: 0 },
        { x: 0, y: 0, demand: 1, ready: 0, due: 100, service: 0 },
        { x: 0, y: 0, demand: 1, ready: 0, due: 30, service: 0 },
      ],
      10,
    );
    instance.matrix = Float64Array.from([0, 10, 40, 10, 0, 35, 40, 35, 0]);
    const result = solve(instance, { maxIterations: 20 });
    expect(result.routes).toEqual([[1]]);
    expect(result.unassigned).toEqual([{ customer: 2, reason: "window-unreachable" }]);
    expect(result.distance).toBe(20);
    expect(checkSolution(instance, [[1, 2]]).violations.map((v) => v.kind)).toEqual(["time-window"]);
  });

  it("needs a budget", () => {
    expect(() => solve(instanceOf([{ x: 0, y: 0, demand: 0, ready: 0, due: 1, service: 0 }], 1))).toThrow(
      /time limit or an iteration limit/,
    );
  });
});
