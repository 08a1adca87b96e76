import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { RawAlertsFilter } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const LIST = graphql(`
  query NotificationRawAlerts($filter: RawAlertsFilter) {
    rawAlerts(filter: $filter) {
      ...EnvelopeFields rawAlerts { data { ...RawAlertRowFields } pagination { total page show } }
    }
  }
`);

const DETAIL = graphql(`
  query NotificationRawAlert($filter: RawAlertFilter!) {
    rawAlert(filter: $filter) { ...EnvelopeFields data { ...RawAlertDetailFields } }
  }
`);

/** One page of the Notifikasi list (filter built by rawAlertsPageFilter). */
export function useRawAlerts(filter: RawAlertsFilter) {
  return useQuery({
    queryKey: ["alerts", "notification-list", filter],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(LIST, "rawAlerts", { filter }, signal);
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
      const result = await requestEnvelope(DETAIL, "rawAlert", { filter: { id } }, signal);
      return result.data;
    },
  });
}
