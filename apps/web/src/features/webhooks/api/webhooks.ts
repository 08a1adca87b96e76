import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { CreateWebhookInput, WebhookDeliveriesQuery, WebhooksQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type WebhookRow = NonNullable<WebhooksQuery["webhooks"]["data"]>[number];
export type WebhookDeliveryRow = NonNullable<WebhookDeliveriesQuery["webhookDeliveries"]["data"]>[number];

/** Query key of the webhooks: any change refreshes the subscriptions and their logs. */
const webhooksKey = ["webhooks"] as const;

const LIST = graphql(`
  query Webhooks {
    webhooks {
      ...EnvelopeFields
      data { id name url events secretPrefix isEnabled disabledReason consecutiveFailures createdOn }
    }
  }
`);

const DELIVERIES = graphql(`
  query WebhookDeliveries($filter: WebhookDeliveriesFilterInput!) {
    webhookDeliveries(filter: $filter) {
      ...EnvelopeFields
      data { id eventId eventType status attempts responseStatus durationMs error responseExcerpt createdOn updatedOn nextAttemptOn }
      pagination { total page show }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      ...EnvelopeFields
      data { id secret secretPrefix }
    }
  }
`);

const SET_ENABLED = graphql(`
  mutation SetWebhookEnabled($input: SetWebhookEnabledInput!) {
    setWebhookEnabled(input: $input) {
      ...EnvelopeFields
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteWebhook($input: WebhookIdInput!) {
    deleteWebhook(input: $input) {
      ...EnvelopeFields
    }
  }
`);

const SEND_TEST = graphql(`
  mutation SendWebhookTest($input: WebhookIdInput!) {
    sendWebhookTest(input: $input) {
      ...EnvelopeFields
      data { eventId }
    }
  }
`);

export function useWebhooks() {
  return useQuery({
    queryKey: [...webhooksKey, "list"],
    queryFn: async ({ signal }) => (await requestEnvelope(LIST, "webhooks", {}, signal)).data ?? [],
  });
}

/** A subscription's log; refreshed every few seconds while open (a test or a retry lands meanwhile). */
export function useWebhookDeliveries(webhookId: number | null, query: { page: number; show: number }) {
  return useQuery({
    queryKey: [...webhooksKey, "deliveries", webhookId, query],
    enabled: webhookId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 3_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        DELIVERIES,
        "webhookDeliveries",
        { filter: { webhookId: webhookId ?? 0, pagination: query } },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateWebhookInput) => {
      const result = await requestEnvelope(CREATE, "createWebhook", { input });
      if (!result.data) throw new Error("createWebhook answered no subscription");
      return result.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { webhookId: number; isEnabled: boolean }) =>
      requestEnvelope(SET_ENABLED, "setWebhookEnabled", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) => requestEnvelope(DELETE, "deleteWebhook", { input: { webhookId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: number) =>
      requestEnvelope(SEND_TEST, "sendWebhookTest", { input: { webhookId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
