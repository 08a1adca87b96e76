import { describe, expect, it } from "vitest";
import { calibrationRow, checkCalibrationRows, rowsOf } from "./calibrationForm";

describe("calibration form", () => {
  it("starts a tank without a table from the linear one", () => {
    expect(rowsOf([], 200).map(({ sensor, litres }) => [sensor, litres])).toEqual([
      [0, 0],
      [100, 200],
    ]);
  });

  it("sends complete rows and names the row and field of a problem", () => {
    expect(checkCalibrationRows([calibrationRow(0, 0), calibrationRow(50, 90.5)], 100, "id")).toEqual({
      points: [
        { sensor: 0, litres: 0 },
        { sensor: 50, litres: 90.5 },
      ],
    });
    const decreasing = checkCalibrationRows(
      [calibrationRow(0, 0), calibrationRow(50, 90), calibrationRow(60, 80)],
      100,
      "id",
    );
    expect(decreasing).toEqual({
      errors: { "2.litres": "Liter tidak boleh lebih kecil dari baris sebelumnya" },
    });
    const empty = checkCalibrationRows([calibrationRow(0, 0), calibrationRow("", 10)], 100, "en");
    expect(empty).toEqual({ errors: { "1.sensor": "Sensor reading is required" } });
  });
});
