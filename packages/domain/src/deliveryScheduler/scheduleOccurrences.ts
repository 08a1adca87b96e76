import rrulePackage from "rrule";
import type { z } from "zod";
import { addDays, type CalendarDay, daysBetween } from "../maintenance/calendarDay.js";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { indonesianHoliday } from "./indonesianHolidays.js";
import { type ScheduleRule, simpleRuleFallsOn } from "./scheduleRule.js";

/*
 * The expansion of schedules into days, with the rrule library (RFC 5545). It is the package's separate entry
 * `@armada/domain/schedule-occurrences`: the server uses it, and the web app's bundle never carries rrule.
 * rrule ships CommonJS for Node (its ES build has extensionless imports), hence the default import.
 */
const { RRule } = rrulePackage;

/** When a template's schedule runs: from its first day to its last (if any), skipping national holidays or not. */
export interface ScheduleBounds {
  startsOn: CalendarDay;
  endsOn?: CalendarDay | null | undefined;
  skipHolidays: boolean;
}

const utcDay = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);

/**
 * The RRULE with the template's first day as its DTSTART; null when the text is no rule rrule can read. Days are
 * the company's calendar days, read as UTC midnights (Indonesia's zones keep one offset all year).
 */
function readRrule(text: string, startsOn: CalendarDay) {
  try {
    const options = RRule.parseString(text.replace(/^RRULE:/, ""));
    if (options.freq === undefined || options.freq > RRule.DAILY) return null;
    return new RRule({ ...options, dtstart: utcDay(startsOn), tzid: null });
  } catch {
    return null;
  }
}

/** True when rrule reads the text as a rule repeating daily or less often. */
export function isReadableRrule(text: string): boolean {
  return readRrule(text, "2026-01-01") !== null;
}

/** Refuses a schedule whose RRULE the rrule library cannot read (the shared schema checks only its shape). */
export function withReadableRrule<T extends z.ZodType<{ schedule: ScheduleRule }>>(schema: T) {
  return schema.refine((value) => value.schedule.kind !== "RRULE" || isReadableRrule(value.schedule.rrule), {
    path: ["schedule", "rrule"],
    message: ISSUE_KEYS.rruleInvalid,
  });
}

/**
 * The days from `from` to `to` (both included, at most a year and a day apart) the schedule falls on, within the
 * template's bounds, without national holidays when the template skips them: a skipped day is not moved.
 */
export function scheduleOccurrences(
  rule: ScheduleRule,
  bounds: ScheduleBounds,
  from: CalendarDay,
  to: CalendarDay,
): CalendarDay[] {
  const first = from > bounds.startsOn ? from : bounds.startsOn;
  const last = bounds.endsOn && bounds.endsOn < to ? bounds.endsOn : to;
  if (first > last) return [];
  if (daysBetween(first, last) > 366) throw new RangeError("range longer than a year");
  let days: string[];
  if (rule.kind === "RRULE") {
    const rrule = readRrule(rule.rrule, bounds.startsOn);
    const times = rrule ? rrule.between(utcDay(first), utcDay(addDays(last, 1)), true) : [];
    // a rule with BYHOUR may fall twice on a day: one order a day
    days = [...new Set(times.map((at) => at.toISOString().slice(0, 10)))].filter((day) => day <= last);
  } else {
    days = [];
    for (let day = first; day <= last; day = addDays(day, 1))
      if (simpleRuleFallsOn(rule, day)) days.push(day);
  }
  return bounds.skipHolidays ? days.filter((day) => indonesianHoliday(day) === null) : days;
}

/** The schedule's next `count` days from `from` on, looking a year ahead. */
export function nextScheduleOccurrences(
  rule: ScheduleRule,
  bounds: ScheduleBounds,
  from: CalendarDay,
  count: number,
) {
  return scheduleOccurrences(rule, bounds, from, addDays(from, 366)).slice(0, count);
}
