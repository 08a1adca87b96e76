import { type CompanyTimeZone, DEFAULT_TIME_ZONE, TIME_ZONE_UTC_OFFSET_MINUTES } from "../timeZone.js";

/** docs/spec/alert-center-and-shell.md §4, §9: the feedback modal opens 60 s after load … */
export const FEEDBACK_DELAY_MS = 60_000;
/** … only in the last 5 days of the month (the build's "feedback subtract" setting) */
export const FEEDBACK_LAST_DAYS = 5;
export const FEEDBACK_POINTS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_FEEDBACK_POINT = 5;

const shifted = (time: Date, zone: CompanyTimeZone) =>
  new Date(time.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000);

/** Whether `time` falls in the last `lastDays` days of its month (in the company's zone). */
export function isFeedbackWindow(
  time: Date,
  zone: CompanyTimeZone = DEFAULT_TIME_ZONE,
  lastDays = FEEDBACK_LAST_DAYS,
) {
  const local = shifted(time, zone);
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  return local.getUTCDate() > daysInMonth - lastDays;
}

/** The month a feedback counts for, "YYYY-MM" in the company's zone (one feedback per user and month). */
export function feedbackPeriod(time: Date, zone: CompanyTimeZone = DEFAULT_TIME_ZONE) {
  return shifted(time, zone).toISOString().slice(0, 7);
}

/** Dismissal lasts until 23:59 today (local time of the browser): the expiry as epoch ms. */
export function feedbackDismissalExpiry(now: Date): number {
  const end = new Date(now);
  end.setHours(23, 59, 0, 0);
  return end.getTime();
}

/**
 * Whether the modal may open now (docs/spec/alert-center-and-shell.md §4): in the window, not dismissed (expiry still ahead), feedback not given
 * this month (a failed status call counts as given), never for white-label.
 */
export function shouldOfferFeedback(options: {
  now: Date;
  zone?: CompanyTimeZone;
  dismissedUntil: number | null;
  status: "given" | "notGiven" | "failed";
  whiteLabel: boolean;
}) {
  if (options.whiteLabel) return false;
  if (options.status !== "notGiven") return false;
  if (options.dismissedUntil !== null && options.now.getTime() < options.dismissedUntil) return false;
  return isFeedbackWindow(options.now, options.zone);
}
