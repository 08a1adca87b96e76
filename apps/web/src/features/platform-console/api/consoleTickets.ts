import type { TicketStatus } from "@armada/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { uploadFile } from "@/shared/api/uploadFile";

const ticketsKey = ["console", "company-tickets"] as const;

const LIST = graphql(`
  query ConsoleCompanyTickets($filter: CompanyTicketsFilterInput) {
    consoleCompanyTickets(filter: $filter) {
      ...EnvelopeFields
      data { ...CompanyTicketRowFields }
      pagination { total page show }
    }
  }
`);

const DETAIL = graphql(`
  query ConsoleCompanyTicket($input: CompanyTicketIdInput!) {
    consoleCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }
  }
`);

const REPLY = graphql(`
  mutation ConsoleReplyCompanyTicket($input: ConsoleReplyCompanyTicketInput!) {
    consoleReplyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }
  }
`);

/** Every company's tickets, those waiting for the platform team first. */
export function useConsoleTickets(query: {
  status: TicketStatus | null;
  search: string;
  page: number;
  show: number;
}) {
  return useQuery({
    queryKey: [...ticketsKey, "list", query],
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    queryFn: async ({ signal }) => {
      const filter = {
        status: query.status,
        search: query.search.trim() || undefined,
        pagination: { page: query.page, show: query.show },
      };
      const result = await requestEnvelope(LIST, "consoleCompanyTickets", { filter }, signal);
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useConsoleTicket(ticketId: number | null) {
  return useQuery({
    queryKey: [...ticketsKey, "detail", ticketId],
    enabled: ticketId !== null,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(DETAIL, "consoleCompanyTicket", { input: { ticketId: ticketId ?? 0 } }, signal))
        .data ?? null,
  });
}

export function useConsoleReplyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: number; body: string; attachments: string[]; status: TicketStatus }) =>
      requestEnvelope(REPLY, "consoleReplyCompanyTicket", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}

/** Stores an image (png, jpg, webp) for an answer to the ticket, private to the ticket's company; answers its URL. */
export const uploadConsoleTicketImage = (ticketId: number, file: File): Promise<string> =>
  uploadFile(`/api/console/company-tickets/${ticketId}/uploads`, file);
