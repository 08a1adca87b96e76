import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { WhatsAppConversationQuery, WhatsAppConversationsQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type ConversationRow = NonNullable<
  WhatsAppConversationsQuery["whatsappConversations"]["data"]
>[number];
export type ConversationDetail = NonNullable<WhatsAppConversationQuery["whatsappConversation"]["data"]>;

/** Query key of the inbox; a reply, a read mark and the badge refresh under it. */
export const inboxKey = ["whatsapp-inbox"] as const;

const LIST = graphql(`
  query WhatsAppConversations($filter: WhatsappConversationsFilterInput) {
    whatsappConversations(filter: $filter) {
      ...EnvelopeFields
      data {
        id phone contactLabel linkName deliveryOrderCode unreadCount needsOperator lastMessageOn windowOpen
        confirmedByConsigneeOn
      }
      pagination { total page show }
    }
  }
`);

const DETAIL = graphql(`
  query WhatsAppConversation($input: WhatsappConversationIdInput!) {
    whatsappConversation(input: $input) {
      ...EnvelopeFields
      data {
        id phone contactLabel linkName temporaryLvId deliveryOrderId deliveryOrderCode unreadCount needsOperator
        lastInboundOn windowOpen confirmedByConsigneeOn
        messages { id direction body intent rule answeredBy status createdOn }
      }
    }
  }
`);

const COUNTS = graphql(`
  query WhatsAppInboxCounts {
    whatsappInboxCounts { ...EnvelopeFields data { unread waiting } }
  }
`);

const REPLY = graphql(`
  mutation WhatsAppReply($input: ReplyWhatsappConversationInput!) {
    replyWhatsappConversation(input: $input) { ...EnvelopeFields data { id } }
  }
`);

const MARK_READ = graphql(`
  mutation WhatsAppMarkRead($input: WhatsappConversationIdInput!) {
    markWhatsappConversationRead(input: $input) { ...EnvelopeFields data { conversationId } }
  }
`);

export function useConversations(query: { search: string; page: number; show: number }) {
  return useQuery({
    queryKey: [...inboxKey, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "whatsappConversations",
        {
          filter: {
            search: query.search.trim() || undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useConversation(conversationId: number | null) {
  return useQuery({
    queryKey: [...inboxKey, "detail", conversationId],
    enabled: conversationId !== null,
    // the messages' delivery ticks (sent, delivered, read) are not pushed
    refetchInterval: 15_000,
    queryFn: async ({ signal }) =>
      (
        await requestEnvelope(
          DETAIL,
          "whatsappConversation",
          { input: { conversationId: conversationId ?? 0 } },
          signal,
        )
      ).data ?? null,
  });
}

/** The badge: conversations with unread messages (and those waiting for the operator). */
export function useInboxCounts(enabled = true) {
  return useQuery({
    queryKey: [...inboxKey, "counts"],
    enabled,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(COUNTS, "whatsappInboxCounts", {}, signal)).data ?? { unread: 0, waiting: 0 },
  });
}

export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { conversationId: number; body: string; asTemplate: boolean }) =>
      requestEnvelope(REPLY, "replyWhatsappConversation", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      requestEnvelope(MARK_READ, "markWhatsappConversationRead", { input: { conversationId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
