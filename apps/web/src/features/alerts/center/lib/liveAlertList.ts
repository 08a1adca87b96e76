import { LIVE_ALERT_LIST_CAP } from "@armada/domain";
import type { RawAlert } from "../api/rawAlert";

/** A new live alert goes to the top; an alert already listed moves up; the list keeps at most `cap`. */
export function insertLiveAlert(list: readonly RawAlert[], alert: RawAlert, cap = LIVE_ALERT_LIST_CAP) {
  return [alert, ...list.filter((entry) => entry.rawAlertId !== alert.rawAlertId)].slice(0, cap);
}

/** Live entries first, then the fetched pages without the alerts already shown (one row per alert). */
export function mergeAlertLists(live: readonly RawAlert[], fetched: readonly RawAlert[]): RawAlert[] {
  const seen = new Set(live.map((alert) => alert.rawAlertId));
  return [...live, ...fetched.filter((alert) => !seen.has(alert.rawAlertId))];
}

/** Replaces alerts by id with a newer copy (after an action), leaving the others as they are. */
export function replaceAlerts(list: readonly RawAlert[], updated: ReadonlyMap<number, RawAlert>) {
  return list.map((alert) => updated.get(alert.rawAlertId) ?? alert);
}
