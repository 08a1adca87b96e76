import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  RAW_ALERT_DETAIL_FIELDS,
  RAW_ALERT_ROW_FIELDS,
  type RawAlertDetail,
  type RawAlertRow,
} from "@/shared/alerts/rawAlertFields";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";

const LIST = /* GraphQL */ `
  query NotificationRawAlerts($filter: RawAlertsFilter) {
    rawAlerts(filter: $filter) {
      ${ENVELOPE_FIELDS} rawAlerts { data { ${RAW_ALERT_ROW_FIELDS} } pagination { total page show } }
    }
  }
`;

const DETAIL = /* GraphQL */ `
  query NotificationRawAlert($filter: RawAlertFilter!) {
    rawAlert(filter: $filter) { ${ENVELOPE_FIELDS} data { ${RAW_ALERT_DETAIL_FIELDS} } }
  }
`;

/** One page of the Notifikasi list (filter built by rawAlertsPageFilter). */
export function useRawAlerts(filter: Record<string, unknown>) {
  return useQuery({
    queryKey: ["alerts", "notification-list", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<
        Envelope & { rawAlerts: { data: RawAlertRow[]; pagination: PageInfo } | null }
      >(LIST, "rawAlerts", { filter }, signal);
      return { rows: result.rawAlerts?.data ?? [], total: result.rawAlerts?.pagination.total ?? 0 };
    },
  });
}

/** One alert by raw alert id or alertCode-vehicleId-createdTimeMs-alertFlag; null when there is none. */
export function useRawAlert(id: string) {
  return useQuery({
    queryKey: ["alerts", "detail", id],
    retry: false,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: RawAlertDetail | null }>(
        DETAIL,
        "rawAlert",
        { filter: { id } },
        signal,
      );
      return result.data;
    },
  });
}
