/** The bell's ticket entries (issue 38), in shared/: the shell's bell (alerts) and the console use them without loading the ticket pages' code. */
import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { CompanyTicketNoticesQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type TicketNotice = NonNullable<CompanyTicketNoticesQuery["companyTicketNotices"]["data"]>[number];

/** Under the tickets' key (company-ticket's `ticketsKey`): a reply, a close or opening a ticket refreshes the bell's entries too. */
export const ticketNoticesKey = ["company-tickets", "notices"] as const;

const NOTICES = graphql(`
  query CompanyTicketNotices {
    companyTicketNotices {
      ...EnvelopeFields
      data { ticketId code companyName subject status lastActivityOn forPlatform }
    }
  }
`);

/** Where a bell entry leads: the company's ticket page, or the console with the ticket open. */
export const ticketNoticeUrl = (notice: Pick<TicketNotice, "ticketId" | "forPlatform">) =>
  notice.forPlatform ? `/console/?ticket=${notice.ticketId}` : `/company-ticket/${notice.ticketId}`;

/**
 * The bell's ticket entries of the signed-in user (the company's answered tickets; a company's new words for the
 * platform console), refreshed every 30 s and when the window gets focus.
 */
export function useTicketNotices(enabled: boolean, forPlatform?: boolean) {
  return useQuery({
    queryKey: ticketNoticesKey,
    enabled,
    refetchInterval: 30_000,
    staleTime: 10_000,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(NOTICES, "companyTicketNotices", {}, signal)).data ?? [],
    select:
      forPlatform === undefined
        ? undefined
        : (notices: TicketNotice[]) => notices.filter((notice) => notice.forPlatform === forPlatform),
  });
}
