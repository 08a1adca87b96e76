import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";
import type { MessageStatus } from "@/shared/whatsapp/messageStatus";
import { outboxKey } from "@/shared/whatsapp/useResendWhatsAppMessage";

export interface WhatsAppMessageRow {
  id: number;
  kind: string;
  recipientPhone: string;
  body: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  createdOn: string;
  sentOn: string | null;
}

const LIST = /* GraphQL */ `
  query WhatsAppOutbox($filter: WhatsAppMessagesFilter) {
    whatsappMessages(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { id kind recipientPhone body status attempts lastError createdOn sentOn }
      pagination { total page show }
    }
  }
`;

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
      const result = await requestEnvelope<
        Envelope & { data: WhatsAppMessageRow[] | null; pagination: PageInfo | null }
      >(
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
