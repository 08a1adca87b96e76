import { addDays, type CalendarDay, daysBetween } from "./calendarDay.js";
import type { ServiceBaseline, ServiceDue, ServiceMeters } from "./serviceDue.js";

/** Further than this, a pace is too slow to project by (a vehicle barely used). */
const PROJECTION_HORIZON_DAYS = 730;

/**
 * The day `remaining` runs out at the vehicle's average use since the item's last service (`used` over the days
 * since); today once it ran out, null while the vehicle has not used that meter (no average to project by) or
 * when that day is more than two years away.
 */
function dayAtAverage(
  remaining: number | null,
  used: number | null,
  elapsedDays: number,
  today: CalendarDay,
): CalendarDay | null {
  if (remaining === null) return null;
  if (remaining <= 0) return today;
  if (used === null || used <= 0) return null;
  const days = Math.ceil(remaining / (used / Math.max(1, elapsedDays)));
  return days > PROJECTION_HORIZON_DAYS ? null : addDays(today, days);
}

const usedSince = (base: number | null, now: number | null) =>
  base === null || now === null ? null : now - base;

/**
 * When a plan item is expected to come due (the maintenance calendar): its due day, or the day its km or engine
 * hours run out at the vehicle's average daily use since the last service, whichever comes first. A limit already
 * reached by meter counts as today; a due day already past stays in the past. Null when nothing can be projected.
 */
export function projectedDueDay(
  due: Pick<ServiceDue, "dueDay" | "remainingKm" | "remainingHours">,
  baseline: ServiceBaseline,
  meters: ServiceMeters,
): CalendarDay | null {
  const elapsedDays = daysBetween(baseline.day, meters.today);
  const candidates = [
    due.dueDay,
    dayAtAverage(
      due.remainingKm,
      usedSince(baseline.odometerKm, meters.odometerKm),
      elapsedDays,
      meters.today,
    ),
    dayAtAverage(
      due.remainingHours,
      usedSince(baseline.engineHours, meters.engineHours),
      elapsedDays,
      meters.today,
    ),
  ].filter((day): day is CalendarDay => day !== null);
  return candidates.sort()[0] ?? null;
}
