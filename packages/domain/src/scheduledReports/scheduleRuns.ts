import { isoWeekday } from "../deliveryScheduler/scheduleRule.js";
import { addDays, type CalendarDay, lastDayOfMonth } from "../maintenance/calendarDay.js";
import { type CompanyTimeZone, zonedDay, zonedDayStart } from "../timeZone.js";

export const SCHEDULE_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/**
 * When a scheduled report is sent: every day, on a weekday (ISO, 1 = Monday … 7 = Sunday) or on a day of the month
 * (a day past the month's end means its last day), at `hour` o'clock in the company's zone.
 */
export interface ReportScheduleRule {
  frequency: ScheduleFrequency;
  /** WEEKLY only */
  weekday: number | null;
  /** MONTHLY only */
  monthDay: number | null;
  hour: number;
}

/** The company days a run covers, both included. */
export interface SchedulePeriod {
  startDate: CalendarDay;
  endDate: CalendarDay;
}

const HOUR_MS = 3_600_000;
/** Longer than any gap between two runs (a month), so a search for the next or last run always ends. */
const SEARCH_DAYS = 40;

function runsOn(rule: ReportScheduleRule, day: CalendarDay) {
  switch (rule.frequency) {
    case "DAILY":
      return true;
    case "WEEKLY":
      return isoWeekday(day) === rule.weekday;
    case "MONTHLY":
      return Number(day.slice(8)) === Math.min(rule.monthDay ?? 1, lastDayOfMonth(day));
  }
}

const runMoment = (rule: ReportScheduleRule, day: CalendarDay, zone: CompanyTimeZone) =>
  new Date(zonedDayStart(day, zone).getTime() + rule.hour * HOUR_MS);

/** The first run strictly after `after`. */
export function nextRunAt(rule: ReportScheduleRule, after: Date, zone: CompanyTimeZone): Date {
  const today = zonedDay(after, zone);
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (!runsOn(rule, day)) continue;
    const moment = runMoment(rule, day, zone);
    if (moment > after) return moment;
  }
  throw new Error(`no run within ${SEARCH_DAYS} days`);
}

/** The last run at or before `now` (the one a server that was down at its time still owes). */
export function latestRunAt(rule: ReportScheduleRule, now: Date, zone: CompanyTimeZone): Date {
  const today = zonedDay(now, zone);
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = addDays(today, -offset);
    if (!runsOn(rule, day)) continue;
    const moment = runMoment(rule, day, zone);
    if (moment <= now) return moment;
  }
  throw new Error(`no run within ${SEARCH_DAYS} days`);
}

/**
 * What a run sent at `runAt` covers: the previous company day (DAILY), the previous calendar week, Monday to Sunday
 * (WEEKLY), or the previous calendar month (MONTHLY).
 */
export function periodOfRun(
  frequency: ScheduleFrequency,
  runAt: Date,
  zone: CompanyTimeZone,
): SchedulePeriod {
  const day = zonedDay(runAt, zone);
  switch (frequency) {
    case "DAILY": {
      const yesterday = addDays(day, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case "WEEKLY": {
      const monday = addDays(day, 1 - isoWeekday(day) - 7);
      return { startDate: monday, endDate: addDays(monday, 6) };
    }
    case "MONTHLY": {
      const endDate = addDays(`${day.slice(0, 7)}-01`, -1);
      return { startDate: `${endDate.slice(0, 7)}-01`, endDate };
    }
  }
}
