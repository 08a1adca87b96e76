import { addDays, type CalendarDay, daysBetween } from "./calendarDay.js";

/** When a plan item is due: every `intervalKm`, `intervalHours` (engine) or `intervalDays`, whichever comes first. */
export interface ServiceInterval {
  intervalKm: number | null;
  intervalHours: number | null;
  intervalDays: number | null;
  /** advance notice: the item is "upcoming" this much before any of its limits */
  noticeKm: number | null;
  noticeHours: number | null;
  noticeDays: number | null;
}

/** The meters and day at the last service of the item (or when the plan started counting). */
export interface ServiceBaseline {
  odometerKm: number | null;
  engineHours: number | null;
  day: CalendarDay;
}

export interface ServiceMeters {
  odometerKm: number | null;
  engineHours: number | null;
  today: CalendarDay;
}

export const SERVICE_DUE_STATUSES = ["OK", "UPCOMING", "OVERDUE"] as const;
export type ServiceDueStatus = (typeof SERVICE_DUE_STATUSES)[number];

export interface ServiceDue {
  status: ServiceDueStatus;
  dueOdometerKm: number | null;
  dueEngineHours: number | null;
  dueDay: CalendarDay | null;
  /** left before the limit (negative once past); null when that measure does not apply or is unknown */
  remainingKm: number | null;
  remainingHours: number | null;
  remainingDays: number | null;
}

/** An item counts a measure only when it has an interval for it and the meter is known at both ends. */
function remaining(interval: number | null, base: number | null, now: number | null): number | null {
  if (interval === null || base === null || now === null) return null;
  return base + interval - now;
}

/**
 * Whether a plan item is due: OVERDUE when any measure has reached its limit, UPCOMING when any is within its notice,
 * else OK. A measure whose meter is unknown (no odometer from the device, nothing entered) is left out.
 */
export function serviceDue(
  interval: ServiceInterval,
  baseline: ServiceBaseline,
  meters: ServiceMeters,
): ServiceDue {
  const remainingKm = remaining(interval.intervalKm, baseline.odometerKm, meters.odometerKm);
  const remainingHours = remaining(interval.intervalHours, baseline.engineHours, meters.engineHours);
  const dueDay = interval.intervalDays === null ? null : addDays(baseline.day, interval.intervalDays);
  const remainingDays = dueDay === null ? null : daysBetween(meters.today, dueDay);
  const measures: [number | null, number | null][] = [
    [remainingKm, interval.noticeKm],
    [remainingHours, interval.noticeHours],
    [remainingDays, interval.noticeDays],
  ];
  const counted = measures.filter((measure): measure is [number, number | null] => measure[0] !== null);
  const status: ServiceDueStatus = counted.some(([left]) => left <= 0)
    ? "OVERDUE"
    : counted.some(([left, notice]) => left <= (notice ?? 0))
      ? "UPCOMING"
      : "OK";
  return {
    status,
    dueOdometerKm:
      interval.intervalKm === null || baseline.odometerKm === null
        ? null
        : baseline.odometerKm + interval.intervalKm,
    dueEngineHours:
      interval.intervalHours === null || baseline.engineHours === null
        ? null
        : baseline.engineHours + interval.intervalHours,
    dueDay,
    remainingKm,
    remainingHours,
    remainingDays,
  };
}

/**
 * The vehicle's odometer now: the last hand-entered reading plus what the device counted since, or the device's
 * figure alone when nobody corrected it (a replaced device starts again from zero; the correction bridges it).
 */
export function currentOdometer(
  deviceOdometerKm: number | null,
  correction: { odometerKm: number; deviceOdometerKm: number | null } | null,
): number | null {
  if (!correction) return deviceOdometerKm;
  if (deviceOdometerKm === null || correction.deviceOdometerKm === null) return correction.odometerKm;
  return correction.odometerKm + Math.max(0, deviceOdometerKm - correction.deviceOdometerKm);
}
