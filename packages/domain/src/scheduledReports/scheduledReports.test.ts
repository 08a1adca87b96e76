import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zonedDay } from "../timeZone.js";
import { scheduledReportInputSchema } from "./scheduledReportInput.js";
import { latestRunAt, nextRunAt, periodOfRun, type ReportScheduleRule } from "./scheduleRuns.js";

const ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
const OFFSET_HOURS = { "Asia/Jakarta": 7, "Asia/Makassar": 8, "Asia/Jayapura": 9 } as const;

const rules = fc.oneof(
  fc.record({
    frequency: fc.constant("DAILY" as const),
    weekday: fc.constant(null),
    monthDay: fc.constant(null),
    hour: fc.integer({ min: 0, max: 23 }),
  }),
  fc.record({
    frequency: fc.constant("WEEKLY" as const),
    weekday: fc.integer({ min: 1, max: 7 }),
    monthDay: fc.constant(null),
    hour: fc.integer({ min: 0, max: 23 }),
  }),
  fc.record({
    frequency: fc.constant("MONTHLY" as const),
    weekday: fc.constant(null),
    monthDay: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
  }),
);
const moments = fc
  .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => new Date(Math.floor(date.getTime() / 1000) * 1000));
const zones = fc.constantFrom(...ZONES);

/** The local wall clock of a moment in a zone without daylight saving. */
const local = (time: Date, zone: (typeof ZONES)[number]) =>
  new Date(time.getTime() + OFFSET_HOURS[zone] * 3_600_000);
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function matches(rule: ReportScheduleRule, time: Date, zone: (typeof ZONES)[number]) {
  const wall = local(time, zone);
  if (wall.getUTCHours() !== rule.hour || wall.getUTCMinutes() !== 0 || wall.getUTCSeconds() !== 0)
    return false;
  if (rule.frequency === "WEEKLY") return (wall.getUTCDay() || 7) === rule.weekday;
  if (rule.frequency === "MONTHLY")
    return (
      wall.getUTCDate() === Math.min(rule.monthDay ?? 1, lastDay(wall.getUTCFullYear(), wall.getUTCMonth()))
    );
  return true;
}

describe("scheduled report runs", () => {
  it("the next run is after the moment, on the rule's day at its hour, and none is skipped", () => {
    fc.assert(
      fc.property(rules, moments, zones, (rule, after, zone) => {
        const next = nextRunAt(rule, after, zone);
        expect(next > after).toBe(true);
        expect(matches(rule, next, zone)).toBe(true);
        // no run between: the last run before the next one is at or before `after`
        expect(latestRunAt(rule, new Date(next.getTime() - 1), zone) <= after).toBe(true);
      }),
    );
  });

  it("the latest run is at or before now, and the next after it is after now", () => {
    fc.assert(
      fc.property(rules, moments, zones, (rule, now, zone) => {
        const latest = latestRunAt(rule, now, zone);
        expect(latest <= now).toBe(true);
        expect(matches(rule, latest, zone)).toBe(true);
        expect(nextRunAt(rule, latest, zone) > now).toBe(true);
      }),
    );
  });

  it("a period ends the day before its run and covers a day, a Monday-to-Sunday week or a whole month", () => {
    fc.assert(
      fc.property(rules, moments, zones, (rule, after, zone) => {
        const run = nextRunAt(rule, after, zone);
        const period = periodOfRun(rule.frequency, run, zone);
        const runDay = zonedDay(run, zone);
        expect(period.endDate < runDay).toBe(true);
        const start = new Date(`${period.startDate}T00:00:00Z`);
        const end = new Date(`${period.endDate}T00:00:00Z`);
        const days = (end.getTime() - start.getTime()) / 86_400_000 + 1;
        if (rule.frequency === "DAILY") {
          expect(days).toBe(1);
          expect(new Date(end.getTime() + 86_400_000).toISOString().slice(0, 10)).toBe(runDay);
        }
        if (rule.frequency === "WEEKLY") {
          expect(days).toBe(7);
          expect(start.getUTCDay()).toBe(1);
          // the week before the run's week
          expect(
            (new Date(`${runDay}T00:00:00Z`).getTime() - end.getTime()) / 86_400_000,
          ).toBeLessThanOrEqual(7);
        }
        if (rule.frequency === "MONTHLY") {
          expect(start.getUTCDate()).toBe(1);
          expect(days).toBe(lastDay(start.getUTCFullYear(), start.getUTCMonth()));
          expect(new Date(end.getTime() + 86_400_000).toISOString().slice(0, 10)).toBe(
            `${runDay.slice(0, 7)}-01`,
          );
        }
      }),
    );
  });

  it("runs on the last day of a short month, at the hour of the company's zone", () => {
    const rule = { frequency: "MONTHLY", weekday: null, monthDay: 31, hour: 7 } as const;
    expect(nextRunAt(rule, new Date("2027-02-01T00:00:00Z"), "Asia/Jakarta").toISOString()).toBe(
      "2027-02-28T00:00:00.000Z",
    );
    expect(nextRunAt(rule, new Date("2028-02-01T00:00:00Z"), "Asia/Jayapura").toISOString()).toBe(
      "2028-02-28T22:00:00.000Z",
    );
    expect(nextRunAt(rule, new Date("2026-04-01T00:00:00Z"), "Asia/Makassar").toISOString()).toBe(
      "2026-04-29T23:00:00.000Z",
    );
    expect(periodOfRun("MONTHLY", new Date("2027-03-31T00:00:00Z"), "Asia/Jakarta")).toEqual({
      startDate: "2027-02-01",
      endDate: "2027-02-28",
    });
  });

  it("sends a Monday 07:00 WIB report of the week before", () => {
    const rule = { frequency: "WEEKLY", weekday: 1, monthDay: null, hour: 7 } as const;
    // 29 Nov 2026 23:00 UTC is Monday 30 Nov 06:00 WIB: the run is an hour later
    const next = nextRunAt(rule, new Date("2026-11-29T23:00:00Z"), "Asia/Jakarta");
    expect(next.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(periodOfRun("WEEKLY", next, "Asia/Jakarta")).toEqual({
      startDate: "2026-11-23",
      endDate: "2026-11-29",
    });
  });
});

describe("scheduled report input", () => {
  const valid = {
    name: "Perjalanan harian",
    reportKind: "trips",
    frequency: "WEEKLY",
    weekday: 1,
    hour: 7,
    formats: ["pdf", "xlsx"],
    emails: ["Manajer@Contoh.co.id", "manajer@contoh.co.id"],
    phones: ["0812-3456-7890"],
  };

  it("normalises recipients and formats and keeps only the fields of the frequency", () => {
    const parsed = scheduledReportInputSchema.parse({ ...valid, monthDay: 5, vehicleId: 3, vgroupId: 4 });
    expect(parsed).toMatchObject({
      weekday: 1,
      monthDay: null,
      vehicleId: 3,
      vgroupId: null,
      formats: ["xlsx", "pdf"],
      emails: ["manajer@contoh.co.id"],
      phones: ["+6281234567890"],
      userIds: [],
      language: "id",
    });
  });

  it("refuses a weekly report without its day, no recipient, a bad phone or e-mail", () => {
    const paths = (input: unknown) =>
      scheduledReportInputSchema.safeParse(input).error?.issues.map((issue) => issue.path.join("."));
    expect(paths({ ...valid, weekday: null })).toEqual(["weekday"]);
    expect(paths({ ...valid, frequency: "MONTHLY" })).toEqual(["monthDay"]);
    expect(paths({ ...valid, emails: [], phones: [] })).toEqual(["userIds"]);
    expect(paths({ ...valid, phones: ["12"] })).toEqual(["phones.0"]);
    expect(paths({ ...valid, emails: ["bukan-email"] })).toEqual(["emails.0"]);
    expect(paths({ ...valid, hour: 24 })).toEqual(["hour"]);
  });
});
