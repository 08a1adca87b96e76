import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";

export interface AlertRule {
  alertRuleId: number;
  label: string;
  alertCode: number;
  isActive: boolean;
  createdOn: string;
  maxThreshold: number | null;
  minThreshold: number | null;
  minThresholdTime: number | null;
  withSchedule: boolean;
  startTime: string | null;
  endTime: string | null;
  dayOfWeek: number[];
  withGeofence: boolean;
  isInsideGeofence: boolean;
  alertUrgencyType: string;
  alertCountThreshold: number;
  alertCountWindow: number | null;
  autoPopup: boolean;
  notifyContacts: boolean;
  totalVehicles: number;
  totalVgroups: number;
  totalUsers: number;
  contactRecipients: { contactId: number; label: string; phoneNumber: string | null; email: string | null }[];
  geofences: { geofenceId: number; fenceName: string }[];
  vehicles: { id: number; licensePlate: string }[];
  users: { userId: number; fullname: string }[];
  vgroups: { id: number; name: string }[];
  alert: { alertCode: number; descriptionIdn: string; descriptionEng: string; iconUrl: string };
}

const FIELDS = `alertRuleId label alertCode isActive createdOn maxThreshold minThreshold minThresholdTime
  withSchedule startTime endTime dayOfWeek withGeofence isInsideGeofence alertUrgencyType
  alertCountThreshold alertCountWindow autoPopup notifyContacts totalVehicles totalVgroups totalUsers
  contactRecipients { contactId label phoneNumber email } geofences { geofenceId fenceName }
  vehicles { id licensePlate } users { userId fullname } vgroups { id name }
  alert { alertCode descriptionIdn descriptionEng iconUrl }`;

const LIST = /* GraphQL */ `
  query SettingAlertRules($filter: AlertRulesFilter) {
    alertRules(filter: $filter) {
      ${ENVELOPE_FIELDS} alertRules { data { ${FIELDS} } pagination { total page show } }
    }
  }
`;
const ONE = /* GraphQL */ `
  query SettingAlertRule($filter: AlertRuleFilter!) {
    alertRule(filter: $filter) { ${ENVELOPE_FIELDS} data { ${FIELDS} } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation SettingCreateAlertRule($input: AlertRuleInput!) {
    createAlertRule(input: $input) { ${ENVELOPE_FIELDS} data { alertRuleId } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation SettingUpdateAlertRule($input: UpdateAlertRuleInput!) {
    updateAlertRule(input: $input) { ${ENVELOPE_FIELDS} data { alertRuleId } }
  }
`;
const DELETE_ONE = /* GraphQL */ `
  mutation SettingDeleteAlertRule($input: DeleteAlertRuleInput!) {
    deleteAlertRule(input: $input) { ${ENVELOPE_FIELDS} }
  }
`;
const SET_ACTIVE = /* GraphQL */ `
  mutation SettingUpdateAlertRules($input: UpdateAlertRulesInput!) {
    updateAlertRules(input: $input) { ${ENVELOPE_FIELDS} count }
  }
`;
const DELETE_MANY = /* GraphQL */ `
  mutation SettingDeleteAlertRules($input: DeleteAlertRulesInput!) {
    deleteAlertRules(input: $input) { ${ENVELOPE_FIELDS} count }
  }
`;

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
      const result = await requestEnvelope<
        Envelope & { alertRules: { data: AlertRule[]; pagination: PageInfo } | null }
      >(
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
    enabled: alertRuleId !== null,
    retry: false,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: AlertRule | null }>(
        ONE,
        "alertRule",
        { filter: { alertRuleId } },
        signal,
      );
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
    mutationFn: ({ alertRuleId, input }: { alertRuleId: number | null; input: Record<string, unknown> }) =>
      alertRuleId === null
        ? requestEnvelope<Envelope & { data: { alertRuleId: number } | null }>(CREATE, "createAlertRule", {
            input,
          })
        : requestEnvelope<Envelope & { data: { alertRuleId: number } | null }>(UPDATE, "updateAlertRule", {
            input: { alertRuleId, data: input },
          }),
    onSuccess: invalidate,
  });
}

export function useDeleteAlertRule() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: (alertRuleId: number) =>
      requestEnvelope<Envelope>(DELETE_ONE, "deleteAlertRule", { input: { alertRuleId } }),
    onSuccess: invalidate,
  });
}

export function useSetAlertRulesActive() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: (input: { alertRuleIds: number[]; isActive: boolean }) =>
      requestEnvelope<Envelope & { count: number }>(SET_ACTIVE, "updateAlertRules", { input }),
    onSuccess: invalidate,
  });
}

export function useDeleteAlertRules() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: (alertRuleIds: number[]) =>
      requestEnvelope<Envelope & { count: number }>(DELETE_MANY, "deleteAlertRules", {
        input: { alertRuleIds },
      }),
    onSuccess: invalidate,
  });
}
