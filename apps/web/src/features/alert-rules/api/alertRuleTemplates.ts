import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";
import { alertRulesKey } from "./alertRules";

export interface TemplateCode {
  alertCode: number;
  descriptionIdn: string;
  descriptionEng: string;
  isAlreadyActive: boolean;
}

export interface AlertRuleTemplate {
  templateId: number;
  nameIdn: string;
  nameEng: string;
  descriptionIdn: string;
  descriptionEng: string;
  iconUrl: string;
  defaultAlertCodes: TemplateCode[];
  additionalAlertCodes: TemplateCode[];
}

const CODE_FIELDS = "alertCode descriptionIdn descriptionEng isAlreadyActive";
const TEMPLATES = /* GraphQL */ `
  query SettingAlertRuleTemplates($filter: AlertRuleTemplatesFilter) {
    alertRuleTemplates(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { templateId nameIdn nameEng descriptionIdn descriptionEng iconUrl
        defaultAlertCodes { ${CODE_FIELDS} } additionalAlertCodes { ${CODE_FIELDS} } }
    }
  }
`;
const CREATE_FROM_TEMPLATES = /* GraphQL */ `
  mutation SettingCreateAlertRules($input: CreateAlertRulesInput!) {
    createAlertRules(input: $input) { ${ENVELOPE_FIELDS} data { alertRuleId label alertCode } }
  }
`;

/** The 'Recommendation' templates and which of their codes already have an active rule. */
export function useRecommendationTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...alertRulesKey, "templates", "Recommendation"],
    enabled,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: AlertRuleTemplate[] | null }>(
        TEMPLATES,
        "alertRuleTemplates",
        { filter: { category: "Recommendation", pagination: { page: 1, show: 100 } } },
        signal,
      );
      return result.data ?? [];
    },
  });
}

export function useCreateAlertRulesFromTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: { templateId: number; alertCodes: number[] }[]) =>
      requestEnvelope<Envelope & { data: { alertRuleId: number; label: string }[] | null }>(
        CREATE_FROM_TEMPLATES,
        "createAlertRules",
        { input: { templates } },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertRulesKey }),
  });
}
