import { describe, expect, it } from "vitest";
import { checkMeasurements, storableText } from "./measuredRanges.js";
import type { ReportedPosition } from "./reportedPosition.js";

const position = (overrides: Partial<ReportedPosition> = {}): ReportedPosition => ({
  fixTime: new Date("2026-11-21T08:00:00Z"),
  latitude: -6.2,
  longitude: 106.8,
  speedKmh: 40,
  gpsFixed: true,
  attributes: {},
  ...overrides,
});

describe("checkMeasurements", () => {
  it("keeps a plausible report unchanged", () => {
    const report = position({ course: 359, altitude: 12, batteryPercent: 80, attributes: { sat: 7 } });
    expect(checkMeasurements(report)).toEqual({ report, dropped: [] });
  });

  it.each([1e308, -1, Number.NaN, Number.POSITIVE_INFINITY, 1001])("refuses speed %s", (speedKmh) => {
    expect(checkMeasurements(position({ speedKmh })).report).toBeNull();
  });

  it("drops each out-of-range field and names it", () => {
    const { report, dropped } = checkMeasurements(
      position({
        altitude: 1e39,
        course: 361,
        accuracy: -1,
        batteryPercent: 101,
        fuelPercent: Number.NaN,
        temperature: -300,
        odometerKm: 1e12,
      }),
    );
    expect(dropped.sort()).toEqual(
      ["accuracy", "altitude", "batteryPercent", "course", "fuelPercent", "odometerKm", "temperature"].sort(),
    );
    expect(report).toEqual(position());
  });

  it("cleans text the database cannot store out of the alarm and the attributes", () => {
    const { report, dropped } = checkMeasurements(
      position({
        alarm: "sos\u0000",
        attributes: {
          note: "a\u0000b\ud800",
          big: Number.POSITIVE_INFINITY,
          "k\u0000": 1,
          deep: { a: { b: { c: 1 } } },
        },
      }),
    );
    expect(report?.alarm).toBe("sos");
    expect(report?.attributes).toEqual({ note: "ab", k: 1, deep: { a: {} } });
    expect(dropped).toEqual(["alarm", "attributes"]);
  });

  it("keeps emoji and Indonesian text whole", () => {
    expect(storableText("Jl. Sudirman 🚚\tno. 5")).toBe("Jl. Sudirman 🚚\tno. 5");
  });
});
