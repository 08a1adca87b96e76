/** The rows of a `db.execute` result: postgres-js answers an array, PGlite an object with `rows`. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}
