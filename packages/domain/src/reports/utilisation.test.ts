import { describe, expect, it } from "vitest";
import type { TrackPoint } from "../tracking/tripAnalysis.js";
import { extendRuns } from "./activityRuns.js";
import { daysOf, utilisationByDay } from "./utilisation.js";

// 22:00 WIB on 21 Nov 2026 = 15:00 UTC
const start = Date.UTC(2026, 10, 21, 15, 0, 0);
const at = (minute: number, speed: number, ignition = true): TrackPoint => ({
  fixTime: new Date(start + minute * 60_000),
  latitude: -6.2,
  longitude: 106.8 + minute * 0.01 * (speed > 0 ? 1 : 0),
  speed,
  ignition,
});

describe("utilisationByDay", () => {
  it("splits runs at the company's midnight and fills the rest of each day as offline", () => {
    // 22:00-01:00 WIB driving, then 01:00-02:00 idle, then parked until 03:00
    const track = [
      ...Array.from({ length: 181 }, (_, minute) => at(minute, 50)),
      at(181, 0),
      at(240, 0),
      at(241, 0, false),
      at(300, 0, false),
    ];
    const runs = extendRuns(null, null, track, { offlineAfterSeconds: 3600 });
    const [first, second] = utilisationByDay(
      runs,
      { startDate: "2026-11-21", endDate: "2026-11-22" },
      new Date(Date.UTC(2026, 11, 1)),
      "Asia/Jakarta",
    );
    expect(first).toEqual({ day: "2026-11-21", moving: 7200, idle: 0, parked: 0, offline: 86_400 - 7200 });
    expect(second?.moving).toBe(3600 + 60);
    expect(second?.idle).toBe(3540 + 60);
    expect(second?.parked).toBe(3540);
    expect((second?.moving ?? 0) + (second?.idle ?? 0) + (second?.parked ?? 0) + (second?.offline ?? 0)).toBe(
      86_400,
    );
  });

  it("counts today only up to now, and a day in another zone from its own midnight", () => {
    const now = new Date(Date.UTC(2026, 10, 21, 18, 0, 0)); // 01:00 WIB on the 22nd
    const [today] = utilisationByDay(
      [],
      { startDate: "2026-11-22", endDate: "2026-11-22" },
      now,
      "Asia/Jakarta",
    );
    expect(today).toEqual({ day: "2026-11-22", moving: 0, idle: 0, parked: 0, offline: 3600 });
    const [wit] = utilisationByDay(
      [],
      { startDate: "2026-11-22", endDate: "2026-11-22" },
      now,
      "Asia/Jayapura",
    );
    expect(wit?.offline).toBe(3 * 3600);
  });

  it("lists every day of the period", () => {
    expect(daysOf("2026-01-30", "2026-02-02")).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
      "2026-02-02",
    ]);
  });
});
