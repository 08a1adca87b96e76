import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { EmailOutboxQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type EmailMessageRow = NonNullable<EmailOutboxQuery["emailMessages"]["data"]>[number];

const LIST = graphql(`
  query EmailOutbox($filter: EmailMessagesFilter) {
    emailMessages(filter: $filter) {
      ...EnvelopeFields
      data { id recipientEmail subject body status attempts lastError createdOn sentOn }
      pagination { total page show }
    }
  }
`);

export function useEmailMessages(query: { page: number; show: number }) {
  return useQuery({
    queryKey: ["emailOutbox", query],
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "emailMessages",
        { filter: { pagination: { page: query.page, show: query.show } } },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}
