import { formatAlertIssues, isErrorName, type Language } from "@armada/domain";
import type { z } from "zod";
import { AppError } from "../../http/appError.js";
import { safeParseInput } from "../../http/envelope.js";

/**
 * Parses an alert input with the alert field labels: a ValidationError whose issues are localised
 * ("Nama notifikasi wajib diisi", "Alasan lainnya wajib diisi"); a single catalogue issue (e.g.
 * AlertCodeNotInRule) becomes that errorName.
 */
export function parseAlertInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  language: Language,
): z.output<S> {
  const parsed = safeParseInput(schema, input);
  if (parsed.success) return parsed.data;
  const issues = formatAlertIssues(parsed.error, language);
  const [only] = parsed.error.issues;
  const errorName =
    parsed.error.issues.length === 1 && isErrorName(only?.message) ? only.message : "ValidationError";
  throw new AppError(errorName, 400, {}, { issues });
}
