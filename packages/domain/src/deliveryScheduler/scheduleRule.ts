import { z } from "zod";
import { type CalendarDay, lastDayOfMonth } from "../maintenance/calendarDay.js";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";

/**
 * How often a delivery template makes a delivery order (issue 36): every day, Monday to Friday, on chosen days of the
 * week, on chosen dates of the month, or by an iCalendar RRULE (RFC 5545) for anything else ("every other Monday").
 */
export const SCHEDULE_KINDS = ["DAILY", "WEEKDAYS", "WEEKLY", "MONTHLY", "RRULE"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** ISO days of the week: 1 Monday … 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const distinct = (values: readonly number[]) => new Set(values).size === values.length;
const distinctList = <T extends z.ZodType<number>>(item: T, max: number) =>
  z
    .array(item)
    .min(1)
    .max(max)
    .refine(distinct, { message: ISSUE_KEYS.duplicateItems })
    .transform((values) => [...values].sort((a, b) => a - b));

/** FREQ=… followed by NAME=value parts; the full rule is read by `parseScheduleRrule` on the server. */
const RRULE_SHAPE = /^(?:RRULE:)?[A-Z]+=[A-Z0-9,+\-:]+(?:;[A-Z]+=[A-Z0-9,+\-:]+)*$/;
/** One delivery order a day at most: rules repeating within a day are refused. */
const DAY_FREQUENCIES = /(?:^|[:;])FREQ=(?:DAILY|WEEKLY|MONTHLY|YEARLY)(?:;|$)/;

export const scheduleRuleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("DAILY") }),
  z.object({ kind: z.literal("WEEKDAYS") }),
  z.object({ kind: z.literal("WEEKLY"), weekdays: distinctList(z.int().min(1).max(7), 7) }),
  /** A date the month lacks (31 in April, 29–31 in February) falls on the month's last day. */
  z.object({ kind: z.literal("MONTHLY"), monthDays: distinctList(z.int().min(1).max(31), 31) }),
  z.object({
    kind: z.literal("RRULE"),
    rrule: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .transform((value) => value.toUpperCase())
      .refine((value) => RRULE_SHAPE.test(value) && DAY_FREQUENCIES.test(value), {
        message: ISSUE_KEYS.rruleInvalid,
      }),
  }),
]);
export type ScheduleRule = z.output<typeof scheduleRuleSchema>;

/** A template's active state: a paused one makes no orders until it is resumed. */
export const DELIVERY_TEMPLATE_STATUSES = ["ACTIVE", "PAUSED"] as const;
export type DeliveryTemplateStatus = (typeof DELIVERY_TEMPLATE_STATUSES)[number];

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export function isoWeekday(day: CalendarDay): number {
  return ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * True when a daily, weekday, weekly or monthly rule falls on `day` (an RRULE is expanded by
 * `scheduleOccurrences`). Monthly: a chosen date beyond the month's end (31 in a 30-day month) means the last day.
 */
export function simpleRuleFallsOn(rule: Exclude<ScheduleRule, { kind: "RRULE" }>, day: CalendarDay): boolean {
  switch (rule.kind) {
    case "DAILY":
      return true;
    case "WEEKDAYS":
      return isoWeekday(day) <= 5;
    case "WEEKLY":
      return rule.weekdays.includes(isoWeekday(day));
    case "MONTHLY": {
      const date = Number(day.slice(8, 10));
      const last = lastDayOfMonth(day);
      return (
        rule.monthDays.includes(date) || (date === last && rule.monthDays.some((chosen) => chosen > last))
      );
    }
  }
}
