/**
 * The name of the unique constraint (or unique index) a failed statement violated, or null for any
 * other error. Works for postgres-js (`constraint_name`) and PGlite (`constraint`), also when the
 * driver error is wrapped (drizzle puts it in `cause`).
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint_name?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (candidate.code === "23505") {
      const name = candidate.constraint_name ?? candidate.constraint;
      return typeof name === "string" ? name : "";
    }
    current = candidate.cause;
  }
  return null;
}
