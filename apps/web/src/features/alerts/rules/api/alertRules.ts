import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { AlertRuleFieldsFragment, AlertRuleInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

/** A rule as the rules table and the rule form read it. */
export type AlertRule = AlertRuleFieldsFragment;

graphql(`
  fragment AlertRuleFields on AlertRule {
    alertRuleId label alertCode isActive createdOn maxThreshold minThreshold minThresholdTime
    withSchedule startTime endTime dayOfWeek withGeofence isInsideGeofence alertUrgencyType
    alertCountThreshold alertCountWindow autoPopup notifyContacts totalVehicles totalVgroups totalUsers
    contactRecipients { contactId label phoneNumber email } geofences { geofenceId fenceName }
    vehicles { id licensePlate } users { userId fullname } vgroups { id name }
    alert { alertCode descriptionIdn descriptionEng iconUrl }
  }
`);

const LIST = graphql(`
  query SettingAlertRules($filter: AlertRulesFilter) {
    alertRules(filter: $filter) {
      ...EnvelopeFields alertRules { data { ...AlertRuleFields } pagination { total page show } }
    }
  }
`);
const ONE = graphql(`
  query SettingAlertRule($filter: AlertRuleFilter!) {
    alertRule(filter: $filter) { ...EnvelopeFields data { ...AlertRuleFields } }
  }
`);
const CREATE = graphql(`
  mutation SettingCreateAlertRule($input: AlertRuleInput!) {
    createAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }
  }
`);
const UPDATE = graphql(`
  mutation SettingUpdateAlertRule($input: UpdateAlertRuleInput!) {
    updateAlertRule(input: $input) { ...EnvelopeFields data { alertRuleId } }
  }
`);
const DELETE_ONE = graphql(`
  mutation SettingDeleteAlertRule($input: DeleteAlertRuleInput!) {
    deleteAlertRule(input: $input) { ...EnvelopeFields }
  }
`);
const SET_ACTIVE = graphql(`
  mutation SettingUpdateAlertRules($input: UpdateAlertRulesInput!) {
    updateAlertRules(input: $input) { ...EnvelopeFields count }
  }
`);
const DELETE_MANY = graphql(`
  mutation SettingDeleteAlertRules($input: DeleteAlertRulesInput!) {
    deleteAlertRules(input: $input) { ...EnvelopeFields count }
  }
`);

export const alertRulesKey = ["alert-rules"] as const;

export interface AlertRulesQuery {
  search: string;
  alertCodes: number[];
  isActive: boolean | null;
  urgency: string | null;
  page: number;
  show: number;
}

export function useAlertRules(query: AlertRulesQuery) {
  return useQuery({
    queryKey: [...alertRulesKey, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "alertRules",
        {
          filter: {
            search: query.search.trim() || undefined,
            alertCode: query.alertCodes.length ? query.alertCodes : undefined,
            isActive: query.isActive ?? undefined,
            alertUrgencyType: query.urgency ?? undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return { rows: result.alertRules?.data ?? [], total: result.alertRules?.pagination.total ?? 0 };
    },
  });
}

export function useAlertRule(alertRuleId: number | null) {
  return useQuery({
    queryKey: [...alertRulesKey, "one", alertRuleId],
    retry: false,
    queryFn:
      alertRuleId === null
        ? skipToken
        : async ({ signal }) => {
            const result = await requestEnvelope(ONE, "alertRule", { filter: { alertRuleId } }, signal);
            return result.data;
          },
  });
}

/** Rules feed the alert center's lists too: refresh both after a change. */
function useInvalidateRules() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: alertRulesKey });
    void queryClient.invalidateQueries({ queryKey: ["alerts"] });
  };
}

export function useSaveAlertRule() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: ({ alertRuleId, input }: { alertRuleId: number | null; input: AlertRuleInput }) =>
      alertRuleId === null
        ? requestEnvelope(CREATE, "createAlertRule", {
            input,
          })
        : requestEnvelope(UPDATE, "updateAlertRule", {
            input: { alertRuleId, data: input },
          }),
    onSuccess: invalidate,
  });
}

export function useDeleteAlertRule() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: (alertRuleId: number) =>
      requestEnvelope(DELETE_ONE, "deleteAlertRule", { input: { alertRuleId } }),
    onSuccess: invalidate,
  });
}

export function useSetAlertRulesActive() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: (input: { alertRuleIds: number[]; isActive: boolean }) =>
      requestEnvelope(SET_ACTIVE, "updateAlertRules", { input }),
    onSuccess: invalidate,
  });
}

export function useDeleteAlertRules() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: (alertRuleIds: number[]) =>
      requestEnvelope(DELETE_MANY, "deleteAlertRules", {
        input: { alertRuleIds },
      }),
    onSuccess: invalidate,
  });
}
