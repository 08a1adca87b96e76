import { z } from "zod";

/** Days before a due day a reminder goes out, and 0: on the day itself (and once after it, if it passed unseen). */
export const DEFAULT_REMINDER_LEAD_DAYS: readonly number[] = [30, 14, 7, 1, 0];

export const MAX_REMINDER_LEAD_DAYS = 365;

/** A company's lead days: 1–8 distinct whole days 0–365, stored largest first. */
export const reminderLeadDaysSchema = z
  .array(z.int().min(0).max(MAX_REMINDER_LEAD_DAYS))
  .min(1)
  .max(8)
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

export function normalizeLeadDays(days: readonly number[] | null | undefined): number[] {
  const parsed = reminderLeadDaysSchema.safeParse(days ?? []);
  return parsed.success ? parsed.data : [...DEFAULT_REMINDER_LEAD_DAYS];
}
