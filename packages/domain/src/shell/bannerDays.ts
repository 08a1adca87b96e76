import { z } from "zod";
import { type CompanyTimeZone, DEFAULT_TIME_ZONE, TIME_ZONE_UTC_OFFSET_MINUTES } from "../timeZone.js";

/** `day_show` holds weekdays as numbers, 0 = Sunday … 6 = Saturday (as JavaScript's getDay). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The weekday of `time` in the company's zone (Indonesian zones have no daylight saving). */
export function weekdayIn(time: Date, zone: CompanyTimeZone = DEFAULT_TIME_ZONE): number {
  return new Date(time.getTime() + TIME_ZONE_UTC_OFFSET_MINUTES[zone] * 60_000).getUTCDay();
}

/** docs/spec/alert-center-and-shell.md §4: the banner shows when today's weekday is in `day_show`. */
export const isBannerDay = (dayShow: readonly number[], time: Date, zone?: CompanyTimeZone) =>
  dayShow.includes(weekdayIn(time, zone));

export const bannerInputSchema = z.object({
  title: z.string().trim().min(1).max(120),
  imageUrl: z.string().regex(/^\/api\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/),
  dayShow: z
    .array(z.int().min(0).max(6))
    .min(1)
    .max(7)
    .transform((days) => [...new Set(days)].sort()),
  companyIds: z.array(z.int().positive()).min(1).max(1000).optional(),
  /** a white-label domain: the banner shows only when the app is opened on it */
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]{1,253}$/)
    .optional(),
});
export type BannerInput = z.output<typeof bannerInputSchema>;
