import { isPathUnder } from "./paths.js";

/**
 * Menu paths whose screens are not part of this edition of Armada. Their menu entries follow the
 * access rules like any other; the web shows a "not in this edition" page instead of a screen.
 */
export const NOT_IN_EDITION_PATHS: readonly string[] = [];

/** True when `path` (or the section it lies under) is implemented in this edition. */
export function isInEdition(path: string): boolean {
  return !NOT_IN_EDITION_PATHS.some((base) => isPathUnder(path, base));
}
