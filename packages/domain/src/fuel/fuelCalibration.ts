/** One point of a tank's calibration: what the sensor reports (percent, raw units) and the litres in the tank then. */
export interface CalibrationPoint {
  sensor: number;
  litres: number;
}

/** Why a calibration table is refused, or null when it can be used. */
export type CalibrationProblem =
  | "tooFewPoints"
  | "notFinite"
  | "sensorNotIncreasing"
  | "litresDecreasing"
  | null;

/**
 * A table is usable when it has at least two points, every value is finite, the sensor values strictly increase and
 * the litres never decrease (a tank cannot hold less fuel at a higher reading).
 */
export function calibrationProblem(points: readonly CalibrationPoint[]): CalibrationProblem {
  if (points.length < 2) return "tooFewPoints";
  if (points.some((p) => !Number.isFinite(p.sensor) || !Number.isFinite(p.litres) || p.litres < 0))
    return "notFinite";
  for (let i = 1; i < points.length; i++) {
    const previous = points[i - 1] as CalibrationPoint;
    const point = points[i] as CalibrationPoint;
    if (point.sensor <= previous.sensor) return "sensorNotIncreasing";
    if (point.litres < previous.litres) return "litresDecreasing";
  }
  return null;
}

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
