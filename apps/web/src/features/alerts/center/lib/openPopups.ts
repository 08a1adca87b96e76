import { MAX_OPEN_ALERT_POPUPS } from "@armada/domain";
import type { RawAlert } from "../api/rawAlert";

export interface OpenPopup {
  rawAlertId: number;
  /** the alert as listed when opened (shown until the fresh copy arrives) */
  snapshot: RawAlert;
  /** nth popup opened: cascades the start positions */
  order: number;
}

/**
 * Opens a popup for `alert`: an alert already open stays as it is; beyond `max` open popups nothing opens
 * and `refused` is true (the caller warns that the notification limit is reached).
 */
export function openPopup(
  open: readonly OpenPopup[],
  alert: RawAlert,
  max = MAX_OPEN_ALERT_POPUPS,
): { open: readonly OpenPopup[]; refused: boolean } {
  if (open.some((popup) => popup.rawAlertId === alert.rawAlertId)) return { open, refused: false };
  if (open.length >= max) return { open, refused: true };
  const order = open.reduce((highest, popup) => Math.max(highest, popup.order + 1), 0);
  return { open: [...open, { rawAlertId: alert.rawAlertId, snapshot: alert, order }], refused: false };
}

/**
 * The alerts of a live notice that open a popup by themselves: those of auto-popup rules, and only for users
 * with e4f-auto-popup-urgent-alert:read (docs/spec/alert-center-and-shell.md §4, §6); everyone else finds them in the lists.
 */
export function autoPopupAlerts(alerts: readonly RawAlert[], mayAutoPopup: boolean): RawAlert[] {
  return mayAutoPopup ? alerts.filter((alert) => alert.autoPopup) : [];
}

/** Top of the popups' reserved area: below the top bar and the "Tutup semua" button at its head. */
export const POPUP_AREA_TOP = 116;

/**
 * Start position of the nth popup, in the reserved area at the right edge (not over the side menu or a form in
 * the middle of the page): cascaded 28 px down and left, starting over after 8.
 */
export function popupStartPosition(order: number, viewportWidth: number, popupWidth: number) {
  const step = (order % 8) * 28;
  return { x: Math.max(0, viewportWidth - popupWidth - 16 - step), y: POPUP_AREA_TOP + step };
}
