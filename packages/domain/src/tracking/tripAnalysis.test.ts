import { describe, expect, it } from "vitest";
import { analyseTrack, type TrackPoint } from "./tripAnalysis.js";

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
    expect(stops[0]).toMatchObject({ durationSeconds: 300, engineOn: false, longitude: 106.805 });
    expect(summary.stopCount).toBe(1);
    expect(summary.stoppedSeconds).toBe(300);
  });

  it("counts a stop still going on at the end of the range", () => {
    const { stops } = analyseTrack([point(0, 106.8, 30), point(1, 106.801, 0), point(10, 106.801, 0)]);
    expect(stops).toHaveLength(1);
    expect(stops[0]?.durationSeconds).toBe(540);
    expect(stops[0]?.engineOn).toBe(true);
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
