import type { z } from "zod";
import { ISSUE_KEYS } from "./issueKeys.js";

/**
 * One issue per string (or object key) of untrusted input holding U+0000: PostgreSQL text cannot store
 * it, so it must be refused at the boundary rather than fail in the database.
 */
export function nulCharacterIssues(value: unknown, path: PropertyKey[] = []): z.core.$ZodRawIssue[] {
  if (typeof value === "string") {
    return value.includes("\u0000")
      ? [{ code: "custom", message: ISSUE_KEYS.nulCharacter, path, input: value }]
      : [];
  }
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, entry]) => [
    ...nulCharacterIssues(key, path),
    ...nulCharacterIssues(entry, [...path, Array.isArray(value) ? Number(key) : key]),
  ]);
}
