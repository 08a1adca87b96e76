import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { SsoSettingsQuery, UpdateSsoSettingsInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type SsoSettings = NonNullable<SsoSettingsQuery["ssoSettings"]["data"]>;

const ssoSettingsKey = ["sso-settings"] as const;

const SETTINGS = graphql(`
  query SsoSettings {
    ssoSettings {
      ...EnvelopeFields
      data {
        isConfigured issuerUrl clientId hasClientSecret allowedDomains defaultRoleId isEnabled ssoOnly redirectUri updatedOn
        roles { id name }
      }
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateSsoSettings($input: UpdateSsoSettingsInput!) {
    updateSsoSettings(input: $input) {
      ...EnvelopeFields
      data { isConfigured hasClientSecret }
    }
  }
`);

export function useSsoSettings() {
  return useQuery({
    queryKey: ssoSettingsKey,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(SETTINGS, "ssoSettings", {}, signal);
      if (!result.data) throw new Error("ssoSettings answered no settings");
      return result.data;
    },
  });
}

export function useUpdateSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSsoSettingsInput) => requestEnvelope(UPDATE, "updateSsoSettings", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoSettingsKey }),
  });
}
