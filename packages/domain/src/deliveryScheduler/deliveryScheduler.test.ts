import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../maintenance/calendarDay.js";
import { createDeliveryTemplateInputSchema } from "./deliveryTemplateInputs.js";
import { INDONESIAN_NATIONAL_HOLIDAYS, indonesianHoliday } from "./indonesianHolidays.js";
import { nextScheduleOccurrences, scheduleOccurrences, withReadableRrule } from "./scheduleOccurrences.js";
import { isoWeekday, type ScheduleRule, scheduleRuleSchema } from "./scheduleRule.js";

const always = { startsOn: "2025-01-01", skipHolidays: false };
const occurrences = (rule: ScheduleRule, from: string, to: string, bounds = always) =>
  scheduleOccurrences(rule, bounds, from, to);

/** A day from 2025 to 2028 and a range of up to 120 days from it. */
const dayArb = fc.integer({ min: 0, max: 4 * 365 }).map((offset) => addDays("2025-01-01", offset));
const rangeArb = fc.tuple(dayArb, fc.integer({ min: 0, max: 120 })).map(([from, length]) => ({
  from,
  to: addDays(from, length),
}));
const weekdaysArb = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const ruleArb: fc.Arbitrary<ScheduleRule> = fc.oneof(
  fc.constant({ kind: "DAILY" as const }),
  fc.constant({ kind: "WEEKDAYS" as const }),
  weekdaysArb.map((weekdays) => ({ kind: "WEEKLY" as const, weekdays })),
  fc
    .uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 5 })
    .map((monthDays) => ({ kind: "MONTHLY" as const, monthDays })),
);
const BYDAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"];

describe("schedule occurrences", () => {
  it("are sorted, distinct days within the range and the template's bounds", () => {
    fc.assert(
      fc.property(ruleArb, rangeArb, dayArb, fc.option(dayArb), (rule, { from, to }, startsOn, endsOn) => {
        const bounds = {
          startsOn,
          endsOn: endsOn && endsOn >= startsOn ? endsOn : null,
          skipHolidays: false,
        };
        const days = occurrences(rule, from, to, bounds);
        expect([...new Set(days)].sort()).toEqual(days);
        for (const day of days) {
          expect(day >= from && day <= to && day >= startsOn).toBe(true);
          if (bounds.endsOn) expect(day <= bounds.endsOn).toBe(true);
        }
      }),
    );
  });

  it("weekly on every day is daily, and weekdays is weekly Monday to Friday", () => {
    fc.assert(
      fc.property(rangeArb, ({ from, to }) => {
        expect(occurrences({ kind: "WEEKLY", weekdays: [1, 2, 3, 4, 5, 6, 7] }, from, to)).toEqual(
          occurrences({ kind: "DAILY" }, from, to),
        );
        expect(occurrences({ kind: "WEEKLY", weekdays: [1, 2, 3, 4, 5] }, from, to)).toEqual(
          occurrences({ kind: "WEEKDAYS" }, from, to),
        );
      }),
    );
  });

  it("a weekly schedule falls on each chosen weekday once a week", () => {
    fc.assert(
      fc.property(weekdaysArb, dayArb, fc.integer({ min: 1, max: 10 }), (weekdays, from, weeks) => {
        const days = occurrences({ kind: "WEEKLY", weekdays }, from, addDays(from, weeks * 7 - 1));
        expect(days).toHaveLength(weekdays.length * weeks);
        for (const day of days) expect(weekdays).toContain(isoWeekday(day));
      }),
    );
  });

  it("a monthly date falls once in every month, on the last day when the month is shorter", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 2025, max: 2028 }), (date, year) => {
        const days = occurrences({ kind: "MONTHLY", monthDays: [date] }, `${year}-01-01`, `${year}-12-31`);
        expect(days).toHaveLength(12);
        days.forEach((day, month) => {
          const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
          expect(day).toBe(
            `${year}-${String(month + 1).padStart(2, "0")}-${String(Math.min(date, last)).padStart(2, "0")}`,
          );
        });
      }),
    );
  });

  it("the 31st of a 30-day month is its 30th, and 30 and 31 together make one order", () => {
    expect(occurrences({ kind: "MONTHLY", monthDays: [31] }, "2026-04-01", "2026-05-31")).toEqual([
      "2026-04-30",
      "2026-05-31",
    ]);
    expect(occurrences({ kind: "MONTHLY", monthDays: [30, 31] }, "2026-04-01", "2026-04-30")).toEqual([
      "2026-04-30",
    ]);
    expect(occurrences({ kind: "MONTHLY", monthDays: [29, 30, 31] }, "2028-02-01", "2028-03-01")).toEqual([
      "2028-02-29",
    ]);
  });

  it("an RRULE reads like the equivalent simple schedule", () => {
    fc.assert(
      fc.property(weekdaysArb, fc.integer({ min: 1, max: 28 }), rangeArb, (weekdays, date, { from, to }) => {
        const byDay = weekdays.map((day) => BYDAY[day]).join(",");
        expect(occurrences({ kind: "RRULE", rrule: `FREQ=WEEKLY;BYDAY=${byDay}` }, from, to)).toEqual(
          occurrences({ kind: "WEEKLY", weekdays }, from, to),
        );
        expect(
          occurrences({ kind: "RRULE", rrule: `RRULE:FREQ=MONTHLY;BYMONTHDAY=${date}` }, from, to),
        ).toEqual(occurrences({ kind: "MONTHLY", monthDays: [date] }, from, to));
        expect(occurrences({ kind: "RRULE", rrule: "FREQ=DAILY" }, from, to)).toEqual(
          occurrences({ kind: "DAILY" }, from, to),
        );
      }),
      // rrule expands every rule afresh: fewer runs keep the test quick on a shared machine
      { numRuns: 40 },
    );
  });

  it("an RRULE counts its interval and COUNT from the template's first day", () => {
    const biweekly = { kind: "RRULE" as const, rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO" };
    const bounds = { startsOn: "2026-11-30", skipHolidays: false };
    expect(scheduleOccurrences(biweekly, bounds, "2026-11-01", "2027-01-10")).toEqual([
      "2026-11-30",
      "2026-12-14",
      "2026-12-28",
    ]);
    const three = { kind: "RRULE" as const, rrule: "FREQ=DAILY;COUNT=3" };
    expect(scheduleOccurrences(three, bounds, "2026-12-01", "2026-12-31")).toEqual([
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("skipping holidays leaves out exactly the national holidays, without moving a day", () => {
    fc.assert(
      fc.property(ruleArb, rangeArb, (rule, { from, to }) => {
        const all = occurrences(rule, from, to);
        const working = occurrences(rule, from, to, { ...always, skipHolidays: true });
        expect(working).toEqual(all.filter((day) => indonesianHoliday(day) === null));
      }),
    );
    expect(
      occurrences({ kind: "DAILY" }, "2026-08-16", "2026-08-18", { ...always, skipHolidays: true }),
    ).toEqual(["2026-08-16", "2026-08-18"]);
  });

  it("the next occurrences of a paused-then-resumed template start from the given day", () => {
    expect(nextScheduleOccurrences({ kind: "WEEKLY", weekdays: [1, 4] }, always, "2026-11-29", 3)).toEqual([
      "2026-11-30",
      "2026-12-03",
      "2026-12-07",
    ]);
  });
});

describe("holiday list", () => {
  it("holds distinct, valid days of 2026 and 2027 in order, with Independence Day and Christmas of both", () => {
    const dates = INDONESIAN_NATIONAL_HOLIDAYS.map((holiday) => holiday.date);
    expect([...new Set(dates)].sort()).toEqual(dates);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect(dates.filter((date) => date.startsWith("2026"))).toHaveLength(17);
    for (const date of ["2026-08-17", "2026-12-25", "2027-08-17", "2027-12-25", "2026-03-21"]) {
      expect(indonesianHoliday(date)).not.toBeNull();
    }
    expect(indonesianHoliday("2026-11-30")).toBeNull();
  });
});

describe("schedule and template input", () => {
  const template = {
    name: "Kirim galon mingguan",
    customerName: "PT Sumber Air",
    origin: { address: "Gudang Cikarang", lat: -6.3, lng: 107.1 },
    destination: { address: "Toko Bekasi", lat: -6.24, lng: 107.0 },
    schedule: { kind: "WEEKLY", weekdays: [4, 1] },
    startsOn: "2026-11-30",
    horizonDays: 7,
    pickupWindow: { start: "08:00", end: "10:00" },
  };

  it("sorts weekdays and refuses duplicates, empty lists and days out of range", () => {
    expect(scheduleRuleSchema.parse({ kind: "WEEKLY", weekdays: [4, 1] })).toEqual({
      kind: "WEEKLY",
      weekdays: [1, 4],
    });
    expect(scheduleRuleSchema.safeParse({ kind: "WEEKLY", weekdays: [1, 1] }).success).toBe(false);
    expect(scheduleRuleSchema.safeParse({ kind: "WEEKLY", weekdays: [] }).success).toBe(false);
    expect(scheduleRuleSchema.safeParse({ kind: "MONTHLY", monthDays: [32] }).success).toBe(false);
  });

  it("accepts a daily or rarer RRULE the library reads, and refuses the rest", () => {
    const strict = withReadableRrule(createDeliveryTemplateInputSchema);
    const withRule = (rrule: string) =>
      strict.safeParse({ ...template, schedule: { kind: "RRULE", rrule } }).success;
    expect(withRule("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH")).toBe(true);
    expect(withRule("rrule:freq=monthly;bymonthday=-1")).toBe(true);
    expect(withRule("FREQ=HOURLY")).toBe(false);
    expect(withRule("FREQ=WEEKLY;BYDAY=XX")).toBe(false);
    expect(withRule("BYDAY=MO")).toBe(false);
  });

  it("bounds the horizon to 1–30 days and checks windows and the end day", () => {
    expect(createDeliveryTemplateInputSchema.parse(template).skipHolidays).toBe(false);
    const fails = (change: object) =>
      !createDeliveryTemplateInputSchema.safeParse({ ...template, ...change }).success;
    expect(fails({ horizonDays: 0 })).toBe(true);
    expect(fails({ horizonDays: 31 })).toBe(true);
    expect(fails({ horizonDays: 30 })).toBe(false);
    expect(fails({ pickupWindow: { start: "10:00", end: "08:00" } })).toBe(true);
    expect(fails({ deliveryWindow: { start: "25:00" } })).toBe(true);
    expect(fails({ endsOn: "2026-11-29" })).toBe(true);
  });
});
