import type { RawAlert } from "../api/rawAlert";

export const QUICK_ALERTS_MAX = 3;
export const QUICK_ALERTS_ROTATE_MS = 3000;

/** The newest unread (not resolved, not false) alerts for the top bar strip, at most 3, newest first. */
export function quickAlerts(alerts: readonly RawAlert[], max = QUICK_ALERTS_MAX): RawAlert[] {
  const unique = new Map<number, RawAlert>();
  for (const alert of alerts) {
    if (!alert.isResolved && !alert.isFalseAlert && !unique.has(alert.rawAlertId)) {
      unique.set(alert.rawAlertId, alert);
    }
  }
  return [...unique.values()].sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn)).slice(0, max);
}

/** The carousel's next slide; back to the first after the last, 0 for an empty strip. */
export function nextCarouselIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return (index + 1) % length;
}
