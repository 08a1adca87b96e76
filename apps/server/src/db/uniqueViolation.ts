import { databaseError } from "./sqlState.js";

/**
 * The name of the unique constraint (or unique index) a failed statement violated, or null for any
 * other error. Works for postgres-js (`constraint_name`) and PGlite (`constraint`), also when the
 * driver error is wrapped.
 */
export function uniqueViolation(error: unknown): string | null {
  const refused = databaseError(error);
  if (refused?.code !== "23505") return null;
  const name = refused.constraint_name ?? refused.constraint;
  return typeof name === "string" ? name : "";
}
