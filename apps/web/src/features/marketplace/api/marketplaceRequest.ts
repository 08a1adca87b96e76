import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ticketsKey } from "@/features/company-ticket";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const REQUEST = graphql(`
  mutation RequestMarketplaceItem($input: RequestMarketplaceItemInput!) {
    requestMarketplaceItem(input: $input) { ...EnvelopeFields data { id code } }
  }
`);

/** The request button: opens a ticket (a lead) for the platform team; answers the ticket's id and code. */
export function useRequestMarketplaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { itemId: string; note: string }) =>
      (await requestEnvelope(REQUEST, "requestMarketplaceItem", { input })).data,
    // the company's ticket list shows the new request
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKey }),
  });
}
