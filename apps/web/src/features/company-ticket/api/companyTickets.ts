import type { TicketCategory, TicketStatus } from "@armada/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { CompanyTicketQuery, CompanyTicketsQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { uploadFile } from "@/shared/api/uploadFile";

export type TicketRow = NonNullable<CompanyTicketsQuery["companyTickets"]["data"]>[number];
export type TicketDetail = NonNullable<CompanyTicketQuery["companyTicket"]["data"]>;

/** Query key of the company's tickets; a new ticket, a reply and a marketplace request refresh under it. */
export const ticketsKey = ["company-tickets"] as const;

export interface TicketListQuery {
  status: TicketStatus | null;
  category: TicketCategory | null;
  search: string;
  page: number;
  show: number;
}

graphql(`
  fragment CompanyTicketRowFields on CompanyTicket {
    id code companyName category priority status subject referenceLabel unreadByCompany marketplaceItemId
    createdByName createdOn lastActivityOn
  }
`);

graphql(`
  fragment CompanyTicketDetailFields on CompanyTicketDetail {
    id code companyName category priority status subject description attachments vehicleId deviceId referenceLabel
    marketplaceItemId unreadByCompany createdByName createdOn lastActivityOn
    health { lastPositionOn lastPacketOn online motionStatus battery signal }
    messages { id fromPlatform authorName body attachments status createdOn }
  }
`);

const LIST = graphql(`
  query CompanyTickets($filter: CompanyTicketsFilterInput) {
    companyTickets(filter: $filter) {
      ...EnvelopeFields
      data { ...CompanyTicketRowFields }
      pagination { total page show }
    }
  }
`);

const DETAIL = graphql(`
  query CompanyTicket($input: CompanyTicketIdInput!) {
    companyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }
  }
`);

const CREATE = graphql(`
  mutation CreateCompanyTicket($input: CreateCompanyTicketInput!) {
    createCompanyTicket(input: $input) { ...EnvelopeFields data { id code } }
  }
`);

const REPLY = graphql(`
  mutation ReplyCompanyTicket($input: ReplyCompanyTicketInput!) {
    replyCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }
  }
`);

/** The filter as the server takes it (the console's list takes the same). */
export const ticketFilter = (query: TicketListQuery) => ({
  status: query.status,
  category: query.category,
  search: query.search.trim() || undefined,
  pagination: { page: query.page, show: query.show },
});

export function useCompanyTickets(query: TicketListQuery) {
  return useQuery({
    queryKey: [...ticketsKey, "list", query],
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(LIST, "companyTickets", { filter: ticketFilter(query) }, signal);
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useCompanyTicket(ticketId: number) {
  return useQuery({
    queryKey: [...ticketsKey, "detail", ticketId],
    refetchInterval: 30_000,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(DETAIL, "companyTicket", { input: { ticketId } }, signal)).data ?? null,
  });
}

export interface NewTicketValues {
  category: TicketCategory;
  priority: string;
  subject: string;
  description: string;
  vehicleId: number | null;
  attachments: string[];
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewTicketValues) =>
      (await requestEnvelope(CREATE, "createCompanyTicket", { input })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}

export function useReplyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: number; body: string; attachments: string[] }) =>
      requestEnvelope(REPLY, "replyCompanyTicket", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}

const CLOSE = graphql(`
  mutation CloseCompanyTicket($input: CloseCompanyTicketInput!) {
    closeCompanyTicket(input: $input) { ...EnvelopeFields data { ...CompanyTicketDetailFields } }
  }
`);

/** The company closes its own ticket (selesai); a reply opens it again. */
export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: number; note: string | null }) =>
      requestEnvelope(CLOSE, "closeCompanyTicket", { input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}

/** Stores a screenshot (png, jpg, webp) and answers its URL. */
export const uploadScreenshot = (file: File): Promise<string> =>
  uploadFile("/api/company-ticket/uploads", file);

const VEHICLES = graphql(`
  query TicketVehicleOptions($filter: VehiclesFilter) {
    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate } }
  }
`);

/** The company's vehicles by plate, for the ticket's reference (none when the user may not list vehicles). */
export function useTicketVehicles(enabled: boolean) {
  return useQuery({
    queryKey: [...ticketsKey, "vehicles"],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const filter = { pagination: { page: 1, show: 999 } };
      return (await requestEnvelope(VEHICLES, "vehiclesFilter", { filter }, signal)).data ?? [];
    },
  });
}
