import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkSolution } from "./checkSolution.js";
import { solve } from "./solve.js";
import { arbitraryInstance, instanceOf } from "./testing/arbitraryInstance.js";

// Depot at the origin, three customers on a line; capacity 10.
const line = instanceOf(
  [
    { x: 0, y: 0, demand: 0, ready: 0, due: 100, service: 0 },
    { x: 10, y: 0, demand: 4, ready: 0, due: 20, service: 5 },
    { x: 20, y: 0, demand: 4, ready: 0, due: 40, service: 5 },
    { x: 30, y: 0, demand: 4, ready: 50, due: 60, service: 5 },
  ],
  10,
);

describe("checkSolution", () => {
  it("accepts a feasible solution and measures it", () => {
    const check = checkSolution(line, [[1, 2], [3]]);
    expect(check.violations).toEqual([]);
    expect(check).toMatchObject({ feasible: true, vehicles: 2 });
    expect(check.distance).toBeCloseTo(40 + 60);
  });

  it("names each violation with its reason", () => {
    const kinds = (routes: number[][]) => checkSolution(line, routes).violations.map((v) => v.kind);
    expect(kinds([[1, 2, 3]])).toEqual(["capacity"]);
    expect(kinds([[2, 1], [3]])).toEqual(["time-window"]);
    expect(kinds([[1]])).toEqual(["missing", "missing"]);
    expect(
      kinds([
        [1, 2],
        [3, 1],
      ]),
    ).toEqual(["duplicate", "time-window"]);
    expect(
      kinds([
        [1, 2],
        [3, 7],
      ]),
    ).toEqual(["unknown-customer"]);
    const late = instanceOf(
      [
        { x: 0, y: 0, demand: 0, ready: 0, due: 25, service: 0 },
        { x: 10, y: 0, demand: 1, ready: 0, due: 20, service: 10 },
      ],
      10,
    );
    expect(checkSolution(late, [[1]]).violations.map((v) => v.kind)).toEqual(["depot-return"]);
  });

  it("counts customers listed as unassigned as accounted for", () => {
    expect(checkSolution(line, [[1, 2]], [3]).feasible).toBe(true);
  });

  it("fails a solver's feasible solution for the right reason once corrupted", () => {
    fc.assert(
      fc.property(arbitraryInstance, fc.nat(), (instance, pick) => {
        const result = solve(instance, { seed: 1, maxIterations: 50 });
        const unassigned = result.unassigned.map((u) => u.customer);
        expect(checkSolution(instance, result.routes, unassigned).feasible).toBe(true);
        const served = result.routes.flat();
        if (served.length === 0) return;
        const victim = served[pick % served.length];
        const dropped = result.routes.map((r) => r.filter((c) => c !== victim));
        expect(checkSolution(instance, dropped, unassigned).violations).toEqual([
          expect.objectContaining({ kind: "missing", customer: victim }),
        ]);
        const doubled = [...result.routes, [victim]];
        expect(checkSolution(instance, doubled, unassigned).violations.map((v) => v.kind)).toContain(
          "duplicate",
        );
      }),
      { numRuns: 40 },
    );
  });
});
