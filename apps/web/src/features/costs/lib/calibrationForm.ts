import {
  type CalibrationPoint,
  formatZodIssues,
  fuelCalibrationPointsSchema,
  type Language,
} from "@armada/domain";

/** One row of the calibration table as typed: a NumberInput's value is "" while empty. */
export interface CalibrationRow {
  key: number;
  sensor: number | "";
  litres: number | "";
}

let nextKey = 0;
export const calibrationRow = (sensor: number | "" = "", litres: number | "" = ""): CalibrationRow => ({
  key: nextKey++,
  sensor,
  litres,
});

/** The stored table's rows, or the linear tank (0 → 0 L, 100 → capacity) to start from. */
export function rowsOf(points: readonly CalibrationPoint[], capacityLitres: number): CalibrationRow[] {
  const start =
    points.length > 0
      ? points
      : [
          { sensor: 0, litres: 0 },
          { sensor: 100, litres: capacityLitres },
        ];
  return start.map((point) => calibrationRow(point.sensor, point.litres));
}

/**
 * The rows as the server takes them, or the localized problems keyed by `index.field` ("2.litres") and "root" for the
 * table as a whole, checked by the server's own schema.
 */
export function checkCalibrationRows(
  rows: readonly CalibrationRow[],
  capacityLitres: number,
  language: Language,
): { points: CalibrationPoint[] } | { errors: Record<string, string> } {
  const input = rows.map((row) => ({
    sensor: row.sensor === "" ? undefined : row.sensor,
    litres: row.litres === "" ? undefined : row.litres,
  }));
  const parsed = fuelCalibrationPointsSchema(capacityLitres).safeParse(input);
  if (parsed.success) return { points: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of formatZodIssues(parsed.error, language))
    errors[issue.field || "root"] ??= issue.message;
  return { errors };
}
