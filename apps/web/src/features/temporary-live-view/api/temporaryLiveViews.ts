import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  ContactLocationInput,
  CreateTemporaryLiveViewMutation,
  TemporaryLiveViewContactFieldsFragment,
  TemporaryLiveViewContactInput,
  TemporaryLiveViewDataInput,
  TemporaryLiveViewListFieldsFragment,
  TemporaryLiveViewQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

graphql(`
  fragment TemporaryLiveViewListFields on TemporaryLiveView {
    temporaryLvId name note duration createdOn expiresOn status accessToken shortKey vehicleCount contactCount
    openCount lastOpenedOn
  }
`);
graphql(`
  fragment TemporaryLiveViewContactFields on TemporaryLiveViewContact {
    contactId label phoneNumber createdOn createdBy link openCount lastOpenedOn
    location { name fullName lat lng type id { masterDataValue googleValue } address { lat lng } }
    lastMessage { messageId status lastError updatedOn kind }
  }
`);

const LIST_QUERY = graphql(`
  query TemporaryLiveViewsPaginated($filter: TemporaryLiveViewsFilter) {
    TemporaryLiveViewsPaginated(filter: $filter) {
      ...EnvelopeFields
      data { ...TemporaryLiveViewListFields }
      pagination { total page show }
    }
  }
`);

const DETAIL_QUERY = graphql(`
  query temporaryLiveView($filter: TemporaryLiveViewFilter!) {
    temporaryLiveView(filter: $filter) {
      ...EnvelopeFields
      data {
        ...TemporaryLiveViewListFields pickedColumns alertCodes popupDuration
        vehicleIds { temporaryLvId vehicleId }
        vehicles { id licensePlate vehicleType { manufacturer model type category } }
        contacts { ...TemporaryLiveViewContactFields }
      }
    }
  }
`);

const CREATE = graphql(`
  mutation createTemporaryLiveView($input: TemporaryLiveViewDataInput!) {
    createTemporaryLiveView(input: $input) {
      ...EnvelopeFields
      temporaryLiveView { temporaryLvId accessToken shortKey }
    }
  }
`);

const UPDATE = graphql(`
  mutation updateTemporaryLiveView($input: UpdateTemporaryLiveViewInput!) {
    updateTemporaryLiveView(input: $input) { ...EnvelopeFields }
  }
`);

const DELETE = graphql(`
  mutation DeleteTemporaryLiveView($input: DeleteTemporaryLiveViewInput!) {
    DeleteTemporaryLiveView(input: $input) { ...EnvelopeFields }
  }
`);

/** One view as its edit page reads it, with its vehicles and contacts. */
export type TemporaryLiveView = NonNullable<TemporaryLiveViewQuery["temporaryLiveView"]["data"]>;
export type TemporaryLiveViewListRow = TemporaryLiveViewListFieldsFragment;
export type TemporaryLiveViewContact = TemporaryLiveViewContactFieldsFragment;
export type ContactLocationRead = NonNullable<TemporaryLiveViewContact["location"]>;
export type ContactMessageState = NonNullable<TemporaryLiveViewContact["lastMessage"]>;
export type LinkedVehicle = NonNullable<TemporaryLiveView["vehicles"]>[number];
/** What the form sends: the contract's input with its contact list always present. */
export type LiveViewPayload = TemporaryLiveViewDataInput & { contacts: ContactPayload[] };
export type ContactPayload = TemporaryLiveViewContactInput;
export type ContactLocationPayload = ContactLocationInput;
export type CreatedLiveView = NonNullable<
  CreateTemporaryLiveViewMutation["createTemporaryLiveView"]["temporaryLiveView"]
>;

export const temporaryLiveViewKey = ["temporary-live-view"] as const;

export interface LiveViewsQuery {
  search: string;
  status: "A" | "E" | null;
  page: number;
  show: number;
}

export function useTemporaryLiveViews(query: LiveViewsQuery) {
  return useQuery({
    queryKey: [...temporaryLiveViewKey, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST_QUERY,
        "TemporaryLiveViewsPaginated",
        {
          filter: {
            search: query.search.trim() || undefined,
            status: query.status ?? undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

/** One view with its vehicles and contacts; never cached, skipped without an id (docs/spec/temporary-live-view.md §7 #1). */
export function useTemporaryLiveView(temporaryLvId: number | null) {
  return useQuery({
    queryKey: [...temporaryLiveViewKey, "detail", temporaryLvId],
    gcTime: 0,
    staleTime: 0,
    queryFn:
      temporaryLvId === null
        ? skipToken
        : async ({ signal }) => {
            const result = await requestEnvelope(
              DETAIL_QUERY,
              "temporaryLiveView",
              { filter: { temporaryLvId } },
              signal,
            );
            if (!result.data) throw new Error("temporary live view missing");
            return result.data;
          },
  });
}

export function useSaveTemporaryLiveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input:
        | { temporaryLvId: null; newData: LiveViewPayload }
        | {
            temporaryLvId: number;
            oldData: unknown;
            newData: LiveViewPayload;
          },
    ): Promise<{ message: string; created: CreatedLiveView | null }> => {
      if (input.temporaryLvId === null) {
        const result = await requestEnvelope(CREATE, "createTemporaryLiveView", { input: input.newData });
        return { message: result.message, created: result.temporaryLiveView };
      }
      const result = await requestEnvelope(UPDATE, "updateTemporaryLiveView", { input });
      return { message: result.message, created: null };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...temporaryLiveViewKey, "list"] }),
  });
}

export function useDeleteTemporaryLiveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (temporaryLvId: number) =>
      requestEnvelope(DELETE, "DeleteTemporaryLiveView", { input: { temporaryLvId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...temporaryLiveViewKey, "list"] }),
  });
}
