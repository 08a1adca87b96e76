import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, monthWeeks } from "./calendarDay.js";
import { projectedDueDay } from "./projectedDueDay.js";
import { type ServiceInterval, serviceDue } from "./serviceDue.js";

const dayArb = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const optional = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: null });
const intervalArb: fc.Arbitrary<ServiceInterval> = fc.record({
  intervalKm: optional(fc.integer({ min: 1, max: 50_000 })),
  intervalHours: optional(fc.integer({ min: 1, max: 2_000 })),
  intervalDays: optional(fc.integer({ min: 1, max: 730 })),
  noticeKm: fc.constant(null),
  noticeHours: fc.constant(null),
  noticeDays: fc.constant(null),
});
const caseArb = fc.record({
  interval: intervalArb,
  lastDay: dayArb,
  elapsed: fc.integer({ min: 0, max: 800 }),
  baseKm: optional(fc.integer({ min: 0, max: 500_000 })),
  usedKm: fc.integer({ min: 0, max: 60_000 }),
  baseHours: optional(fc.integer({ min: 0, max: 20_000 })),
  usedHours: fc.integer({ min: 0, max: 3_000 }),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function project(c: Case) {
  const baseline = { day: c.lastDay, odometerKm: c.baseKm, engineHours: c.baseHours };
  const meters = {
    today: addDays(c.lastDay, c.elapsed),
    odometerKm: c.baseKm === null ? null : c.baseKm + c.usedKm,
    engineHours: c.baseHours === null ? null : c.baseHours + c.usedHours,
  };
  const due = serviceDue(c.interval, baseline, meters);
  return { due, meters, projected: projectedDueDay(due, baseline, meters) };
}

describe("projectedDueDay", () => {
  it("projects 10,000 km at 200 km a day from 9,000 driven in 45 days: 5 days ahead, before the date limit", () => {
    const baseline = { day: "2026-10-01", odometerKm: 50_000, engineHours: null };
    const meters = { today: "2026-11-15", odometerKm: 59_000, engineHours: null };
    const interval = {
      intervalKm: 10_000,
      intervalHours: null,
      intervalDays: 180,
      noticeKm: null,
      noticeHours: null,
      noticeDays: null,
    };
    expect(projectedDueDay(serviceDue(interval, baseline, meters), baseline, meters)).toBe("2026-11-20");
  });

  it("is never after the due day, is today or earlier once a limit is reached, and is null with nothing to go by", () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { due, meters, projected } = project(c);
        if (due.dueDay !== null) expect(projected !== null && projected <= due.dueDay).toBe(true);
        if (due.status === "OVERDUE") expect(projected !== null && projected <= meters.today).toBe(true);
        const meterOnly = due.dueDay === null;
        const noUse =
          (due.remainingKm === null || (c.usedKm === 0 && due.remainingKm > 0)) &&
          (due.remainingHours === null || (c.usedHours === 0 && due.remainingHours > 0));
        if (meterOnly && noUse) expect(projected).toBeNull();
        if (projected !== null && due.status !== "OVERDUE") {
          expect(projected >= meters.today).toBe(true);
          expect(projected <= addDays(meters.today, 730)).toBe(true);
        }
      }),
    );
  });
});

describe("monthWeeks", () => {
  it("November 2026 starts on a Sunday: six weeks, the first from Monday 26 October", () => {
    const weeks = monthWeeks("2026-11-17");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe("2026-10-26");
    expect(weeks[0]?.[6]).toBe("2026-11-01");
    expect(weeks.at(-1)?.[6]).toBe("2026-12-06");
  });

  it("covers every day of the month once, in whole Monday-to-Sunday weeks", () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const weeks = monthWeeks(day);
        const days = weeks.flat();
        const month = day.slice(0, 7);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        expect(new Date(`${days[0]}T00:00:00Z`).getUTCDay()).toBe(1);
        const inMonth = days.filter((each) => each.startsWith(month));
        expect(new Set(inMonth).size).toBe(inMonth.length);
        expect(inMonth[0]).toBe(`${month}-01`);
        expect(addDays(inMonth.at(-1) ?? "", 1).slice(0, 7)).not.toBe(month);
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        expect(days.filter((each) => !each.startsWith(month)).length).toBeLessThan(7 * 2);
      }),
    );
  });
});
