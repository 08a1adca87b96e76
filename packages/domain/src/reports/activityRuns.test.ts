import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TrackPoint } from "../tracking/tripAnalysis.js";
import { type ActivityRun, extendRuns, runSeconds } from "./activityRuns.js";

const start = Date.UTC(2026, 10, 21, 1, 0, 0);
const at = (
  seconds: number,
  longitude: number,
  speed: number,
  ignition: boolean | null = true,
): TrackPoint => ({
  fixTime: new Date(start + seconds * 1000),
  latitude: -6.2,
  longitude,
  speed,
  ignition,
});
const OPTIONS = { offlineAfterSeconds: 3600 };

describe("extendRuns", () => {
  it("splits a track into moving, idle, parked and offline runs", () => {
    const track = [
      at(0, 106.8, 60),
      at(60, 106.81, 60),
      at(120, 106.82, 0), // arriving: the interval still moves
      at(180, 106.82, 0), // idling: an interval takes the ignition of the fix it starts at
      at(240, 106.82, 0, false), // engine off
      at(300, 106.82, 0, false),
      at(300 + 7200, 106.82, 0, false), // two hours of silence
      at(300 + 7260, 106.83, 40),
    ];
    const runs = extendRuns(null, null, track, OPTIONS);
    expect(runs.map((run) => [run.state, runSeconds(run)])).toEqual([
      ["moving", 120],
      ["idle", 120],
      ["parked", 60],
      ["offline", 7200],
      ["moving", 60],
    ]);
    expect(runs[0]?.distanceMeters).toBeGreaterThan(2000);
    expect(runs[0]?.maxSpeed).toBe(60);
    expect(runs[1]?.distanceMeters).toBe(0);
  });

  it("grows the last run across batches as if the fixes came in one", () => {
    const track = Array.from({ length: 40 }, (_, index) =>
      at(index * 30, 106.8 + index * 0.003, index % 13 < 8 ? 40 : 0, index % 2 === 0),
    );
    const whole = extendRuns(null, null, track, OPTIONS);
    const stored = new Map<number, ActivityRun>();
    let last: ActivityRun | null = null;
    let previous: TrackPoint | null = null;
    for (let from = 0; from < track.length; from += 7) {
      const batch = track.slice(from, from + 7);
      for (const run of extendRuns(last, previous, batch, OPTIONS)) stored.set(run.startTime.getTime(), run);
      last = [...stored.values()].at(-1) ?? null;
      previous = batch.at(-1) ?? previous;
    }
    expect([...stored.values()]).toEqual(whole);
  });

  it("covers the time from the first to the last fix exactly once, whatever the track", () => {
    const track = fc.array(
      fc.record({
        gap: fc.integer({ min: 1, max: 5000 }),
        speed: fc.constantFrom(0, 3, 5, 30, 90),
        ignition: fc.constantFrom(true, false, null),
      }),
      { minLength: 2, maxLength: 60 },
    );
    fc.assert(
      fc.property(track, (steps) => {
        let seconds = 0;
        const points = steps.map((step, index) => {
          seconds += step.gap;
          return at(seconds, 106.8 + index * 0.0001, step.speed, step.ignition);
        });
        const runs = extendRuns(null, null, points, OPTIONS);
        const total = runs.reduce((sum, run) => sum + runSeconds(run), 0);
        const first = points[0];
        const last = points.at(-1);
        if (!first || !last) return;
        expect(total).toBe((last.fixTime.getTime() - first.fixTime.getTime()) / 1000);
        for (const [index, run] of runs.entries()) {
          const next = runs[index + 1];
          if (next) expect(next.startTime.getTime()).toBe(run.endTime.getTime());
          if (next) expect(next.state === run.state).toBe(false);
        }
      }),
    );
  });

  it("attributes each run to the driver when it began", () => {
    const runs = extendRuns(null, null, [at(0, 106.8, 50), at(60, 106.81, 0), at(3000, 106.81, 0)], {
      ...OPTIONS,
      driverAt: (time) => (time.getTime() < start + 30_000 ? 7 : 8),
    });
    expect(runs.map((run) => run.driverId)).toEqual([7, 8]);
  });
});
