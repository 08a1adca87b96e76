/** A calendar day as `YYYY-MM-DD` in the company's zone (`zonedDay`); arithmetic on UTC midnights, so no zone slips in. */
export type CalendarDay = string;

const DAY_MS = 86_400_000;

const toUtc = (day: CalendarDay) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (time: number): CalendarDay => new Date(time).toISOString().slice(0, 10);

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** `months` calendar months after `day`; the 31st of a shorter month falls back to its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  target.setUTCDate(Math.min(date, lastDayOfMonth(fromUtc(target.getTime()))));
  return fromUtc(target.getTime());
}

/**
 * The weeks (Monday to Sunday) a month view shows for the month of `day`: from the Monday on or before its first day
 * to the Sunday on or after its last, so days of the months around fill the first and last week.
 */
export function monthWeeks(day: CalendarDay): CalendarDay[][] {
  const first = `${day.slice(0, 8)}01`;
  const last = addDays(addMonths(first, 1), -1);
  const weekday = (of: CalendarDay) => (new Date(toUtc(of)).getUTCDay() + 6) % 7;
  const start = addDays(first, -weekday(first));
  const end = addDays(last, 6 - weekday(last));
  const weeks: CalendarDay[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  return weeks;
}

/** How many days the month of `day` has (its last day's date). */
export function lastDayOfMonth(day: CalendarDay): number {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
