import { z } from "zod";

/** docs/spec/alert-center-and-shell.md §9: the five reasons; 'other' (option 4) needs its own text (docs/spec/alert-center-and-shell.md §5). */
export const BACK_TO_V1_REASONS = [
  "notUnderstanding",
  "outdatedData",
  "usedToV1",
  "missingFeatures",
  "other",
] as const;
export type BackToV1Reason = (typeof BACK_TO_V1_REASONS)[number];

/** The confirmation's choice; its text is what the backToVsmsV1 mutation sends as `message`. */
export const backToV1ChoiceSchema = z
  .object({ reason: z.enum(BACK_TO_V1_REASONS), other: z.string().trim().max(500).default("") })
  .refine((choice) => choice.reason !== "other" || choice.other.length > 0, {
    path: ["other"],
    message: "required",
  });

/** backToVsmsV1(input: {message}) */
export const backToVsmsV1InputSchema = z.object({ message: z.string().trim().min(1).max(600) });
