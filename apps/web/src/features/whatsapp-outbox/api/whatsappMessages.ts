import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export const MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "read", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

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

interface Envelope {
  isSuccessful: boolean;
  message: string;
  errorName: string | null;
}

const ENVELOPE_FIELDS = "isSuccessful message errorName";

const LIST = /* GraphQL */ `
  query WhatsAppOutbox($filter: WhatsAppMessagesFilter) {
    whatsappMessages(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { id kind recipientPhone body status attempts lastError createdOn sentOn }
      pagination { total page show }
    }
  }
`;
const RESEND = /* GraphQL */ `
  mutation WhatsAppResend($input: ResendWhatsAppMessageInput!) {
    resendWhatsAppMessage(input: $input) { ${ENVELOPE_FIELDS} data { id status } }
  }
`;

/** An unsuccessful envelope: its message is already in the user's language. */
export class OutboxError extends Error {}

async function envelopeOf<T extends Envelope>(
  document: string,
  field: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
) {
  const data = await graphqlRequest<Record<string, T>, Record<string, unknown>>(document, variables, {
    signal,
  });
  const envelope = data[field];
  if (!envelope) throw new Error(`missing ${field} in the response`);
  if (!envelope.isSuccessful) throw new OutboxError(envelope.message);
  return envelope;
}

export const outboxKey = ["whatsapp-outbox"] as const;

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
      const result = await envelopeOf<
        Envelope & { data: WhatsAppMessageRow[] | null; pagination: { total: number } | null }
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

export function useResendWhatsAppMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      envelopeOf<Envelope>(RESEND, "resendWhatsAppMessage", { input: { messageId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
