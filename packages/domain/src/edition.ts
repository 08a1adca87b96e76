import { isPathUnder } from "./paths.js";

/**
 * Menu paths whose screens are not part of this edition of Armada. Their menu entries follow the
 * access rules like any other; the web shows a "not in this edition" page instead of a screen.
 * Note `/liveview/` is the old live view only; `/liveview-2/` is in the edition.
 */
export const NOT_IN_EDITION_PATHS = [
  "/land-measurement/",
  "/marketplace/",
  "/company-ticket/",
  "/controltower/",
  "/controltower-2/",
  "/trackvideo/",
  "/trackvideo-2/",
  "/live-streaming/",
  "/liveview/",
] as const;

/** True when `path` (or the section it lies under) is implemented in this edition. */
export function isInEdition(path: string): boolean {
  return !NOT_IN_EDITION_PATHS.some((base) => isPathUnder(path, base));
}
