/** The bell's WhatsApp entries (issue 40), in shared/: the shell's bell uses them without loading the inbox's code. */
import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { WhatsappInboxNoticesQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type InboxNotice = NonNullable<WhatsappInboxNoticesQuery["whatsappInboxNotices"]["data"]>[number];

/** Under the inbox's key (whatsapp-inbox's `inboxKey`): a reply in the inbox refreshes the bell's entries too. */
export const inboxNoticesKey = ["whatsapp-inbox", "notices"] as const;

const NOTICES = graphql(`
  query WhatsappInboxNotices {
    whatsappInboxNotices {
      ...EnvelopeFields
      data { conversationId contactLabel linkName deliveryOrderCode lastMessage waitingSince }
    }
  }
`);

/** Where a bell entry leads: the conversation in the inbox. */
export const inboxNoticeUrl = (notice: Pick<InboxNotice, "conversationId">) =>
  `/whatsapp-inbox/?c=${notice.conversationId}`;

/** The conversations waiting for the operator, refreshed by the server's pushes (`useInboxChanges`) and on focus. */
export function useInboxNotices(enabled: boolean) {
  return useQuery({
    queryKey: inboxNoticesKey,
    enabled,
    staleTime: 10_000,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(NOTICES, "whatsappInboxNotices", {}, signal)).data ?? [],
  });
}
