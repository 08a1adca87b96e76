import type { Point } from "@/shared/ui/clampPosition";

/** Where the alert center is shown (docs/spec/alert-center-and-shell.md §4 "Alert center display"). */
export type AlertCenterMode = "closed" | "popup" | "pinned" | "detached";

export interface AlertCenterState {
  mode: AlertCenterMode;
  /** top-left corner of the detached window */
  position: Point;
}

export const ALERT_CENTER_STORAGE_KEY = "armada.alertCenter";
export const DEFAULT_ALERT_CENTER_STATE: AlertCenterState = { mode: "closed", position: { x: 100, y: 100 } };

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * The remembered state from storage. Pinned and detached come back as they were; a popup (it belongs to the
 * click that opened it) comes back closed; anything unreadable gives the default.
 */
export function restoreAlertCenterState(stored: unknown): AlertCenterState {
  if (!stored || typeof stored !== "object") return DEFAULT_ALERT_CENTER_STATE;
  const raw = stored as { mode?: unknown; position?: { x?: unknown; y?: unknown } };
  const mode: AlertCenterMode = raw.mode === "pinned" || raw.mode === "detached" ? raw.mode : "closed";
  const position =
    raw.position && isFiniteNumber(raw.position.x) && isFiniteNumber(raw.position.y)
      ? { x: raw.position.x, y: raw.position.y }
      : DEFAULT_ALERT_CENTER_STATE.position;
  return { mode, position };
}

/** The bell opens the popup when nothing is shown and closes whatever is shown otherwise. */
export function toggleFromBell(mode: AlertCenterMode): AlertCenterMode {
  return mode === "closed" ? "popup" : "closed";
}
