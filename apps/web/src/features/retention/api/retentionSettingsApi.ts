import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { RetentionSettingsInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const SETTINGS = graphql(`
  query RetentionSettings { retentionSettings { ...EnvelopeFields data { positions rawAlerts media audit } } }
`);
const UPDATE = graphql(`
  mutation UpdateRetentionSettings($input: RetentionSettingsInput!) {
    updateRetentionSettings(input: $input) { ...EnvelopeFields data { positions rawAlerts media audit } }
  }
`);

const settingsKey = ["retention-settings"] as const;

export function useRetentionSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await requestEnvelope(SETTINGS, "retentionSettings", {}, signal)).data,
  });
}

export function useUpdateRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionSettingsInput) =>
      requestEnvelope(UPDATE, "updateRetentionSettings", { input }),
    onSuccess: (result) => queryClient.setQueryData(settingsKey, result.data),
  });
}
