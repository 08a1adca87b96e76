import { describe, expect, it } from "vitest";
import { zonedDay } from "../timeZone.js";
import { drivingByDriverDay } from "./drivingByDriverDay.js";

/** A point every minute heading north at about 60 km/h (0.009° of latitude ≈ 1 km). */
const track = (start: Date, minutes: number, speed = 60) =>
  Array.from({ length: minutes + 1 }, (_, index) => ({
    fixTime: new Date(start.getTime() + index * 60_000),
    latitude: -6.2 + index * 0.009,
    longitude: 106.8,
    speed,
  }));

describe("drivingByDriverDay", () => {
  it("gives each driven minute to the driver of its start, per company day", () => {
    // 16:50 to 17:10 UTC is 23:50 to 00:10 WIB: two Jakarta days
    const start = new Date("2026-11-24T16:50:00Z");
    const handover = new Date("2026-11-24T17:00:00Z");
    const result = drivingByDriverDay(track(start, 20), (time) => (time < handover ? 7 : 8), "Asia/Jakarta");
    expect(result.map(({ driverId, day, drivingSeconds }) => [driverId, day, drivingSeconds])).toEqual([
      [7, "2026-11-24", 600],
      [8, "2026-11-25", 600],
    ]);
    expect(result[0]?.distanceMeters).toBeGreaterThan(9_900);
    expect(result[0]?.distanceMeters).toBeLessThan(10_100);
  });

  it("counts nothing for standing still or for time nobody is known to have driven", () => {
    const start = new Date("2026-11-24T01:00:00Z");
    expect(
      drivingByDriverDay(
        track(start, 10, 0).map((p) => ({ ...p, latitude: -6.2 })),
        () => 7,
        "Asia/Jakarta",
      ),
    ).toEqual([]);
    expect(drivingByDriverDay(track(start, 10), () => null, "Asia/Jakarta")).toEqual([]);
  });

  it("keys days by the company's zone", () => {
    const time = new Date("2026-11-24T16:30:00Z");
    expect(zonedDay(time, "Asia/Jakarta")).toBe("2026-11-24");
    expect(zonedDay(time, "Asia/Makassar")).toBe("2026-11-25");
  });
});
