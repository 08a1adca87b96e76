import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatZodIssues } from "../schemas/formatZodIssues.js";
import {
  CALIBRATION_MAX_POINTS,
  type CalibrationPoint,
  calibrationProblem,
  fuelCalibrationPointsSchema,
  linearCalibration,
  litresFromSensor,
} from "./fuelCalibration.js";

/** A valid table: sensor values strictly increasing, litres never decreasing, at most `maxLitres` in all. */
const validTable = (maxPoints = 12) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 4095 }), { minLength: 2, maxLength: maxPoints }).chain((sensors) =>
    fc
      .array(fc.integer({ min: 0, max: 30 }), { minLength: sensors.length, maxLength: sensors.length })
      .map((steps) => {
        const sorted = [...sensors].sort((a, b) => a - b);
        return sorted.map((sensor, i) => ({
          sensor,
          litres: steps.slice(0, i + 1).reduce((sum, step) => sum + step, 0),
        }));
      }),
  );

const lastLitres = (points: readonly CalibrationPoint[]) => (points.at(-1) as CalibrationPoint).litres;

describe("fuel calibration", () => {
  const table = [
    { sensor: 0, litres: 0 },
    { sensor: 40, litres: 100 },
    { sensor: 100, litres: 180 },
  ];

  it("interpolates between points and clamps outside the table", () => {
    expect(litresFromSensor(table, 20)).toBe(50);
    expect(litresFromSensor(table, 70)).toBe(140);
    expect(litresFromSensor(table, -5)).toBe(0);
    expect(litresFromSensor(table, 120)).toBe(180);
    expect(litresFromSensor(linearCalibration(200), 25)).toBe(50);
  });

  it("refuses tables that are short, long, not increasing, decreasing in litres or beyond the tank, at the point", () => {
    expect(calibrationProblem(table)).toBeNull();
    expect(calibrationProblem([{ sensor: 0, litres: 0 }])).toEqual({ kind: "tooFewPoints", index: 1 });
    const long = Array.from({ length: CALIBRATION_MAX_POINTS + 1 }, (_, i) => ({ sensor: i, litres: i }));
    expect(calibrationProblem(long)?.kind).toBe("tooManyPoints");
    expect(calibrationProblem([...table, { sensor: 100, litres: 190 }])).toEqual({
      kind: "sensorNotIncreasing",
      index: 3,
    });
    expect(calibrationProblem([...table, { sensor: 110, litres: 170 }])).toEqual({
      kind: "litresDecreasing",
      index: 3,
    });
    expect(calibrationProblem([...table, { sensor: Number.NaN, litres: 1 }])?.kind).toBe("notFinite");
    expect(calibrationProblem([{ sensor: -1, litres: 0 }, ...table])?.kind).toBe("notFinite");
    // 180 L fits a 170 L tank (10 % margin), not a 160 L one
    expect(calibrationProblem(table, 170)).toBeNull();
    expect(calibrationProblem(table, 160)).toEqual({ kind: "aboveCapacity", index: 2 });
  });

  it("is monotonic and stays within the table's litres for any valid table", () => {
    fc.assert(
      fc.property(
        validTable(),
        fc.double({ min: -100, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (points, a, delta) => {
          expect(calibrationProblem(points)).toBeNull();
          const low = litresFromSensor(points, a);
          const high = litresFromSensor(points, a + delta);
          expect(high).toBeGreaterThanOrEqual(low - 1e-9);
          expect(low).toBeGreaterThanOrEqual((points[0] as CalibrationPoint).litres - 1e-9);
          expect(high).toBeLessThanOrEqual(lastLitres(points) + 1e-9);
        },
      ),
    );
  });

  it("passes every valid table through its points exactly", () => {
    fc.assert(
      fc.property(validTable(), (points) => {
        for (const point of points)
          expect(litresFromSensor(points, point.sensor)).toBeCloseTo(point.litres, 9);
      }),
    );
  });

  it("accepts any valid table within the tank and refuses it with two points swapped, on the later one", () => {
    fc.assert(
      fc.property(validTable(), fc.nat(), (points, pick) => {
        const capacity = Math.max(1, lastLitres(points));
        expect(fuelCalibrationPointsSchema(capacity).safeParse(points).success).toBe(true);
        const i = 1 + (pick % (points.length - 1));
        const swapped = [...points];
        [swapped[i - 1], swapped[i]] = [swapped[i] as CalibrationPoint, swapped[i - 1] as CalibrationPoint];
        const parsed = fuelCalibrationPointsSchema(capacity).safeParse(swapped);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.path).toEqual([i, "sensor"]);
      }),
    );
  });

  it("tells which row is wrong, in Indonesian and English", () => {
    const parsed = fuelCalibrationPointsSchema(150).safeParse([
      { sensor: 0, litres: 0 },
      { sensor: 50, litres: 80 },
      { sensor: 60, litres: 70 },
      { sensor: 100, litres: 200 },
    ]);
    if (parsed.success) throw new Error("accepted a decreasing table");
    expect(formatZodIssues(parsed.error, "id")).toEqual([
      { field: "2.litres", message: "Liter tidak boleh lebih kecil dari baris sebelumnya" },
    ]);
    const above = fuelCalibrationPointsSchema(150).safeParse([
      { sensor: 0, litres: 0 },
      { sensor: 100, litres: 200 },
    ]);
    if (above.success) throw new Error("accepted a table beyond the tank");
    expect(formatZodIssues(above.error, "en")).toEqual([
      { field: "1.litres", message: "Litres exceeds the tank's capacity (at most 165 L)" },
    ]);
  });
});
