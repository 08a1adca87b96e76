import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TrackPoint } from "../tracking/tripAnalysis.js";
import { type ActivityRun, extendRuns } from "./activityRuns.js";
import { tripsAndStops } from "./tripsAndStops.js";

const start = Date.UTC(2026, 10, 21, 1, 0, 0);
/** A fix every minute along -6.2°, `km` kilometres east of 106.8° (0.009° ≈ 1 km). */
const at = (minute: number, km: number, speed: number, ignition = true): TrackPoint => ({
  fixTime: new Date(start + minute * 60_000),
  latitude: -6.2,
  longitude: 106.8 + km * 0.00904,
  speed,
  ignition,
});
const runsOf = (track: TrackPoint[]) => extendRuns(null, null, track, { offlineAfterSeconds: 3600 });

describe("tripsAndStops", () => {
  it("ends a trip at a stop and starts the next when the vehicle moves again", () => {
    const track = [
      ...Array.from({ length: 11 }, (_, minute) => at(minute, minute, 60)), // 10 km in 10 min
      // standing from minute 11 to 30 (19 min): 5 of them with the engine on
      ...Array.from({ length: 20 }, (_, minute) => at(11 + minute, 10, 0, minute < 5)),
      ...Array.from({ length: 6 }, (_, minute) => at(31 + minute, 10 + minute, 60, true)),
    ];
    const { trips, stops } = tripsAndStops(runsOf(track));
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatchObject({ durationSeconds: 660, maxSpeed: 60 });
    expect(trips[0]?.distanceKm).toBeCloseTo(10, 0);
    expect(trips[0]?.avgSpeed).toBeGreaterThan(50);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ durationSeconds: 1140, idleSeconds: 300, parkedSeconds: 840 });
    expect(stops[0]?.startTime.toISOString()).toBe(at(11, 0, 0).fixTime.toISOString());
  });

  it("keeps a traffic light (under two minutes) inside the trip", () => {
    const track = [at(0, 0, 50), at(1, 1, 50), at(2, 1.8, 0), at(3, 1.8, 0), at(4, 2.6, 50), at(5, 3.6, 50)];
    const { trips, stops } = tripsAndStops(runsOf(track));
    expect(stops).toEqual([]);
    expect(trips).toHaveLength(1);
    expect(trips[0]?.durationSeconds).toBe(300);
  });

  it("breaks a trip at an offline gap and drops trips that went nowhere", () => {
    const track = [at(0, 0, 40), at(1, 0.7, 40), at(200, 30, 40), at(201, 30.7, 40), at(210, 30.7, 0)];
    const { trips } = tripsAndStops(runsOf(track));
    expect(trips).toHaveLength(2);
    expect(tripsAndStops(runsOf([at(0, 0, 0), at(10, 0, 0)])).trips).toEqual([]);
  });
});

describe("tripsAndStops resumeFrom", () => {
  const states = ["moving", "idle", "parked", "offline"] as const;
  /** Consecutive runs from the generated states and lengths (seconds), a new state each time as extendRuns makes them. */
  const runsArbitrary = fc
    .array(fc.record({ state: fc.constantFrom(...states), seconds: fc.integer({ min: 10, max: 400 }) }), {
      maxLength: 40,
    })
    .map((steps) => {
      const runs: ActivityRun[] = [];
      let time = start;
      for (const [index, step] of steps.entries()) {
        if (runs.at(-1)?.state === step.state) continue;
        runs.push({
          state: step.state,
          startTime: new Date(time),
          endTime: new Date(time + step.seconds * 1000),
          startLatitude: -6.2,
          startLongitude: 106.8 + index * 0.001,
          endLatitude: -6.2,
          endLongitude: 106.8 + (index + 1) * 0.001,
          distanceMeters: step.state === "moving" ? step.seconds * 10 : 0,
          maxSpeed: step.state === "moving" ? 36 + index : 0,
          driverId: index % 3 === 0 ? null : index,
        });
        time += step.seconds * 1000;
      }
      return runs;
    });

  it("finds the same trips going on from any prefix's resume point as over all the runs at once", () => {
    fc.assert(
      fc.property(runsArbitrary, fc.nat(), (runs, cut) => {
        const prefix = runs.slice(0, runs.length === 0 ? 0 : cut % (runs.length + 1));
        const { trips: known, resumeFrom } = tripsAndStops(prefix);
        const from = resumeFrom?.getTime() ?? Number.NEGATIVE_INFINITY;
        const final = known.filter((trip) => trip.startTime.getTime() < from);
        const rest = tripsAndStops(runs.filter((run) => run.startTime.getTime() >= from)).trips;
        expect([...final, ...rest]).toEqual(tripsAndStops(runs).trips);
      }),
    );
  });

  it("resumes at the run after a stop, not inside a trip that a short standstill interrupts", () => {
    const track = [at(0, 0, 50), at(1, 1, 50), at(2, 1.8, 0), at(3, 1.8, 0), at(4, 2.6, 50), at(5, 3.6, 50)];
    expect(tripsAndStops(runsOf(track)).resumeFrom?.toISOString()).toBe(at(0, 0, 0).fixTime.toISOString());
    const stopped = [
      ...track,
      ...Array.from({ length: 5 }, (_, minute) => at(6 + minute, 3.6, 0)),
      at(11, 4.6, 50),
    ];
    expect(tripsAndStops(runsOf(stopped)).resumeFrom?.toISOString()).toBe(at(10, 0, 0).fixTime.toISOString());
  });
});
