import fc from "fast-check";
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
    expect([...dropped].sort()).toEqual(
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

  it("passes a clean report on as the same object, without copying it", () => {
    const report = position({ alarm: "sos", attributes: { sat: 7, cell: { lac: 1, ids: [1, 2] } } });
    expect(checkMeasurements(report).report).toBe(report);
  });

  it("removes an empty alarm", () => {
    expect(checkMeasurements(position({ alarm: "" })).report).not.toHaveProperty("alarm");
  });

  it("turns an attribute object that is not plain into plain data", () => {
    const { report } = checkMeasurements(position({ attributes: { at: new Date(0) } }));
    expect(report?.attributes).toEqual({ at: {} });
  });

  it("never leaves unstorable text or non-finite numbers, and never changes its input", () => {
    // By code point, so a surrogate left over is one without its pair.
    const storable = (text: string) =>
      text.length <= 256 &&
      [...text].every((character) => {
        const code = character.codePointAt(0) ?? 0;
        return code < 0x20 ? [0x09, 0x0a, 0x0d].includes(code) : code < 0xd800 || code > 0xdfff;
      });
    const clean = (value: unknown): boolean =>
      typeof value === "string"
        ? storable(value)
        : typeof value === "number"
          ? Number.isFinite(value)
          : Array.isArray(value)
            ? value.every(clean)
            : value !== null && typeof value === "object"
              ? Object.entries(value).every(([key, item]) => clean(key) && clean(item))
              : true;
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: "binary" }), { nil: undefined }),
        fc.dictionary(
          fc.string({ unit: "binary", maxLength: 300 }),
          fc.oneof(fc.jsonValue({ maxDepth: 4, stringUnit: "binary" }), fc.double()),
          { maxKeys: 8 },
        ),
        fc.double(),
        (alarm, attributes, altitude) => {
          const report = position({ attributes, altitude, ...(alarm === undefined ? {} : { alarm }) });
          const before = structuredClone(report);
          const checked = checkMeasurements(report).report;
          expect(report).toEqual(before);
          expect(clean(checked?.attributes) && clean(checked?.alarm ?? "")).toBe(true);
          expect(checked?.alarm).not.toBe("");
        },
      ),
      { numRuns: 300 },
    );
  }, 20_000);

  it("keeps emoji and Indonesian text whole", () => {
    expect(storableText("Jl. Sudirman 🚚\tno. 5")).toBe("Jl. Sudirman 🚚\tno. 5");
  });
});
