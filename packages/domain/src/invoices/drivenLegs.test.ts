import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DrivingRun, drivenKmBetween, legStart } from "./drivenLegs.js";

const T0 = Date.UTC(2026, 10, 30, 0, 0);
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);

/** Back-to-back runs over a day, each with a duration and a distance. */
const runs = fc
  .array(
    fc.record({
      minutes: fc.integer({ min: 0, max: 240 }),
      meters: fc.double({ min: 0, max: 200_000, noNaN: true }),
    }),
    {
      maxLength: 30,
    },
  )
  .map((parts) => {
    let clock = 0;
    return parts.map(({ minutes, meters }): DrivingRun => {
      const run = { start: at(clock), end: at(clock + minutes), distanceMeters: meters };
      clock += minutes;
      return run;
    });
  });
const totalKm = (all: readonly DrivingRun[]) =>
  all.reduce((sum, run) => sum + (run.end > run.start ? run.distanceMeters : 0), 0) / 1000;

describe("kilometres driven on a leg", () => {
  it("counts every run inside a window that holds them all, and nothing outside", () => {
    fc.assert(
      fc.property(runs, (all) => {
        expect(drivenKmBetween(all, at(-1), at(10_000))).toBeCloseTo(totalKm(all), 6);
        expect(drivenKmBetween(all, at(-100), at(-1))).toBe(0);
      }),
    );
  });

  it("splits the runs between adjacent legs without losing or doubling a metre", () => {
    fc.assert(
      fc.property(runs, fc.array(fc.integer({ min: 0, max: 7_200 }), { maxLength: 6 }), (all, cuts) => {
        const bounds = [-1, ...[...cuts].sort((a, b) => a - b), 10_000];
        let sum = 0;
        for (let index = 1; index < bounds.length; index++) {
          const km = drivenKmBetween(all, at(bounds[index - 1] ?? 0), at(bounds[index] ?? 0));
          expect(km).toBeGreaterThanOrEqual(0);
          sum += km;
        }
        expect(sum).toBeCloseTo(totalKm(all), 6);
      }),
    );
  });

  it("takes the part of a run inside the window by its time", () => {
    const run = { start: at(0), end: at(60), distanceMeters: 30_000 };
    expect(drivenKmBetween([run], at(30), at(90))).toBeCloseTo(15, 9);
    expect(drivenKmBetween([run], at(90), at(30))).toBe(0);
  });

  it("starts a leg at the latest earlier stop the vehicle left, else at the trip's start", () => {
    const stops = [
      { sequence: 1, departure: at(10) },
      { sequence: 3, departure: null },
      { sequence: 2, departure: at(50) },
      { sequence: 4, departure: at(90) },
    ];
    expect(legStart(stops, 4, at(0))).toEqual(at(50));
    expect(legStart(stops, 2, at(0))).toEqual(at(10));
    expect(legStart(stops, 1, at(0))).toEqual(at(0));
    expect(legStart(stops, 1, null)).toBeNull();
  });
});
