import { z } from "zod";

/** What a company keeps for a while: each is read by its name (`retentionDays(policies, "audit")`). */
export const RETENTION_POLICIES = ["positions", "rawAlerts", "media", "audit"] as const;
export type RetentionPolicy = (typeof RETENTION_POLICIES)[number];

/**
 * Days kept, per policy: the default of a company that set nothing, and the range a company admin may choose.
 * Seven days is the floor the Indonesian rule for public transport sets on tracking data; ten years the ceiling.
 */
export const RETENTION_DAYS: Record<RetentionPolicy, { default: number; min: number; max: number }> = {
  /** 13 months: a year compared with the same month of the year before */
  positions: { default: 396, min: 7, max: 3650 },
  rawAlerts: { default: 396, min: 7, max: 3650 },
  /** dashcam clips are large: three months */
  media: { default: 90, min: 7, max: 3650 },
  audit: { default: 730, min: 90, max: 3650 },
};

export type RetentionSettings = Record<RetentionPolicy, number>;

export const DEFAULT_RETENTION: RetentionSettings = {
  positions: RETENTION_DAYS.positions.default,
  rawAlerts: RETENTION_DAYS.rawAlerts.default,
  media: RETENTION_DAYS.media.default,
  audit: RETENTION_DAYS.audit.default,
};

const days = (policy: RetentionPolicy) =>
  z.int().min(RETENTION_DAYS[policy].min).max(RETENTION_DAYS[policy].max);

export const retentionSettingsSchema = z.object({
  positions: days("positions"),
  rawAlerts: days("rawAlerts"),
  media: days("media"),
  audit: days("audit"),
});

const DAY_MS = 86_400_000;

/** The oldest time a policy of `days` still keeps at `now`: anything before it is gone for the company. */
export function retentionCutoff(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
