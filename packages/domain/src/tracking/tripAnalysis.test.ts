import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extendRuns } from "../reports/activityRuns.js";
import { tripsAndStops } from "../reports/tripsAndStops.js";
import {
  analyseTrack as analyse,
  routeStop,
  type TrackAnalysisOptions,
  type TrackPoint,
} from "./tripAnalysis.js";

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

  it("shows a stop the range begins or ends in whole, from the still fixes beyond the range", () => {
    const day = [
      point(0, 106.79, 40),
      point(1, 106.8, 0, false),
      point(30, 106.8, 0, false),
      point(60, 106.8, 0, true),
      point(61, 106.81, 40),
      point(62, 106.82, 40),
      point(63, 106.83, 0, false),
      point(100, 106.83, 0, false),
      point(130, 106.83, 0, false),
      point(131, 106.84, 40),
    ];
    const range = day.slice(2, 8);
    const { stops, summary } = analyse(range, {
      ...OPTIONS,
      before: day.slice(0, 2).reverse(),
      after: day.slice(8),
    });
    expect(stops.map((stop) => [stop.startTime, stop.endTime])).toEqual([
      [point(1, 0, 0).fixTime, point(60, 0, 0).fixTime],
      [point(63, 0, 0).fixTime, point(130, 0, 0).fixTime],
    ]);
    expect(summary.stoppedSeconds).toBe((59 + 67) * 60);
    // distance, driving time and speeds stay the range's own
    const { stopCount, stoppedSeconds, ...moving } = analyseTrack(range).summary;
    expect(summary).toMatchObject(moving);
    expect(summary.stopCount).toBe(2);
  });

  it("takes no fix beyond the range past a moving fix or an offline gap", () => {
    const before = [point(-20, 106.8, 0), point(-21, 106.8, 0)];
    const range = [point(0, 106.8, 0), point(10, 106.8, 0)];
    const stopsWith = (options: TrackAnalysisOptions, track = range) =>
      analyse(track, options).stops.map((stop) => stop.durationSeconds);
    expect(stopsWith({ offlineAfterSeconds: 1800, before })).toEqual([1860]);
    // 20 minutes without a fix is offline here
    expect(stopsWith({ offlineAfterSeconds: 600, before })).toEqual([600]);
    // the range begins moving: its stop begins inside it
    const startsMoving = [point(0, 106.8, 30), point(10, 106.8, 0), point(20, 106.8, 0)];
    expect(stopsWith({ offlineAfterSeconds: 1800, before }, startsMoving)).toEqual([600]);
    // the vehicle moved before the range: the stop begins at the first still fix after that
    const movedBefore = [point(-2, 106.8, 0), point(-3, 106.79, 30), point(-20, 106.79, 0)];
    expect(stopsWith({ offlineAfterSeconds: 1800, before: movedBefore })).toEqual([720]);
  });

  it("finds, for a range cut out of any track, the track's stops that overlap the range", () => {
    const track = fc.array(
      fc.record({
        gap: fc.integer({ min: 1, max: 1200 }),
        speed: fc.constantFrom(0, 4.9, 5, 40),
        ignition: fc.constantFrom(true, false, null),
      }),
      { maxLength: 60 },
    );
    const cut = fc.tuple(fc.nat(), fc.nat());
    fc.assert(
      fc.property(track, cut, fc.constantFrom(300, 3600), (steps, [a, b], offlineAfterSeconds) => {
        let seconds = 0;
        const points = steps.map(({ gap, speed, ignition }): TrackPoint => {
          seconds += gap;
          return {
            fixTime: new Date(start + seconds * 1000),
            latitude: -6.2,
            longitude: 106.8,
            speed,
            ignition,
          };
        });
        const from = points.length === 0 ? 0 : a % (points.length + 1);
        const to = from + (points.length === 0 ? 0 : b % (points.length - from + 1));
        const range = points.slice(from, to);
        const first = range[0]?.fixTime.getTime() ?? Number.POSITIVE_INFINITY;
        const last = range.at(-1)?.fixTime.getTime() ?? Number.NEGATIVE_INFINITY;
        const whole = analyse(points, { offlineAfterSeconds }).stops.filter(
          (stop) => stop.endTime.getTime() >= first && stop.startTime.getTime() <= last,
        );
        const { stops } = analyse(range, {
          offlineAfterSeconds,
          before: points.slice(0, from).reverse(),
          after: points.slice(to),
        });
        expect(stops).toEqual(whole);
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
