import { formatZodIssues, type Language } from "@armada/domain";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

interface SafeParser {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: Parameters<typeof formatZodIssues>[0] };
}

/** Field errors keyed by form field, from the localized issues of a domain schema. */
export function fieldErrorsFrom(
  issues: readonly { field: string; message: string }[],
  fieldOf: (inputField: string) => string = (field) => field,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.field.split(".")[0] ?? "") || "root";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * react-hook-form resolver that validates the API input made from the form values with the same zod
 * schema the server uses, and shows the domain's localized messages under the fields.
 */
export function domainResolver<TValues extends FieldValues>(
  schema: SafeParser,
  toInput: (values: TValues) => unknown,
  language: () => Language,
  fieldOf?: (inputField: string) => string,
): Resolver<TValues> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values, errors: {} };
    const messages = fieldErrorsFrom(formatZodIssues(result.error, language()), fieldOf);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(messages)) errors[field] = { type: "validation", message };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
