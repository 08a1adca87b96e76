/**
 * Access checks. Access keys have the form `resource:action` (for example `tms:read`) and are
 * compared exactly: no wildcards, no case folding, no implied actions.
 */

/** True when `key` is one of the user's access keys. */
export function can(accessKeys: readonly string[], key: string): boolean {
  return accessKeys.includes(key);
}

/** True when the user holds at least one of `keys` (false for an empty list). */
export function canAny(accessKeys: readonly string[], keys: readonly string[]): boolean {
  return keys.some((key) => accessKeys.includes(key));
}

/** True when the user holds every one of `keys` (true for an empty list). */
export function canAll(accessKeys: readonly string[], keys: readonly string[]): boolean {
  return keys.every((key) => accessKeys.includes(key));
}
