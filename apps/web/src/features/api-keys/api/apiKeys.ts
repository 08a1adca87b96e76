import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { ApiKeyCallsQuery, ApiKeysQuery, CreateApiKeyInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type ApiKeyRow = NonNullable<ApiKeysQuery["apiKeys"]["data"]>[number];
export type ApiKeyCallRow = NonNullable<ApiKeyCallsQuery["apiKeyCalls"]["data"]>[number];

/** Query key of the Integrasi page: a new or revoked key refreshes the keys and their calls. */
const apiKeysKey = ["api-keys"] as const;

const LIST = graphql(`
  query ApiKeys {
    apiKeys {
      ...EnvelopeFields
      data { id name prefix accessKeys allowedCidrs expiresOn createdOn createdByName revokedOn lastUsedOn lastUsedIp status }
    }
  }
`);

const CALLS = graphql(`
  query ApiKeyCalls($filter: ApiKeyCallsFilterInput) {
    apiKeyCalls(filter: $filter) {
      ...EnvelopeFields
      data { id apiKeyId keyName method path status durationMs ip calledOn }
      pagination { total page show }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      ...EnvelopeFields
      data { id secret prefix }
    }
  }
`);

const REVOKE = graphql(`
  mutation RevokeApiKey($input: ApiKeyIdInput!) {
    revokeApiKey(input: $input) {
      ...EnvelopeFields
    }
  }
`);

export function useApiKeys() {
  return useQuery({
    queryKey: [...apiKeysKey, "list"],
    queryFn: async ({ signal }) => (await requestEnvelope(LIST, "apiKeys", {}, signal)).data ?? [],
  });
}

export function useApiKeyCalls(query: { page: number; show: number }) {
  return useQuery({
    queryKey: [...apiKeysKey, "calls", query],
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(CALLS, "apiKeyCalls", { filter: { pagination: query } }, signal);
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput) => {
      const result = await requestEnvelope(CREATE, "createApiKey", { input });
      if (!result.data) throw new Error("createApiKey answered no key");
      return result.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => requestEnvelope(REVOKE, "revokeApiKey", { input: { apiKeyId: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
