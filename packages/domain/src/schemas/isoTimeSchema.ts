import { z } from "zod";

/** A time in ISO 8601 with its offset ("2026-11-30T08:00:00+07:00"), read as a Date. */
export const isoTimeSchema = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/**
 * The option that runs an object's refinement only once its fields are valid. Zod runs it even after a field failed a
 * format check, and then hands it the field's raw text where the refinement expects the field's Date.
 */
export const afterValidFields = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** A window from–to; either end may be open, and from is not after to. */
export const timeWindowSchema = z
  .object({ start: isoTimeSchema.nullish(), end: isoTimeSchema.nullish() })
  .refine((window) => !window.start || !window.end || window.start <= window.end, { path: ["end"] });
