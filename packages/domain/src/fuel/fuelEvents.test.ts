import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectFuelEvents, type FuelSample, runningMedian } from "./fuelEvents.js";
import { measureFuelDetection } from "./testing/measureFuelDetection.js";
import { seededRandom } from "./testing/syntheticFuelSeries.js";

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 1, 0, 0);

/** Readings a minute apart: `levels[i]` litres at minute i, parked unless `speeds` says otherwise. */
function series(levels: number[], speeds: (i: number) => number = () => 0): FuelSample[] {
  return levels.map((litres, i) => ({
    time: start + i * MINUTE,
    litres,
    speedKmh: speeds(i),
    ignition: false,
  }));
}

describe("running median", () => {
  it("removes a lone spike and keeps a step", () => {
    expect(runningMedian([10, 10, 90, 10, 10], 5)).toEqual([10, 10, 10, 10, 10]);
    expect(runningMedian([10, 10, 10, 50, 50, 50], 5)).toEqual([10, 10, 10, 50, 50, 50]);
  });
});

describe("detectFuelEvents", () => {
  it("finds a refuel and a drain while parked with their litres and times", () => {
    const levels = [
      ...Array(20).fill(60),
      ...[90, 120, 150],
      ...Array(30).fill(160),
      ...[150, 140, 130],
      ...Array(20).fill(125),
    ];
    const events = detectFuelEvents(series(levels));
    expect(events).toMatchObject([
      { kind: "refuel", litres: 100, levelBefore: 60, levelAfter: 160, whileParked: true },
      { kind: "drain", litres: 35, levelBefore: 160, levelAfter: 125, whileParked: true },
    ]);
    expect(events[0]?.startTime).toBe(start + 19 * MINUTE);
    expect(events[0]?.endTime).toBe(start + 23 * MINUTE);
  });

  it("ignores idle consumption and sloshing while driving", () => {
    const random = seededRandom(7);
    // 3 hours of driving at 60 km/h burning 30 L/100 km, the level sloshing ±20 L, then a parked hour
    const driving = Array.from({ length: 180 }, (_, i) => 200 - i * 0.3 + (random() - 0.5) * 40);
    const parked = Array.from({ length: 60 }, () => 146 + (random() - 0.5) * 2);
    const events = detectFuelEvents(
      series([...Array(10).fill(200), ...driving, ...parked], (i) => (i >= 10 && i < 190 ? 60 : 0)),
    );
    expect(events).toEqual([]);
  });

  it("flags a drop between stops that driving cannot explain as a drain while driving", () => {
    // 10 minutes at 30 km/h (5 km, at most 3 L) while the level falls 40 L
    const levels = [...Array(10).fill(150), ...Array(10).fill(130), ...Array(10).fill(110)];
    const events = detectFuelEvents(series(levels, (i) => (i >= 10 && i < 20 ? 30 : 0)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: "drain", whileParked: false });
    expect(events[0]?.litres).toBeGreaterThan(30);
  });

  it("finds any parked step of at least the minimum volume within 2 L, whatever the noise", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 300 }),
        fc.integer({ min: 20, max: 200 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 1000 }),
        (level, amount, refuel, seed) => {
          const random = seededRandom(seed);
          const after = refuel ? level + amount : Math.max(0, level - amount);
          fc.pre(Math.abs(after - level) >= 20);
          const levels = [...Array(30).fill(level), ...Array(30).fill(after)].map(
            (l) => l + (random() - 0.5) * 2,
          );
          const events = detectFuelEvents(series(levels));
          expect(events).toHaveLength(1);
          expect(events[0]?.kind).toBe(refuel ? "refuel" : "drain");
          expect(Math.abs((events[0]?.litres ?? 0) - Math.abs(after - level))).toBeLessThanOrEqual(2);
        },
      ),
    );
  });

  it("waits for readings around a change at the series' edges before reporting it", () => {
    // two spikes in a row as the last readings (the level 20 L, then 1 and -22 L), or the first ones (37 and 54 L)
    const levels = [...Array.from({ length: 60 }, () => 20), 1, -22];
    expect(detectFuelEvents(series(levels))).toEqual([]);
    expect(detectFuelEvents(series([20, 37, 54, ...Array.from({ length: 60 }, () => 20)]))).toEqual([]);
    const drained = [...Array.from({ length: 60 }, () => 60), ...Array.from({ length: 4 }, () => 30)];
    expect(detectFuelEvents(series(drained))).toMatchObject([
      { kind: "drain", levelBefore: 60, levelAfter: 30 },
    ]);
    expect(detectFuelEvents(series(drained.slice(0, 62)))).toEqual([]);
  });

  it("never reports an event on a parked level with noise and spikes only", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 400 }), fc.integer({ min: 1, max: 1000 }), (level, seed) => {
        const random = seededRandom(seed);
        const levels = Array.from({ length: 120 }, () =>
          random() < 0.02 ? level + (random() - 0.5) * 100 : level + (random() - 0.5) * 4,
        );
        expect(detectFuelEvents(series(levels))).toEqual([]);
      }),
    );
  });
});

describe("measured on synthetic vehicle-months", () => {
  it("finds at least 95 % of refuels with at most 1 false drain per vehicle-month", () => {
    const figures = measureFuelDetection(40, 2);
    expect(figures.refuelsFound / figures.refuels).toBeGreaterThanOrEqual(0.95);
    expect(figures.drainsFound / figures.drains).toBeGreaterThanOrEqual(0.9);
    expect(figures.falseDrains / figures.vehicleMonths).toBeLessThanOrEqual(1);
    expect(figures.worstFalseDrains).toBeLessThanOrEqual(1);
  });
});
