import { isRawAlert, type RawAlert } from "../api/rawAlert";

/**
 * The `alert-center-new-{user}` message's data: whole alerts (used as they are) and/or bare ids (fetched
 * with the caller's flags). Accepts one alert, a list, or `{rawAlertIds: [...]}`.
 */
export function parseNewAlertNotice(data: unknown): { alerts: RawAlert[]; rawAlertIds: number[] } {
  const entries = Array.isArray(data)
    ? data
    : data && typeof data === "object" && Array.isArray((data as { rawAlertIds?: unknown }).rawAlertIds)
      ? ((data as { rawAlertIds: unknown[] }).rawAlertIds as unknown[])
      : [data];
  const alerts: RawAlert[] = [];
  const rawAlertIds: number[] = [];
  for (const entry of entries) {
    if (isRawAlert(entry)) alerts.push(entry);
    else if (typeof entry === "number") rawAlertIds.push(entry);
    else if (entry && typeof entry === "object") {
      const id = Number((entry as { rawAlertId?: unknown }).rawAlertId);
      if (Number.isFinite(id)) rawAlertIds.push(id);
    }
  }
  return { alerts, rawAlertIds };
}
