import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMeters } from "../geo/haversineMeters.js";
import { createRoutePlanInputSchema } from "./routePlanInputs.js";
import { moveStop, type PlanStop, routeTiming } from "./routeTiming.js";
import { travelMatrix } from "./travelMatrix.js";

const MONAS = { lat: -6.1754, lng: 106.8272 };
const BLOK_M = { lat: -6.2443, lng: 106.7987 };
const rule = { detourFactor: 1.3, speedKmh: 30 };

const point = fc.record({
  lat: fc.double({ min: -8, max: -5, noNaN: true }),
  lng: fc.double({ min: 105, max: 112, noNaN: true }),
});

describe("travelMatrix", () => {
  it("is the great-circle distance times the detour factor, driven at the average speed", () => {
    const matrix = travelMatrix([MONAS, BLOK_M], rule);
    const km = (haversineMeters(MONAS, BLOK_M) / 1000) * 1.3;
    expect(matrix.km[1]).toBeCloseTo(km, 9);
    expect(matrix.km[2]).toBeCloseTo(km, 9);
    expect(matrix.minutes[1]).toBeCloseTo((km / 30) * 60, 9);
    // Monas to Blok M: about 8.2 km as the crow flies, 10.6 km by road, 21 minutes at 30 km/h
    expect(matrix.km[1]).toBeGreaterThan(10.3);
    expect(matrix.km[1]).toBeLessThan(10.9);
  });

  it("is symmetric, zero on the diagonal, and keeps the triangle inequality", () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 6 }), (points) => {
        const { size, km, minutes } = travelMatrix(points, rule);
        const d = (i: number, j: number) => km[i * size + j] ?? Number.NaN;
        for (let i = 0; i < size; i++) {
          expect(d(i, i)).toBe(0);
          for (let j = 0; j < size; j++) {
            expect(d(i, j)).toBe(d(j, i));
            expect(minutes[i * size + j]).toBeCloseTo((d(i, j) / 30) * 60, 9);
            for (let k = 0; k < size; k++) {
              expect(d(i, k)).toBeLessThanOrEqual(d(i, j) + d(j, k) + 1e-9);
            }
          }
        }
      }),
    );
  });
});

/** Stops on a line east of the depot, 1 minute apart, so times are easy to read. */
function lineMatrix(count: number) {
  const size = count + 1;
  const minutes = new Float64Array(size * size);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) minutes[i * size + j] = Math.abs(i - j) * 10;
  return { size, minutes, km: minutes.map((m) => m / 2) };
}

const stop = (fields: Partial<PlanStop> = {}): PlanStop => ({
  weightKg: 100,
  volumeM3: 1,
  ready: 0,
  due: null,
  serviceMinutes: 5,
  ...fields,
});

describe("routeTiming", () => {
  it("waits for a window's start, flags a late arrival, an overload and a return after the shift", () => {
    const stops = [stop({ ready: 30 }), stop({ due: 40 }), stop({ weightKg: 900 })];
    const timing = routeTiming(stops, lineMatrix(3), { capacityKg: 1000, capacityM3: null }, 80, [0, 1, 2]);
    expect(timing.stops.map((s) => [s.arrival, s.departure, s.late])).toEqual([
      [10, 35, false],
      [45, 50, true],
      [60, 65, false],
    ]);
    expect(timing.returnAt).toBe(95);
    expect(timing.km).toBe(30);
    expect(timing.loadKg).toBe(1100);
    expect(timing.violations.sort()).toEqual(["CAPACITY_WEIGHT", "SHIFT_END", "TIME_WINDOW"]);
  });

  it("has no violation on an empty route", () => {
    const timing = routeTiming([stop()], lineMatrix(1), { capacityKg: 1, capacityM3: 1 }, 0, []);
    expect(timing).toMatchObject({ stops: [], returnAt: 0, km: 0, violations: [] });
  });
});

const plan = fc.integer({ min: 2, max: 8 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    routes: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: count, maxLength: count }),
    stop: fc.integer({ min: 0, max: count - 1 }),
    toRoute: fc.integer({ min: 0, max: 2 }),
    position: fc.integer({ min: 0, max: count }),
    capacityKg: fc.integer({ min: 100, max: 800 }),
    dues: fc.array(fc.option(fc.integer({ min: 0, max: 120 })), { minLength: count, maxLength: count }),
  }),
);

describe("moveStop", () => {
  it("keeps every stop exactly once, puts the moved one where asked, and its route's times follow", () => {
    fc.assert(
      fc.property(plan, ({ count, routes: owner, stop: moved, toRoute, position, capacityKg, dues }) => {
        const routes = [0, 1, 2].map((r) => owner.flatMap((o, s) => (o === r ? [s] : [])));
        const next = moveStop(routes, moved, toRoute, position);
        const target = next[toRoute] ?? [];
        expect(next.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
        expect(target.indexOf(moved)).toBe(Math.min(position, target.length - 1));
        for (const [r, route] of next.entries()) {
          if (r !== toRoute) expect(route).toEqual(routes[r]?.filter((s) => s !== moved));
        }
        // recomputation: arrivals grow along the route; capacity and window flags agree with the stops
        const stops = dues.map((due) => stop({ due }));
        const timing = routeTiming(stops, lineMatrix(count), { capacityKg, capacityM3: null }, 1e9, target);
        timing.stops.forEach((s, i) => {
          if (i > 0) expect(s.arrival).toBeGreaterThan((timing.stops[i - 1]?.departure ?? 0) - 1e-9);
        });
        expect(timing.violations.includes("CAPACITY_WEIGHT")).toBe(target.length * 100 > capacityKg);
        expect(timing.violations.includes("TIME_WINDOW")).toBe(timing.stops.some((s) => s.late));
        for (const s of timing.stops)
          expect(s.late).toBe(dues[s.stop] !== null && s.arrival > (dues[s.stop] ?? 0));
      }),
    );
  });

  it("takes a stop off every route when moved to no route, leaving the others in their order", () => {
    fc.assert(
      fc.property(plan, ({ count, routes: owner, stop: moved }) => {
        const routes = [0, 1, 2].map((r) => owner.flatMap((o, s) => (o === r ? [s] : [])));
        const next = moveStop(routes, moved, null, 0);
        expect(next.flat()).not.toContain(moved);
        expect(next.flat()).toHaveLength(count - 1);
        for (const [r, route] of next.entries()) expect(route).toEqual(routes[r]?.filter((s) => s !== moved));
      }),
    );
  });

  it("refuses an unknown route", () => {
    expect(() => moveStop([[0]], 0, 1, 0)).toThrow(RangeError);
  });
});

describe("createRoutePlanInputSchema", () => {
  const valid = {
    day: "2026-12-01",
    vehicles: [{ vehicleId: 1 }],
    depot: { address: "Gudang Cakung", lat: -6.18, lng: 106.94 },
    shiftStart: "07:00",
    shiftEnd: "17:00",
  };

  it("fills the 10-second budget and leaves the travel estimate to the server (learned unless a rule is given)", () => {
    const parsed = createRoutePlanInputSchema.parse(valid);
    expect(parsed).toMatchObject({ serviceMinutes: 10, timeLimitSeconds: 10 });
    expect(parsed.detourFactor ?? null).toBeNull();
    expect(parsed.speedKmh ?? null).toBeNull();
    expect(createRoutePlanInputSchema.safeParse({ ...valid, travelEstimate: "ROAD" }).success).toBe(false);
    expect(createRoutePlanInputSchema.safeParse({ ...valid, detourFactor: 3.5 }).success).toBe(false);
  });

  it("refuses a shift ending before it starts, a vehicle twice and more than 60 seconds", () => {
    expect(createRoutePlanInputSchema.safeParse({ ...valid, shiftEnd: "06:00" }).success).toBe(false);
    expect(
      createRoutePlanInputSchema.safeParse({ ...valid, vehicles: [{ vehicleId: 1 }, { vehicleId: 1 }] })
        .success,
    ).toBe(false);
    expect(createRoutePlanInputSchema.safeParse({ ...valid, timeLimitSeconds: 61 }).success).toBe(false);
    expect(createRoutePlanInputSchema.safeParse({ ...valid, shiftStart: "7:00" }).success).toBe(false);
  });
});
