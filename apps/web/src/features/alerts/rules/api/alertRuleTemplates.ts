import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { SettingAlertRuleTemplatesQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { alertRulesKey } from "./alertRules";

export type AlertRuleTemplate = NonNullable<
  SettingAlertRuleTemplatesQuery["alertRuleTemplates"]["data"]
>[number];
export type TemplateCode = AlertRuleTemplate["defaultAlertCodes"][number];

graphql(`
  fragment AlertRuleTemplateCodeFields on AlertRuleTemplateCode {
    alertCode descriptionIdn descriptionEng isAlreadyActive
  }
`);
const TEMPLATES = graphql(`
  query SettingAlertRuleTemplates($filter: AlertRuleTemplatesFilter) {
    alertRuleTemplates(filter: $filter) {
      ...EnvelopeFields
      data { templateId nameIdn nameEng descriptionIdn descriptionEng iconUrl
        defaultAlertCodes { ...AlertRuleTemplateCodeFields } additionalAlertCodes { ...AlertRuleTemplateCodeFields } }
    }
  }
`);
const CREATE_FROM_TEMPLATES = graphql(`
  mutation SettingCreateAlertRules($input: CreateAlertRulesInput!) {
    createAlertRules(input: $input) { ...EnvelopeFields data { alertRuleId label alertCode } }
  }
`);

/** The 'Recommendation' templates and which of their codes already have an active rule. */
export function useRecommendationTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...alertRulesKey, "templates", "Recommendation"],
    enabled,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
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
      requestEnvelope(CREATE_FROM_TEMPLATES, "createAlertRules", { input: { templates } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertRulesKey }),
  });
}
