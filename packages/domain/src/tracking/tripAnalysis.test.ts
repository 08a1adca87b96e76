import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extendRuns } from "../reports/activityRuns.js";
import { tripsAndStops } from "../reports/tripsAndStops.js";
import { analyseTrack as analyse, routeStop, type TrackPoint } from "./tripAnalysis.js";

const OPTIONS = { offlineAfterSeconds: 3600 };
const analyseTrack = (points: readonly TrackPoint[]) => analyse(points, OPTIONS);

const start = Date.UTC(2026, 10, 21, 1, 0, 0);
/** A point every `minute` minutes heading east along the equator-ish latitude of Jakarta. */
const point = (minute: number, longitude: number, speed: number, ignition = true): TrackPoint => ({
  fixTime: new Date(start + minute * 60_000),
  latitude: -6.2,
  longitude,
  speed,
  ignition,
});

describe("analyseTrack", () => {
  it("measures distance and driving time only while moving", () => {
    // 0.01° of longitude at -6.2° is about 1.1 km; one minute apart → ~66 km/h
    const track = [point(0, 106.8, 60), point(1, 106.81, 66), point(2, 106.82, 66)];
    const { summary } = analyseTrack(track);
    expect(summary.distanceKm).toBeCloseTo(2.21, 1);
    expect(summary.drivingSeconds).toBe(120);
    expect(summary.maxSpeed).toBe(66);
    expect(summary.avgSpeed).toBeGreaterThan(60);
    expect(summary.avgSpeed).toBeLessThan(70);
  });

  it("finds a stop of at least two minutes, and ignores a shorter one", () => {
    // the stops report's rule: the stop is the standing runs, from the first still fix to the last one before moving
    const track = [
      point(0, 106.8, 40),
      point(1, 106.805, 0, false),
      point(2, 106.805, 0, false),
      point(5, 106.805, 0, false),
      point(6, 106.81, 40),
      point(7, 106.815, 0),
      point(8, 106.82, 30),
    ];
    const { stops, summary } = analyseTrack(track);
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({ durationSeconds: 240, engineOn: false, longitude: 106.805 });
    expect(stops[0]?.startTime).toEqual(point(1, 0, 0).fixTime);
    expect(stops[0]?.endTime).toEqual(point(5, 0, 0).fixTime);
    expect(summary.stopCount).toBe(1);
    expect(summary.stoppedSeconds).toBe(240);
  });

  it("counts a stop still going on at the end of the range", () => {
    const { stops } = analyseTrack([point(0, 106.8, 30), point(1, 106.801, 0), point(10, 106.801, 0)]);
    expect(stops).toHaveLength(1);
    expect(stops[0]?.durationSeconds).toBe(540);
    expect(stops[0]?.engineOn).toBe(true);
  });

  it("calls a stop engine on when the engine ran for most of it", () => {
    const stopWith = (idleMinutes: number) =>
      analyseTrack([
        point(0, 106.8, 30),
        ...Array.from({ length: 11 }, (_, minute) => point(1 + minute, 106.801, 0, minute < idleMinutes)),
        point(12, 106.81, 30),
      ]).stops;
    expect(stopWith(6)).toMatchObject([{ durationSeconds: 600, engineOn: true }]);
    expect(stopWith(5)).toMatchObject([{ durationSeconds: 600, engineOn: false }]);
    expect(stopWith(4)).toMatchObject([{ durationSeconds: 600, engineOn: false }]);
  });

  it("ends a stop at an offline gap, as the runs do", () => {
    const { stops } = analyse(
      [point(0, 106.8, 30), point(1, 106.801, 0), point(5, 106.801, 0), point(90, 106.801, 0)],
      {
        offlineAfterSeconds: 600,
      },
    );
    expect(stops).toMatchObject([{ durationSeconds: 240 }]);
  });

  it("reports the stops the stops report finds in the runs of the same points, whatever the track", () => {
    const track = fc.array(
      fc.record({
        gap: fc.integer({ min: 0, max: 1200 }),
        speed: fc.constantFrom(0, 2, 4.9, 5, 30, 90),
        ignition: fc.constantFrom(true, false, null),
        drift: fc.integer({ min: -3, max: 3 }),
      }),
      { maxLength: 80 },
    );
    const offline = fc.constantFrom(300, 900, 3600);
    fc.assert(
      fc.property(track, offline, (steps, offlineAfterSeconds) => {
        let seconds = 0;
        let longitude = 106.8;
        const points = steps.map((step): TrackPoint => {
          seconds += step.gap;
          longitude += step.drift * 0.001;
          const { speed, ignition } = step;
          return { fixTime: new Date(start + seconds * 1000), latitude: -6.2, longitude, speed, ignition };
        });
        const report = tripsAndStops(extendRuns(null, null, points, { offlineAfterSeconds })).stops;
        const { stops, summary } = analyse(points, { offlineAfterSeconds });
        expect(stops).toEqual(report.map(routeStop));
        expect(stops.map((stop) => stop.engineOn)).toEqual(
          report.map((visit) => visit.idleSeconds > visit.parkedSeconds),
        );
        expect(summary.stopCount).toBe(report.length);
        expect(summary.stoppedSeconds).toBe(
          report.reduce((total, visit) => total + visit.durationSeconds, 0),
        );
      }),
    );
  });

  it("adds no distance for an impossible GPS jump", () => {
    const { summary } = analyseTrack([point(0, 106.8, 50), point(1, 107.8, 50)]);
    expect(summary.distanceKm).toBe(0);
  });

  it("is empty for no points", () => {
    expect(analyseTrack([])).toEqual({
      stops: [],
      summary: {
        distanceKm: 0,
        drivingSeconds: 0,
        stopCount: 0,
        stoppedSeconds: 0,
        maxSpeed: 0,
        avgSpeed: 0,
      },
    });
  });
});
