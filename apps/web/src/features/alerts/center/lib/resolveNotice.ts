import type { RawAlert } from "../api/rawAlert";

/**
 * The `alert-center-resolve-{company}` message (docs/spec/alert-center-and-shell.md §3 "Resolve-by-socket message"): someone resolved,
 * unchecked, marked false or cancelled the false mark of alerts (`actionType` + `resolved`). Mode `a` = every alert created between start and end (of the listed vehicles when given),
 * `s` = the listed raw alert ids, `e` = every alert in the window except the listed ids. Read from the
 * message's `AlertsResolvedNotice` (packages/domain/src/sockets/operatorSocketMessages.ts).
 */
export interface ResolveNotice {
  mode: "a" | "s" | "e";
  startTime: number | null;
  endTime: number | null;
  /** Resolve sets isResolved; FalseAlert sets isFalseAlert (older messages without it are Resolve) */
  actionType: "Resolve" | "FalseAlert";
  /** true when set, false when unchecked (Resolve) or cancelled (FalseAlert) */
  resolved: boolean;
  userId: number | null;
  userName: string | null;
  /** vehicle id → plate, narrowing modes a and e; null for every vehicle */
  vehicleIds: Set<number> | null;
  rawAlertIds: Set<number>;
}

const time = (value: unknown) => {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return null;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** Reads the resolve message's data; null when it is not one. */
export function parseResolveNotice(data: unknown): ResolveNotice | null {
  if (!data || typeof data !== "object") return null;
  const raw = data as Record<string, unknown>;
  const mode = raw.mode === "a" || raw.mode === "s" ? raw.mode : "e";
  const ids = Array.isArray(raw.rawAlertIds) ? raw.rawAlertIds.map(Number).filter(Number.isFinite) : [];
  const vehicles =
    raw.vehicles && typeof raw.vehicles === "object"
      ? new Set(Object.keys(raw.vehicles).map(Number).filter(Number.isFinite))
      : null;
  return {
    mode,
    startTime: time(raw.startTime),
    endTime: time(raw.endTime),
    actionType: raw.actionType === "FalseAlert" ? "FalseAlert" : "Resolve",
    resolved: raw.resolved !== false,
    userId: typeof raw.userId === "number" ? raw.userId : null,
    userName: typeof raw.userName === "string" ? raw.userName : null,
    vehicleIds: vehicles && vehicles.size > 0 ? vehicles : null,
    rawAlertIds: new Set(ids),
  };
}

function inWindow(alert: RawAlert, notice: ResolveNotice) {
  const created = Date.parse(alert.createdOn);
  if (notice.startTime !== null && created < notice.startTime) return false;
  if (notice.endTime !== null && created > notice.endTime) return false;
  return notice.vehicleIds === null || notice.vehicleIds.has(alert.vehicleId);
}

/** True when the notice covers this alert. */
export function resolveNoticeCovers(alert: RawAlert, notice: ResolveNotice): boolean {
  if (notice.mode === "s") return notice.rawAlertIds.has(alert.rawAlertId);
  if (notice.mode === "a") return inWindow(alert, notice);
  return inWindow(alert, notice) && !notice.rawAlertIds.has(alert.rawAlertId);
}

/**
 * The alert after the notice, as the server changed it: Resolve sets or clears isResolved; FalseAlert sets
 * isFalseAlert, and its cancel reopens the alert (isFalseAlert and isResolved false). Both set marks it read.
 */
function afterNotice(alert: RawAlert, notice: ResolveNotice): RawAlert {
  if (notice.actionType === "FalseAlert") {
    return notice.resolved
      ? { ...alert, isFalseAlert: true, isRead: true }
      : { ...alert, isFalseAlert: false, isResolved: false };
  }
  return notice.resolved ? { ...alert, isResolved: true, isRead: true } : { ...alert, isResolved: false };
}

const sameStatus = (a: RawAlert, b: RawAlert) =>
  a.isResolved === b.isResolved && a.isFalseAlert === b.isFalseAlert && a.isRead === b.isRead;

/** The list with the covered alerts updated by the notice; the same array when nothing changed. */
export function applyResolveNotice(list: readonly RawAlert[], notice: ResolveNotice): readonly RawAlert[] {
  let changed = false;
  const next = list.map((alert) => {
    if (!resolveNoticeCovers(alert, notice)) return alert;
    const updated = afterNotice(alert, notice);
    if (sameStatus(alert, updated)) return alert;
    changed = true;
    return updated;
  });
  return changed ? next : list;
}
