import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priorityRank } from "./orderPriority.js";
import { createRoutePlanInputSchema } from "./routePlanInputs.js";
import { routeTimeline } from "./routeTimeline.js";
import { type BreakRule, type PlanStop, type RouteTiming, routeTiming } from "./routeTiming.js";
import type { TravelMatrix } from "./travelMatrix.js";

const RULE: BreakRule = { afterMinutes: 240, minutes: 30 };
const OPEN = { capacityKg: null, capacityM3: null };

/** A matrix from each leg's minutes: node i to node i + 1, and back from the last node to the depot. */
function chainMatrix(drives: readonly number[], back: number): TravelMatrix {
  const size = drives.length + 1;
  const minutes = new Float64Array(size * size).fill(1_000);
  drives.forEach((drive, i) => {
    minutes[i * size + i + 1] = drive;
  });
  minutes[(size - 1) * size] = back;
  return { size, minutes, km: minutes.map((m) => m / 2) };
}

const stop = (fields: Partial<PlanStop> = {}): PlanStop => ({
  weightKg: 0,
  volumeM3: 0,
  ready: 0,
  due: null,
  serviceMinutes: 15,
  ...fields,
});

/** The longest stretch of the route's day (start to return) not cut by a break. */
function longestStretch(timing: RouteTiming): number {
  let longest = 0;
  let from = 0;
  for (const rest of timing.breaks) {
    longest = Math.max(longest, rest.start - from);
    from = rest.end;
  }
  return Math.max(longest, timing.returnAt - from);
}

const leg = fc.record({
  drive: fc.integer({ min: 5, max: 80 }),
  service: fc.integer({ min: 0, max: 40 }),
  opensAt: fc.option(fc.integer({ min: 0, max: 700 }), { nil: null }),
});

describe("routeTiming with breaks", () => {
  it("rests before driving on once the next stop would pass 4 hours of work, and delays what follows", () => {
    // 4 stops of 50 minutes' drive and 15 minutes' service: 65 a stop, the 4th would end at 260 > 240
    const matrix = chainMatrix([50, 50, 50, 50], 50);
    const stops = [stop(), stop(), stop(), stop()];
    const without = routeTiming(stops, matrix, OPEN, 600, [0, 1, 2, 3]);
    const timing = routeTiming(stops, matrix, OPEN, 600, [0, 1, 2, 3], { breaks: RULE });
    expect(without.breaks).toEqual([]);
    expect(timing.breaks).toEqual([{ start: 195, end: 225, before: 3 }]);
    expect(timing.stops.map((s) => s.arrival)).toEqual([50, 115, 180, 275]);
    expect(timing.returnAt).toBe(without.returnAt + 30);
    expect(timing.violations).toEqual([]);
  });

  it("rests while waiting for a window that opens late enough, without delaying the stop", () => {
    const matrix = chainMatrix([100, 100, 30], 30);
    const stops = [stop(), stop({ ready: 290 }), stop()];
    const timing = routeTiming(stops, matrix, OPEN, 600, [0, 1, 2], { breaks: RULE });
    // at the 2nd stop at 215, its window opens at 290: the break is 260–290, the stretch starts again at service
    expect(timing.breaks).toEqual([{ start: 260, end: 290, before: 1 }]);
    expect(timing.stops[1]?.arrival).toBe(215);
    expect(timing.stops[1]?.departure).toBe(305);
  });

  it("flags the window and the shift the break makes it miss", () => {
    const matrix = chainMatrix([110, 110, 30], 30);
    const stops = [stop(), stop(), stop({ due: 290 })];
    const without = routeTiming(stops, matrix, OPEN, 330, [0, 1, 2]);
    const timing = routeTiming(stops, matrix, OPEN, 330, [0, 1, 2], { breaks: RULE });
    expect(without.violations).toEqual([]);
    expect(timing.stops[2]?.late).toBe(true);
    expect(timing.violations).toEqual(["TIME_WINDOW", "SHIFT_END"]);
  });

  it("never returns earlier than without breaks, and keeps every stretch within the limit when each stop fits one", () => {
    fc.assert(
      fc.property(
        fc.array(leg, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 5, max: 80 }),
        fc.integer({ min: 120, max: 300 }),
        fc.integer({ min: 15, max: 60 }),
        (legs, back, afterMinutes, minutes) => {
          const matrix = chainMatrix(
            legs.map((l) => l.drive),
            back,
          );
          const stops = legs.map((l) => stop({ serviceMinutes: l.service, ready: l.opensAt ?? 0 }));
          const route = stops.map((_, i) => i);
          const rule = { afterMinutes, minutes };
          const without = routeTiming(stops, matrix, OPEN, 2_000, route);
          const timing = routeTiming(stops, matrix, OPEN, 2_000, route, { breaks: rule });
          expect(timing.returnAt).toBeGreaterThanOrEqual(without.returnAt);
          timing.stops.forEach((s, i) => {
            expect(s.arrival).toBeGreaterThanOrEqual(without.stops[i]?.arrival ?? 0);
          });
          for (const rest of timing.breaks) expect(rest.end - rest.start).toBe(minutes);
          // a single drive, wait and service within the limit (waits may always be rested in when long enough)
          const each =
            legs.every((l) => l.drive + l.service + minutes <= afterMinutes) && back <= afterMinutes;
          const waitsFit = legs.every((l) => l.opensAt === null);
          if (each && waitsFit) expect(longestStretch(timing)).toBeLessThanOrEqual(afterMinutes + 1e-6);
        },
      ),
    );
  });

  it("draws each break as its own block, cut out of the drive or wait it falls in", () => {
    const matrix = chainMatrix([50, 50, 50, 50], 50);
    const stops = [stop(), stop(), stop(), stop()];
    const timing = routeTiming(stops, matrix, OPEN, 600, [0, 1, 2, 3], { breaks: RULE });
    const blocks = routeTimeline(
      0,
      timing.stops.map((s) => ({ arrival: s.arrival, departure: s.departure, windowStart: null })),
      timing.returnAt,
      timing.breaks,
    );
    expect(blocks.filter((b) => b.kind === "break")).toEqual([
      { kind: "break", start: 195, end: 225, stop: 3 },
    ]);
    expect(blocks.find((b) => b.kind === "travel" && b.stop === 3)).toEqual({
      kind: "travel",
      start: 225,
      end: 275,
      stop: 3,
    });
    blocks.slice(1).forEach((block, i) => {
      expect(block.start).toBe(blocks[i]?.end);
    });
  });
});

describe("plan breaks and priorities", () => {
  const plan = {
    day: "2026-12-01",
    vehicles: [{ vehicleId: 1 }],
    depot: { address: "Gudang", lat: -6.2, lng: 106.8 },
    shiftStart: "07:00",
    shiftEnd: "17:00",
  };

  it("defaults a plan's break to UU 22/2009's 30 minutes after 4 hours, and keeps it off when absent", () => {
    expect(createRoutePlanInputSchema.parse({ ...plan, breaks: {} }).breaks).toEqual({
      afterMinutes: 240,
      minutes: 30,
    });
    expect(createRoutePlanInputSchema.parse(plan).breaks).toBeUndefined();
    expect(createRoutePlanInputSchema.safeParse({ ...plan, breaks: { minutes: 5 } }).success).toBe(false);
  });

  it("ranks priorities from Rendah to Mendesak, Normal when unknown", () => {
    expect(["LOW", "NORMAL", "HIGH", "URGENT", null, "x"].map(priorityRank)).toEqual([0, 1, 2, 3, 1, 1]);
  });
});
