import { type CompanyTimeZone, zonedDay } from "../timeZone.js";
import { drivenSegment, type SegmentPoint } from "../tracking/drivenSegment.js";

export interface DriverDayDriving {
  driverId: number;
  /** the company's calendar day, "2026-11-24" */
  day: string;
  distanceMeters: number;
  drivingSeconds: number;
}

/**
 * Splits a vehicle's time-ordered track into distance and time driven per driver and company day. Each driven
 * segment counts for the driver at its start and the day it starts in; segments nobody is known to have driven
 * count for nobody.
 */
export function drivingByDriverDay(
  points: readonly SegmentPoint[],
  driverAt: (time: Date) => number | null,
  zone: CompanyTimeZone,
): DriverDayDriving[] {
  const totals = new Map<string, DriverDayDriving>();
  for (let index = 1; index < points.length; index++) {
    const previous = points[index - 1] as SegmentPoint;
    const segment = drivenSegment(previous, points[index] as SegmentPoint);
    if (!segment) continue;
    const driverId = driverAt(previous.fixTime);
    if (driverId === null) continue;
    const day = zonedDay(previous.fixTime, zone);
    const key = `${driverId}|${day}`;
    const total = totals.get(key) ?? { driverId, day, distanceMeters: 0, drivingSeconds: 0 };
    total.distanceMeters += segment.meters;
    total.drivingSeconds += segment.seconds;
    totals.set(key, total);
  }
  return [...totals.values()];
}
