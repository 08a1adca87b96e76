import { describe, expect, it } from "vitest";
import { formatDuration, presetRange } from "./format";
import { advance, positionAt, type TrackPoint } from "./playback";

const points: TrackPoint[] = [
  { time: 0, latitude: 0, longitude: 0, speed: 0, course: null },
  { time: 10_000, latitude: 1, longitude: 0, speed: 40, course: 0 },
  { time: 20_000, latitude: 1, longitude: 1, speed: 60, course: 90 },
];

describe("playback interpolation", () => {
  it("interpolates between the surrounding points with the heading of the segment", () => {
    const halfway = positionAt(points, 5_000);
    expect(halfway).toMatchObject({ latitude: 0.5, longitude: 0, speed: 20, index: 0 });
    expect(halfway?.course).toBeCloseTo(0);
    const east = positionAt(points, 15_000);
    expect(east?.longitude).toBeCloseTo(0.5);
    expect(east?.course).toBeCloseTo(90);
    expect(east?.index).toBe(1);
  });

  it("clamps before the first and after the last point; null without points", () => {
    expect(positionAt(points, -5)).toMatchObject({ latitude: 0, index: 0 });
    expect(positionAt(points, 99_000)).toMatchObject({ longitude: 1, index: 2 });
    expect(positionAt([], 0)).toBeNull();
  });

  it("advances one trip minute per second at 1x and stops at the end", () => {
    expect(advance(0, 1000, 1, 1e9)).toBe(60_000);
    expect(advance(0, 500, 16, 1e9)).toBe(480_000);
    expect(advance(0, 1000, 16, 100_000)).toBe(100_000);
  });
});

describe("summary formatting", () => {
  it("formats durations", () => {
    expect(formatDuration(7_500)).toBe("2 j 05 m");
    expect(formatDuration(720)).toBe("12 m");
    expect(formatDuration(40)).toBe("40 d");
  });

  it("computes preset ranges in local time", () => {
    const now = new Date(2026, 0, 10, 15, 30);
    expect(presetRange("today", now)).toEqual([new Date(2026, 0, 10), now]);
    const [start, end] = presetRange("yesterday", now);
    expect(start).toEqual(new Date(2026, 0, 9));
    expect(end.getDate()).toBe(9);
    expect(presetRange("last7Days", now)[0]).toEqual(new Date(2026, 0, 4));
  });
});
