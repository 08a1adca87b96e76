import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { WhatsAppOutboxQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import type { MessageStatus } from "@/shared/whatsapp/messageStatus";
import { outboxKey } from "@/shared/whatsapp/useResendWhatsAppMessage";

export type WhatsAppMessageRow = NonNullable<WhatsAppOutboxQuery["whatsappMessages"]["data"]>[number];

const LIST = graphql(`
  query WhatsAppOutbox($filter: WhatsAppMessagesFilter) {
    whatsappMessages(filter: $filter) {
      ...EnvelopeFields
      data { id kind recipientPhone body status attempts lastError createdOn sentOn }
      pagination { total page show }
    }
  }
`);

export function useWhatsAppMessages(query: {
  status: MessageStatus | null;
  search: string;
  page: number;
  show: number;
}) {
  return useQuery({
    queryKey: [...outboxKey, query],
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "whatsappMessages",
        {
          filter: {
            status: query.status ?? undefined,
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
