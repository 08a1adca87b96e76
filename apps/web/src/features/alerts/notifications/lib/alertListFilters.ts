import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@armada/domain";
import dayjs from "dayjs";
import type { AlertStatus } from "@/features/alerts/common/AlertBadges";
import type { RawAlertsFilter } from "@/generated/graphql/graphql";

export type Urgency = "Urgent" | "Important";

/** The Notifikasi filters, as kept in the URL query. Dates are local calendar days (YYYY-MM-DD). */
export interface AlertListFilters {
  start: string;
  end: string;
  urgency: Urgency | null;
  status: AlertStatus | null;
  vehicleIds: number[];
  alertCodes: number[];
  search: string;
  page: number;
  show: number;
}

const DAY = "YYYY-MM-DD";
/** The list opens on the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

export function defaultAlertListFilters(now: Date): AlertListFilters {
  const today = dayjs(now);
  return {
    start: today.subtract(DEFAULT_RANGE_DAYS - 1, "day").format(DAY),
    end: today.format(DAY),
    urgency: null,
    status: null,
    vehicleIds: [],
    alertCodes: [],
    search: "",
    page: 1,
    show: DEFAULT_PAGE_SIZE,
  };
}

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid();
const ids = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};
const URGENCIES: readonly string[] = ["Urgent", "Important"];
const STATUSES: readonly string[] = ["unresolved", "resolved", "falseAlert"];

/** URL query → filters; anything missing or malformed falls back to the defaults. */
export function parseAlertListFilters(params: URLSearchParams, now: Date): AlertListFilters {
  const defaults = defaultAlertListFilters(now);
  const start = params.get("start");
  const end = params.get("end");
  const range =
    isDay(start) && isDay(end) && start <= end
      ? { start, end }
      : { start: defaults.start, end: defaults.end };
  const urgency = params.get("urgency");
  const status = params.get("status");
  const show = positive(params.get("show"), defaults.show);
  return {
    ...range,
    urgency: urgency && URGENCIES.includes(urgency) ? (urgency as Urgency) : null,
    status: status && STATUSES.includes(status) ? (status as AlertStatus) : null,
    vehicleIds: ids(params.get("vehicles")),
    alertCodes: ids(params.get("codes")),
    search: params.get("q") ?? "",
    page: positive(params.get("page"), 1),
    show: (PAGE_SIZES as readonly number[]).includes(show) ? show : defaults.show,
  };
}

/** Filters → URL query, leaving out what equals the default so the address stays short. */
export function alertListFiltersToParams(filters: AlertListFilters, now: Date): URLSearchParams {
  const defaults = defaultAlertListFilters(now);
  const params = new URLSearchParams();
  if (filters.start !== defaults.start || filters.end !== defaults.end) {
    params.set("start", filters.start);
    params.set("end", filters.end);
  }
  if (filters.urgency) params.set("urgency", filters.urgency);
  if (filters.status) params.set("status", filters.status);
  if (filters.vehicleIds.length) params.set("vehicles", filters.vehicleIds.join(","));
  if (filters.alertCodes.length) params.set("codes", filters.alertCodes.join(","));
  if (filters.search.trim()) params.set("q", filters.search);
  if (filters.page !== 1) params.set("page", String(filters.page));
  if (filters.show !== defaults.show) params.set("show", String(filters.show));
  return params;
}

/** The date range of the filters: from the start day's midnight to the end day's last millisecond (local). */
export function alertListDateRange(filters: Pick<AlertListFilters, "start" | "end">) {
  return {
    startDate: dayjs(filters.start).startOf("day").toISOString(),
    endDate: dayjs(filters.end).endOf("day").toISOString(),
  };
}

const STATUS_FILTER: Record<AlertStatus, { isResolved?: boolean; isFalseAlert: boolean }> = {
  unresolved: { isResolved: false, isFalseAlert: false },
  resolved: { isResolved: true, isFalseAlert: false },
  falseAlert: { isFalseAlert: true },
};

/** The RawAlertsFilter without paging: what the list shows and what an All/Exclude action covers. */
export function alertListCriteria(filters: AlertListFilters): RawAlertsFilter {
  const criteria: RawAlertsFilter = { ...alertListDateRange(filters) };
  if (filters.urgency === "Urgent") criteria.isUrgent = true;
  if (filters.urgency === "Important") criteria.isImportant = true;
  if (filters.status) Object.assign(criteria, STATUS_FILTER[filters.status]);
  if (filters.vehicleIds.length) criteria.vehicleIds = filters.vehicleIds;
  if (filters.alertCodes.length) criteria.alertCodes = filters.alertCodes;
  if (filters.search.trim()) criteria.search = filters.search.trim();
  return criteria;
}

/** The rawAlerts filter of one page, newest first. */
export function rawAlertsPageFilter(filters: AlertListFilters): RawAlertsFilter {
  return {
    ...alertListCriteria(filters),
    pagination: { page: filters.page, show: filters.show },
    orderBy: { field: "createdOn", direction: "desc" },
  };
}
