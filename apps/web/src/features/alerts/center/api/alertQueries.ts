import { ALERT_LIST_PAGE_SIZE, ALERT_LIST_WINDOW_MS } from "@armada/domain";
import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { Pagination } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import type { RawAlert } from "./rawAlert";

export type AlertListKind = "urgent" | "important";

const RAW_ALERTS = graphql(`
  query AlertCenterRawAlerts($filter: RawAlertsFilter) {
    rawAlerts(filter: $filter) {
      ...EnvelopeFields
      rawAlerts { data { ...AlertCenterRawAlertFields } pagination { total page show } }
    }
  }
`);

const RAW_ALERT = graphql(`
  query AlertCenterRawAlert($filter: RawAlertFilter!) {
    rawAlert(filter: $filter) {
      ...EnvelopeFields
      data { ...AlertCenterRawAlertFields }
    }
  }
`);

const TOTAL_IMPORTANT_ALERTS = graphql(`
  query AlertCenterTotals($filter: TotalImportantAlertsFilter) {
    totalImportantAlerts(filter: $filter) {
      ...EnvelopeFields
      data { alertUrgencyType unresolved }
    }
  }
`);

export interface AlertPage {
  data: RawAlert[];
  pagination: Pagination;
}

/** The alert center's window: the last 2 days up to now. */
export function alertWindow(now = Date.now()) {
  return {
    startDate: new Date(now - ALERT_LIST_WINDOW_MS).toISOString(),
    endDate: new Date(now).toISOString(),
  };
}

export const alertCenterKeys = {
  all: ["alert-center"] as const,
  lists: ["alert-center", "list"] as const,
  list: (kind: AlertListKind, notCheckedOnly: boolean) =>
    ["alert-center", "list", kind, notCheckedOnly] as const,
  counts: ["alert-center", "counts"] as const,
  alert: (rawAlertId: number) => ["alert-center", "alert", rawAlertId] as const,
};

/** One page of the Urgent or Important list, newest first (docs/spec/alert-center-and-shell.md §7 #2). */
export async function fetchAlertPage(
  kind: AlertListKind,
  page: number,
  notCheckedOnly: boolean,
  signal?: AbortSignal,
): Promise<AlertPage> {
  const filter = {
    pagination: { page, show: ALERT_LIST_PAGE_SIZE },
    orderBy: { field: "createdOn", direction: "desc" },
    ...(kind === "urgent" ? { isUrgent: true } : { isImportant: true }),
    ...alertWindow(),
    ...(notCheckedOnly ? { isResolved: false, isFalseAlert: false } : {}),
  };
  const result = await requestEnvelope(RAW_ALERTS, "rawAlerts", { filter }, signal);
  return result.rawAlerts ?? { data: [], pagination: { total: 0, page, show: ALERT_LIST_PAGE_SIZE } };
}

/** Alerts by id with the caller's flags (isUrgent, isImportant, autoPopup), e.g. for a socket notice. */
export async function fetchAlertsByIds(rawAlertIds: number[]): Promise<RawAlert[]> {
  if (rawAlertIds.length === 0) return [];
  const filter = { rawAlertIds, pagination: { page: 1, show: rawAlertIds.length } };
  const result = await requestEnvelope(RAW_ALERTS, "rawAlerts", { filter });
  return result.rawAlerts?.data ?? [];
}

export function useAlertList(kind: AlertListKind, notCheckedOnly: boolean, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: alertCenterKeys.list(kind, notCheckedOnly),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchAlertPage(kind, pageParam, notCheckedOnly, signal),
    getNextPageParam: (last) =>
      last.pagination.page * last.pagination.show < last.pagination.total
        ? last.pagination.page + 1
        : undefined,
  });
}

export type AlertListData = InfiniteData<AlertPage, number>;

/** One alert by raw alert id with the caller's flags. */
export async function fetchRawAlert(rawAlertId: number, signal?: AbortSignal): Promise<RawAlert> {
  const result = await requestEnvelope(RAW_ALERT, "rawAlert", { filter: { id: String(rawAlertId) } }, signal);
  if (!result.data) throw new Error("alert not found");
  return result.data;
}

/** One alert, fresh from the server (popup); `placeholder` shows what the list had meanwhile. */
export function useRawAlert(rawAlertId: number, placeholder?: RawAlert) {
  return useQuery({
    queryKey: alertCenterKeys.alert(rawAlertId),
    placeholderData: placeholder,
    queryFn: ({ signal }) => fetchRawAlert(rawAlertId, signal),
  });
}

export interface AlertCounts {
  urgent: number;
  important: number;
}

/** Unresolved Urgent and Important alerts of the last 2 days (docs/spec/alert-center-and-shell.md §7 #3). */
export function useAlertCounts(enabled: boolean) {
  return useQuery({
    queryKey: alertCenterKeys.counts,
    enabled,
    queryFn: async ({ signal }): Promise<AlertCounts> => {
      const result = await requestEnvelope(
        TOTAL_IMPORTANT_ALERTS,
        "totalImportantAlerts",
        { filter: alertWindow() },
        signal,
      );
      const counts: AlertCounts = { urgent: 0, important: 0 };
      for (const row of result.data ?? []) {
        if (row.alertUrgencyType === "Urgent") counts.urgent = row.unresolved;
        else if (row.alertUrgencyType === "Important") counts.important = row.unresolved;
      }
      return counts;
    },
  });
}
