import { type CalendarDay, daysBetween } from "../maintenance/calendarDay.js";
import type { ServiceDue } from "../maintenance/serviceDue.js";
import { normalizeLeadDays } from "./reminderLeadDays.js";

/**
 * The reminder a due item has reached: `D<n>` for the lead day n (D0: due today or past), or for a service item
 * by meter `KM_NOTICE`/`KM_DUE`, `HOURS_NOTICE`/`HOURS_DUE`. With the cycle (which expiry or which service
 * interval), the threshold is the unique key a reminder is sent once for.
 */
export interface ReminderDue {
  threshold: string;
  /** days left to the due day (negative once past); null when only a meter reached its limit */
  daysLeft: number | null;
}

/**
 * The most urgent lead day `daysLeft` has reached: the smallest lead day ≥ daysLeft (0 once the day is here or past);
 * null while it is further away than every lead day. Only the most urgent one counts, so a worker that was down for
 * a week sends one reminder, not the missed ones too.
 */
export function reachedLeadDay(daysLeft: number, leadDays: readonly number[]): number | null {
  const days = normalizeLeadDays(leadDays);
  if (daysLeft <= 0) return 0;
  const reached = days.filter((lead) => lead >= daysLeft);
  return reached.length === 0 ? null : Math.min(...reached);
}

/** A document's reminder on `today` (the company's day): by its expiry day and the lead days. */
export function documentReminderDue(
  expiresOn: CalendarDay,
  today: CalendarDay,
  leadDays: readonly number[],
): ReminderDue | null {
  const daysLeft = daysBetween(today, expiresOn);
  const lead = reachedLeadDay(daysLeft, leadDays);
  return lead === null ? null : { threshold: `D${lead}`, daysLeft };
}

/**
 * A service plan item's reminder: by its due day with the lead days (like a document), or by meter once the km or
 * engine hours are within the item's notice (NOTICE) or past its limit (DUE). The most urgent wins: a DUE by meter
 * or D0 before a notice, a notice before a lead day further than 1.
 */
export function serviceReminderDue(
  due: ServiceDue,
  notice: { noticeKm: number | null; noticeHours: number | null },
  leadDays: readonly number[],
): ReminderDue | null {
  const byDay = due.remainingDays === null ? null : reachedLeadDay(due.remainingDays, leadDays);
  const meter = (left: number | null, noticeOf: number | null, name: string) => {
    if (left === null) return null;
    if (left <= 0) return `${name}_DUE`;
    return left <= (noticeOf ?? 0) ? `${name}_NOTICE` : null;
  };
  const km = meter(due.remainingKm, notice.noticeKm, "KM");
  const hours = meter(due.remainingHours, notice.noticeHours, "HOURS");
  const daysLeft = due.remainingDays;
  if (byDay === 0) return { threshold: "D0", daysLeft };
  const meterDue = [km, hours].find((value) => value?.endsWith("_DUE"));
  if (meterDue) return { threshold: meterDue, daysLeft };
  if (byDay !== null && byDay <= 1) return { threshold: `D${byDay}`, daysLeft };
  const meterNotice = km ?? hours;
  if (meterNotice) return { threshold: meterNotice, daysLeft };
  return byDay === null ? null : { threshold: `D${byDay}`, daysLeft };
}

/** Which cycle a service item is in: its baseline (last service), so a finished order starts new reminders. */
export function serviceReminderCycle(baseline: {
  day: CalendarDay;
  odometerKm: number | null;
  engineHours: number | null;
}): string {
  return `${baseline.day}|${baseline.odometerKm ?? ""}|${baseline.engineHours ?? ""}`;
}

/** Indonesian and English texts of a reminder, e.g. "KIR habis 3 hari lagi" / "KIR expires in 3 days". */
export function expiryPhrase(
  label: { id: string; en: string },
  daysLeft: number,
): { id: string; en: string } {
  if (daysLeft < 0) return { id: `${label.id} kedaluwarsa`, en: `${label.en} expired` };
  if (daysLeft === 0) return { id: `${label.id} habis hari ini`, en: `${label.en} expires today` };
  return {
    id: `${label.id} habis ${daysLeft} hari lagi`,
    en: `${label.en} expires in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`,
  };
}
