import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatZodIssues } from "../schemas/formatZodIssues.js";
import { COMPANY_TIME_ZONES, zonedDay } from "../timeZone.js";
import {
  MAX_VIDEO_VIEWS_DAYS,
  minutesOf,
  quotaPercent,
  remainingSeconds,
  secondsUsedInWindow,
  videoSettingsInputSchema,
  videoViewsFilterSchema,
  viewSeconds,
  withinQuota,
  zonedMonth,
} from "./videoUsage.js";

const at = (iso: string) => new Date(iso);

describe("video usage", () => {
  it("finds the calendar month in the company's zone", () => {
    // 30 Nov 17:30 UTC is already 1 Dec 00:30 in Jakarta, still 30 Nov in UTC
    expect(zonedMonth(at("2026-11-30T17:30:00Z"), "Asia/Jakarta")).toEqual({
      start: at("2026-11-30T17:00:00Z"),
      end: at("2026-12-31T17:00:00Z"),
    });
    expect(zonedMonth(at("2026-11-30T16:30:00Z"), "Asia/Jakarta").start).toEqual(at("2026-10-31T17:00:00Z"));
    expect(zonedMonth(at("2026-12-15T00:00:00Z"), "Asia/Jayapura")).toEqual({
      start: at("2026-11-30T15:00:00Z"),
      end: at("2026-12-31T15:00:00Z"),
    });
  });

  it("counts a view's part in the month, a running one up to now", () => {
    const month = zonedMonth(at("2026-11-15T00:00:00Z"), "Asia/Jakarta");
    const now = at("2026-11-15T01:00:00Z");
    const views = [
      // began the month before: only its part from the month's start counts (30 min)
      { startedAt: at("2026-10-31T16:30:00Z"), endedAt: at("2026-10-31T17:30:00Z") },
      { startedAt: at("2026-11-10T00:00:00Z"), endedAt: at("2026-11-10T00:10:00Z") },
      // running for 15 min
      { startedAt: at("2026-11-15T00:45:00Z"), endedAt: null },
    ];
    expect(secondsUsedInWindow(views, month, now)).toBe((30 + 10 + 15) * 60);
    expect(viewSeconds(views[2] as (typeof views)[number], now)).toBe(15 * 60);
    expect(minutesOf(55 * 60 + 30)).toBe(55.5);
  });

  it("says what is left of a quota; null is unlimited", () => {
    expect(remainingSeconds(null, 10_000)).toBeNull();
    expect(withinQuota(null, 10_000)).toBe(true);
    expect(remainingSeconds(10, 120)).toBe(480);
    expect(withinQuota(10, 600)).toBe(false);
    expect(withinQuota(0, 0)).toBe(false);
    expect(remainingSeconds(10, 9_999)).toBe(0);
    expect(quotaPercent(10, 300)).toBe(50);
    expect(quotaPercent(null, 300)).toBe(0);
  });

  it("validates the listing filter and the settings", () => {
    expect(
      videoViewsFilterSchema.safeParse({ startDate: "2026-11-01T00:00:00Z", endDate: "2026-11-02T00:00:00Z" })
        .success,
    ).toBe(true);
    expect(
      videoViewsFilterSchema.safeParse({ startDate: "2026-11-02T00:00:00Z", endDate: "2026-11-01T00:00:00Z" })
        .success,
    ).toBe(false);
    const tooLong = videoViewsFilterSchema.safeParse({
      startDate: "2026-08-01T00:00:00Z",
      endDate: new Date(
        Date.parse("2026-08-01T00:00:00Z") + (MAX_VIDEO_VIEWS_DAYS * 86_400_000 + 1),
      ).toISOString(),
    });
    expect(tooLong.success).toBe(false);
    if (!tooLong.success) {
      expect(formatZodIssues(tooLong.error, "id")).toEqual([
        { field: "endDate", message: `Rentang waktu paling lama ${MAX_VIDEO_VIEWS_DAYS} hari` },
      ]);
    }
    const longest = videoViewsFilterSchema.safeParse({
      startDate: "2026-08-01T00:00:00Z",
      endDate: new Date(Date.parse("2026-08-01T00:00:00Z") + MAX_VIDEO_VIEWS_DAYS * 86_400_000).toISOString(),
    });
    expect(longest.success).toBe(true);
    expect(videoSettingsInputSchema.safeParse({ maxLiveStreams: 9, monthlyVideoMinutes: null }).success).toBe(
      true,
    );
    expect(videoSettingsInputSchema.safeParse({ maxLiveStreams: 65, monthlyVideoMinutes: 10 }).success).toBe(
      false,
    );
    expect(videoSettingsInputSchema.safeParse({ maxLiveStreams: 4, monthlyVideoMinutes: -1 }).success).toBe(
      false,
    );
  });

  const moment = fc.date({
    min: at("2020-01-01T00:00:00Z"),
    max: at("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  const zone = fc.constantFrom(...COMPANY_TIME_ZONES);

  it("property: the month holds the moment, begins on a company day 1 and ends where the next begins", () => {
    fc.assert(
      fc.property(moment, zone, (time, tz) => {
        const month = zonedMonth(time, tz);
        expect(month.start.getTime()).toBeLessThanOrEqual(time.getTime());
        expect(month.end.getTime()).toBeGreaterThan(time.getTime());
        expect(zonedDay(month.start, tz).endsWith("-01")).toBe(true);
        expect(zonedDay(month.end, tz).endsWith("-01")).toBe(true);
        expect(zonedMonth(month.end, tz).start).toEqual(month.end);
        const days = (month.end.getTime() - month.start.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
      }),
    );
  });

  const span = fc
    .tuple(moment, fc.integer({ min: 0, max: 40 * 86_400 }), fc.boolean())
    .map(([startedAt, seconds, running]) => ({
      startedAt,
      endedAt: running ? null : new Date(startedAt.getTime() + seconds * 1000),
    }));

  it("property: the months of a view add up to its length, and usage never exceeds it", () => {
    fc.assert(
      fc.property(span, zone, fc.integer({ min: 0, max: 90 * 86_400 }), (view, tz, later) => {
        const now = new Date(view.startedAt.getTime() + later * 1000);
        if (view.endedAt && view.endedAt > now) return;
        const end = view.endedAt ?? now;
        let total = 0;
        for (let month = zonedMonth(view.startedAt, tz); month.start < end; month = zonedMonth(month.end, tz))
          total +=
            Math.min(end.getTime(), month.end.getTime()) -
            Math.max(view.startedAt.getTime(), month.start.getTime());
        expect(Math.floor(total / 1000)).toBe(viewSeconds(view, now));
        const used = secondsUsedInWindow([view], zonedMonth(now, tz), now);
        expect(used).toBeLessThanOrEqual(viewSeconds(view, now));
      }),
    );
  });

  it("property: remaining plus used is the quota until it runs out, and within-quota agrees", () => {
    fc.assert(
      fc.property(fc.option(fc.nat(100_000)), fc.nat(10_000_000), (quota, used) => {
        const left = remainingSeconds(quota, used);
        if (quota === null) {
          expect(left).toBeNull();
          return;
        }
        expect(left).toBe(Math.max(0, quota * 60 - used));
        expect(withinQuota(quota, used)).toBe((left ?? 0) > 0);
        expect(quotaPercent(quota, used)).toBeLessThanOrEqual(100);
      }),
    );
  });
});
