import { z } from "zod";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";

/** One point of a tank's calibration: what the sensor reports (percent, raw units) and the litres in the tank then. */
export interface CalibrationPoint {
  sensor: number;
  litres: number;
}

/** A table holds at most this many points (a tank is calibrated every few litres at most). */
export const CALIBRATION_MAX_POINTS = 100;
/** The largest sensor value a table may name: a percent, or an analogue input's raw units (12 bits: 4095). */
export const CALIBRATION_MAX_SENSOR = 100_000;
/** A table may reach this share of the tank's nominal capacity (filling to the neck holds a little more). */
export const CALIBRATION_CAPACITY_MARGIN = 1.1;

export type CalibrationProblemKind =
  | "tooFewPoints"
  | "tooManyPoints"
  | "notFinite"
  | "sensorNotIncreasing"
  | "litresDecreasing"
  | "aboveCapacity";

/** Why a calibration table is refused and at which point, or null when it can be used. */
export type CalibrationProblem = { kind: CalibrationProblemKind; index: number } | null;

/**
 * A table is usable when it has 2 to `CALIBRATION_MAX_POINTS` points, every value is finite and not negative, the
 * sensor values strictly increase, the litres never decrease (a tank cannot hold less fuel at a higher reading) and,
 * given the tank's nominal capacity, no point holds more than `CALIBRATION_CAPACITY_MARGIN` of it.
 */
export function calibrationProblem(
  points: readonly CalibrationPoint[],
  capacityLitres?: number,
): CalibrationProblem {
  if (points.length < 2) return { kind: "tooFewPoints", index: points.length };
  if (points.length > CALIBRATION_MAX_POINTS) return { kind: "tooManyPoints", index: CALIBRATION_MAX_POINTS };
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as CalibrationPoint;
    if (
      !Number.isFinite(point.sensor) ||
      !Number.isFinite(point.litres) ||
      point.litres < 0 ||
      point.sensor < 0
    )
      return { kind: "notFinite", index: i };
    const previous = points[i - 1];
    if (previous && point.sensor <= previous.sensor) return { kind: "sensorNotIncreasing", index: i };
    if (previous && point.litres < previous.litres) return { kind: "litresDecreasing", index: i };
    if (capacityLitres !== undefined && point.litres > capacityLitres * CALIBRATION_CAPACITY_MARGIN)
      return { kind: "aboveCapacity", index: i };
  }
  return null;
}

const PROBLEM_ISSUES: Partial<
  Record<CalibrationProblemKind, { field: keyof CalibrationPoint; key: string }>
> = {
  sensorNotIncreasing: { field: "sensor", key: ISSUE_KEYS.calibrationSensorNotIncreasing },
  litresDecreasing: { field: "litres", key: ISSUE_KEYS.calibrationLitresDecreasing },
  aboveCapacity: { field: "litres", key: ISSUE_KEYS.calibrationAboveCapacity },
};

/**
 * A tank's calibration table as typed in (the vehicle's fuel settings) and stored: its points in sensor order, each
 * problem of `calibrationProblem` reported on the point and field it concerns.
 */
export function fuelCalibrationPointsSchema(capacityLitres: number) {
  return z
    .array(
      z.object({
        sensor: z.number().min(0).max(CALIBRATION_MAX_SENSOR),
        litres: z.number().min(0).max(10_000),
      }),
    )
    .min(2)
    .max(CALIBRATION_MAX_POINTS)
    .superRefine((points, context) => {
      const problem = calibrationProblem(points, capacityLitres);
      const issue = problem ? PROBLEM_ISSUES[problem.kind] : undefined;
      if (problem && issue)
        context.addIssue({
          code: "custom",
          path: [problem.index, issue.field],
          message: issue.key,
          params: { most: Math.floor(capacityLitres * CALIBRATION_CAPACITY_MARGIN) },
        });
    });
}

export const fuelCalibrationVehicleSchema = z.object({ vehicleId: z.int32().min(1) });

/**
 * Litres for a sensor value by linear interpolation between the table's neighbouring points; values outside the
 * table are clamped to its ends (a sensor reading past its calibrated range is not extrapolated).
 */
export function litresFromSensor(points: readonly CalibrationPoint[], sensor: number): number {
  const first = points[0] as CalibrationPoint;
  const last = points[points.length - 1] as CalibrationPoint;
  if (sensor <= first.sensor) return first.litres;
  if (sensor >= last.sensor) return last.litres;
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((points[middle] as CalibrationPoint).sensor <= sensor) low = middle;
    else high = middle;
  }
  const a = points[low] as CalibrationPoint;
  const b = points[high] as CalibrationPoint;
  return a.litres + ((sensor - a.sensor) / (b.sensor - a.sensor)) * (b.litres - a.litres);
}

/** A straight tank without its own table: the sensor's percent of the tank's capacity. */
export function linearCalibration(capacityLitres: number): CalibrationPoint[] {
  return [
    { sensor: 0, litres: 0 },
    { sensor: 100, litres: capacityLitres },
  ];
}
