import { z } from "zod";
import { DEFAULT_FEEDBACK_POINT } from "./feedbackTiming.js";

/** POST /feedback (docs/spec/alert-center-and-shell.md §3 Feedback): point 1–5, default 5, and a comment. */
export const feedbackInputSchema = z.object({
  point: z.int().min(1).max(5).default(DEFAULT_FEEDBACK_POINT),
  comment: z.string().trim().max(1000).default(""),
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;
