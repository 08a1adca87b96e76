import {
  formatZodIssues,
  type Language,
  TEMPORARY_LIVE_VIEW_LABELS,
  temporaryLiveViewErrorName,
} from "@armada/domain";
import type { z } from "zod";
import { AppError } from "../../../http/appError.js";

/** Parses with the feature's own errorNames (FleetMinimum, PhoneNumberInvalid, …) and field labels. */
export function parseTemporaryLiveViewInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  language: Language,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errorName = temporaryLiveViewErrorName(parsed.error.issues);
  const issues = formatZodIssues(parsed.error, language, TEMPORARY_LIVE_VIEW_LABELS);
  throw new AppError(errorName, errorName === "ValidationError" ? 400 : 422, {}, { issues });
}
