import {
  formatZodIssues,
  type Language,
  messageFor,
  nulCharacterIssues,
  type ResultEnvelope,
} from "@armada/domain";
import { z } from "zod";
import { AppError } from "./appError.js";

export function successEnvelope(language: Language, messageName = "Success"): ResultEnvelope {
  return {
    isSuccessful: true,
    message: messageFor(messageName, language),
    errorCode: null,
    errorName: null,
    status: 200,
  };
}

export function errorEnvelope(error: AppError, language: Language): ResultEnvelope {
  const base = messageFor(error.errorName, language, error.params);
  const issues = error.errorName === "ValidationError" ? validationIssues(error) : [];
  return {
    isSuccessful: false,
    message: issues.length > 0 ? `${base}: ${issues.map((issue) => issue.message).join("; ")}` : base,
    errorCode: String(error.status),
    errorName: error.errorName,
    status: error.status,
  };
}

function validationIssues(error: AppError): { field: string; message: string }[] {
  const data = error.data as { issues?: { field: string; message: string }[] } | undefined;
  return data?.issues ?? [];
}

/** Parses untrusted input: explicit nulls dropped, text holding NUL refused, then the schema applied. */
export function safeParseInput<S extends z.ZodType>(schema: S, input: unknown) {
  const nulIssues = nulCharacterIssues(input);
  if (nulIssues.length > 0) {
    return { success: false, error: new z.ZodError(nulIssues as z.core.$ZodIssue[]) } as const;
  }
  return schema.safeParse(withoutNulls(input));
}

/** Parses untrusted input; invalid input becomes a ValidationError carrying localised field issues. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, language: Language): z.output<S> {
  const parsed = safeParseInput(schema, input);
  if (parsed.success) return parsed.data;
  throw new AppError("ValidationError", 400, {}, { issues: formatZodIssues(parsed.error, language) });
}

/** GraphQL sends explicit nulls for omitted optional fields; the domain schemas treat absent as "unchanged". */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== null)
      .map(([key, entry]) => [key, withoutNulls(entry)]),
  );
}
