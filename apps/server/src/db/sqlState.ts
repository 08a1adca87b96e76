/** The driver error that carries a SQLSTATE, also when wrapped (drizzle puts the driver's error in `cause`). */
export function databaseError(error: unknown): (Record<string, unknown> & { code: string }) | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate as Record<string, unknown> & { code: string };
    current = candidate.cause;
  }
  return null;
}

/**
 * Whether a failed write was refused for what it carried (SQLSTATE class 22 data exception, 23 integrity
 * constraint) or could not be encoded at all, so that retrying the same rows would fail forever. Anything
 * else with a SQLSTATE (lost connection 08, shutdown 57, resources 53, deadlock 40...) or a socket error
 * is transient: the same rows may succeed later.
 */
export function isDataError(error: unknown): boolean {
  const refused = databaseError(error);
  if (refused) return refused.code.startsWith("22") || refused.code.startsWith("23");
  return error instanceof TypeError || error instanceof RangeError;
}
