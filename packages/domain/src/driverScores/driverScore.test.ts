import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALERT_CODE } from "../alerts/alertCodeNumbers.js";
import {
  addBehaviourCounts,
  type BehaviourCounts,
  behaviourOfAlert,
  DRIVER_BEHAVIOURS,
  NO_BEHAVIOURS,
} from "./driverBehaviours.js";
import {
  averageScore,
  type DriverScoreSettings,
  gradeOf,
  MIN_SCORED_DISTANCE_KM,
  rankDrivers,
  scoreDriver,
} from "./driverScore.js";

/** The company defaults (company.tables.ts). */
const settings: DriverScoreSettings = {
  dsBase: 100,
  dsCostAccel: 1,
  dsCostBrake: 1,
  dsCostSharpturn: 1,
  dsCostOverspeed: 1,
  dsMinScoreA: 90,
  dsMinScoreB: 75,
  dsMinScoreC: 60,
  dsMinScoreD: 40,
};
const counts = (some: Partial<BehaviourCounts>): BehaviourCounts => ({ ...NO_BEHAVIOURS, ...some });

describe("behaviourOfAlert", () => {
  it("counts driving alerts and ignores the others", () => {
    expect(behaviourOfAlert(ALERT_CODE.harshBraking)).toBe("harshBrake");
    expect(behaviourOfAlert(ALERT_CODE.dmsPhoneCall)).toBe("phoneCalling");
    expect(behaviourOfAlert(ALERT_CODE.idle)).toBe("exceededIdleTime");
    expect(behaviourOfAlert(ALERT_CODE.geofenceEnter)).toBeNull();
    expect(new Set(DRIVER_BEHAVIOURS.map((b) => b)).size).toBe(12);
  });
});

describe("scoreDriver", () => {
  it("gives the full base to a clean driver", () => {
    const result = scoreDriver(NO_BEHAVIOURS, 350, settings);
    expect(result).toMatchObject({ score: 100, finalGrade: "A", totalAlert: 0 });
    expect(result.behaviours.harshBrake).toEqual({ total: 0, score: 100 });
  });

  it("subtracts cost × events per 100 km, per behaviour and in total", () => {
    // 4 brakes and 2 overspeeds in 200 km: 2 + 1 points per 100 km
    const result = scoreDriver(counts({ harshBrake: 4, overspeed: 2 }), 200, settings);
    expect(result.score).toBe(97);
    expect(result.totalAlert).toBe(6);
    expect(result.behaviours.harshBrake).toEqual({ total: 4, score: 98 });
    expect(result.behaviours.overspeed).toEqual({ total: 2, score: 99 });
    expect(scoreDriver(counts({ harshBrake: 4 }), 200, { ...settings, dsCostBrake: 5 }).score).toBe(90);
  });

  it("does not punish driving more: the same habits over twice the distance score the same", () => {
    const week = scoreDriver(counts({ harshAccel: 3, sharpturn: 1 }), 150, settings);
    const twoWeeks = scoreDriver(counts({ harshAccel: 6, sharpturn: 2 }), 300, settings);
    expect(twoWeeks.score).toBe(week.score);
  });

  it("scores a short distance as the minimum distance, and never below zero", () => {
    expect(scoreDriver(counts({ harshBrake: 1 }), 2, settings).score).toBe(
      scoreDriver(counts({ harshBrake: 1 }), MIN_SCORED_DISTANCE_KM, settings).score,
    );
    const reckless = scoreDriver(counts({ phoneCalling: 500 }), 30, settings);
    expect(reckless).toMatchObject({ score: 0, finalGrade: "E" });
  });

  it("stays within 0..base, falls with more events and rises with more distance", () => {
    const count = fc.integer({ min: 0, max: 200 });
    const countsArb = fc.record(
      Object.fromEntries(DRIVER_BEHAVIOURS.map((b) => [b, count])) as Record<
        (typeof DRIVER_BEHAVIOURS)[number],
        typeof count
      >,
    );
    fc.assert(
      fc.property(
        countsArb,
        fc.constantFrom(...DRIVER_BEHAVIOURS),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        (some, behaviour, km) => {
          const result = scoreDriver(some, km, settings);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(settings.dsBase);
          const more = scoreDriver({ ...some, [behaviour]: some[behaviour] + 1 }, km, settings);
          expect(more.score).toBeLessThanOrEqual(result.score);
          expect(scoreDriver(some, km * 2 + 1, settings).score).toBeGreaterThanOrEqual(result.score);
        },
      ),
    );
  });
});

describe("grades, averages and rankings", () => {
  it("grades by the company's minimums, inclusive, E below D", () => {
    expect([95, 90, 89.9, 75, 60, 40, 39.9].map((score) => gradeOf(score, settings))).toEqual([
      "A",
      "A",
      "B",
      "B",
      "C",
      "D",
      "E",
    ]);
    expect(gradeOf(80, { ...settings, dsMinScoreA: 80 })).toBe("A");
  });

  it("averages scores and grades the average; nothing to average without drivers", () => {
    expect(
      averageScore(
        [
          { driverId: 1, score: 92 },
          { driverId: 2, score: 70.5 },
        ],
        settings,
      ),
    ).toEqual({ averageScore: 81.3, averageFinalGrade: "B" });
    expect(averageScore([], settings)).toBeNull();
  });

  it("ranks the best and the lowest ten, ties by driver id", () => {
    const drivers = Array.from({ length: 25 }, (_, index) => ({ driverId: index + 1, score: index % 5 }));
    const { top, lowest } = rankDrivers(drivers);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((d) => d.driverId)).toEqual([5, 10, 15]);
    expect(lowest.slice(0, 3).map((d) => d.driverId)).toEqual([1, 6, 11]);
  });

  it("adds daily counts into a period", () => {
    expect(addBehaviourCounts(counts({ yawn: 1 }), counts({ yawn: 2, smoking: 1 }))).toEqual(
      counts({ yawn: 3, smoking: 1 }),
    );
  });
});
