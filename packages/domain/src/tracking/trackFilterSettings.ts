import { z } from "zod";
import { DEFAULT_TRACK_FILTER_SETTINGS, type TrackFilterSettings } from "./trackFilter.js";

/** The limits a company admin may set: wide enough for any fleet, narrow enough that no filter eats a real track. */
export const trackFilterSettingsSchema = z.object({
  invalidEnabled: z.boolean(),
  zeroEnabled: z.boolean(),
  futureEnabled: z.boolean(),
  futureMinutes: z.int32().min(1).max(1_440),
  pastEnabled: z.boolean(),
  pastHours: z.int32().min(1).max(168),
  accuracyEnabled: z.boolean(),
  accuracyMaxMeters: z.int32().min(5).max(10_000),
  accuracyMaxHdop: z.number().min(0.5).max(50),
  duplicateEnabled: z.boolean(),
  jumpEnabled: z.boolean(),
  jumpMaxKmh: z.int32().min(50).max(2_000),
  driftEnabled: z.boolean(),
  minPeriodEnabled: z.boolean(),
  minPeriodSeconds: z.int32().min(1).max(3_600),
  minDistanceEnabled: z.boolean(),
  minDistanceMeters: z.int32().min(1).max(1_000),
}) satisfies z.ZodType<TrackFilterSettings>;

/**
 * A company's stored filters (a JSON column, null until first saved): every field that is missing or out of
 * range takes its default, so a stored value never switches a filter off by accident.
 */
export function readTrackFilterSettings(stored: unknown): TrackFilterSettings {
  if (!stored || typeof stored !== "object") return { ...DEFAULT_TRACK_FILTER_SETTINGS };
  const settings: Record<string, unknown> = { ...DEFAULT_TRACK_FILTER_SETTINGS };
  for (const [key, field] of Object.entries(trackFilterSettingsSchema.shape)) {
    const parsed = field.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as unknown as TrackFilterSettings;
}
