import { z } from "zod";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { rangeIssues } from "../schemas/rangeIssues.js";
import { type CompanyTimeZone, DEFAULT_TIME_ZONE, zonedDay, zonedDayStart } from "../timeZone.js";
import { MAX_LIVE_STREAMS_LIMIT } from "./liveVideo.js";

/**
 * Who watched what (video views) and the company's monthly video minutes. A view is one viewer socket session of
 * the Track Vision socket, live or playback; it counts wall-clock time watched. The month is the calendar month in
 * the company's zone; a view across a month boundary counts in each month for its part in it.
 */
export const VIDEO_VIEW_MODES = ["live", "playback"] as const;
export type VideoViewMode = (typeof VIDEO_VIEW_MODES)[number];

/** The largest monthly quota a company can set (about 1,900 hours a day for a month: effectively a guard). */
export const MAX_MONTHLY_VIDEO_MINUTES = 10_000_000;

/** How often running views are checked against the quota (and their last time noted). */
export const VIDEO_QUOTA_CHECK_MS = 30_000;

export interface ViewSpan {
  startedAt: Date;
  /** null while the view runs */
  endedAt: Date | null;
}

export interface MonthWindow {
  start: Date;
  end: Date;
}

/** The company-zone calendar month holding `time`: its first moment and the next month's. */
export function zonedMonth(time: Date, zone: CompanyTimeZone = DEFAULT_TIME_ZONE): MonthWindow {
  const [year, month] = zonedDay(time, zone).split("-").map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return {
    start: zonedDayStart(`${year}-${String(month).padStart(2, "0")}-01`, zone),
    end: zonedDayStart(next, zone),
  };
}

/** Whole seconds of a view, a running one up to `now`. */
export function viewSeconds(view: ViewSpan, now: Date): number {
  const end = view.endedAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - view.startedAt.getTime()) / 1000));
}

/** Seconds of the views inside the window (running ones up to `now`). */
export function secondsUsedInWindow(views: readonly ViewSpan[], window: MonthWindow, now: Date): number {
  let total = 0;
  for (const view of views) {
    const from = Math.max(view.startedAt.getTime(), window.start.getTime());
    const to = Math.min((view.endedAt ?? now).getTime(), window.end.getTime());
    if (to > from) total += to - from;
  }
  return Math.floor(total / 1000);
}

/** Minutes used, rounded down to a tenth (what the screen shows). */
export const minutesOf = (seconds: number) => Math.floor(seconds / 6) / 10;

/** Seconds left of a monthly quota in minutes (null: unlimited); never below 0. */
export function remainingSeconds(quotaMinutes: number | null, usedSeconds: number): number | null {
  if (quotaMinutes === null) return null;
  return Math.max(0, quotaMinutes * 60 - usedSeconds);
}

/** Whether a new view may start / a running one may go on: some quota left (or none set). */
export function withinQuota(quotaMinutes: number | null, usedSeconds: number): boolean {
  const left = remainingSeconds(quotaMinutes, usedSeconds);
  return left === null || left > 0;
}

/** The share of the quota used, 0–100 (0 without a quota). */
export function quotaPercent(quotaMinutes: number | null, usedSeconds: number): number {
  if (!quotaMinutes) return 0;
  return Math.min(100, Math.round((usedSeconds / (quotaMinutes * 60)) * 1000) / 10);
}

const isoDate = z.coerce.date();

/** The longest window one videoViews call may list. */
export const MAX_VIDEO_VIEWS_DAYS = 93;

/** videoViews: the window, optionally a vehicle or a user, a page. */
export const videoViewsFilterSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    vehicleId: z.int32().min(1).nullish(),
    userId: z.int32().min(1).nullish(),
    pagination: paginationInputSchema.nullish(),
  })
  .check((ctx) => {
    const { startDate, endDate } = ctx.value;
    if (!(startDate instanceof Date) || !(endDate instanceof Date)) return;
    const range = {
      start: startDate.getTime(),
      end: endDate.getTime(),
      endInput: endDate,
      endPath: "endDate",
    };
    ctx.issues.push(...rangeIssues(range, MAX_VIDEO_VIEWS_DAYS));
  });
export type VideoViewsFilter = z.output<typeof videoViewsFilterSchema>;

/** updateVideoSettings: the stream cap (0–64) and the monthly minutes (null: unlimited). */
export const videoSettingsInputSchema = z.object({
  maxLiveStreams: z.int32().min(0).max(MAX_LIVE_STREAMS_LIMIT),
  monthlyVideoMinutes: z.int32().min(0).max(MAX_MONTHLY_VIDEO_MINUTES).nullable(),
});
export type VideoSettingsInput = z.output<typeof videoSettingsInputSchema>;
