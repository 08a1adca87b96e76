import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";

export interface ContactLocationRead {
  name: string;
  fullName: string;
  lat: number;
  lng: number;
  type: string;
  id: { masterDataValue: number | null; googleValue: string | null } | null;
  address: { lat: number; lng: number };
}

export interface ContactMessageState {
  /** the outbox message; resendWhatsAppMessage takes it when the status is failed */
  messageId: number;
  status: string;
  lastError: string | null;
  updatedOn: string;
  kind: string;
}

export interface TemporaryLiveViewContact {
  contactId: number;
  label: string;
  phoneNumber: string;
  location: ContactLocationRead | null;
  createdOn: string;
  createdBy: string | null;
  link: string;
  lastMessage: ContactMessageState | null;
  /** page loads of this contact's own link */
  openCount: number;
  lastOpenedOn: string | null;
}

export interface LinkedVehicle {
  id: number;
  licensePlate: string;
  vehicleType: {
    manufacturer: string | null;
    model: string | null;
    type: string | null;
    category: string | null;
  } | null;
}

export interface TemporaryLiveView {
  temporaryLvId: number;
  name: string;
  note: string | null;
  duration: number;
  vehicleIds: { temporaryLvId: number; vehicleId: number }[] | null;
  vehicles: LinkedVehicle[] | null;
  pickedColumns: string[];
  alertCodes: number[];
  popupDuration: number | null;
  contacts: TemporaryLiveViewContact[] | null;
  createdOn: string;
  expiresOn: string;
  status: string;
  accessToken: string;
  shortKey: string | null;
  vehicleCount: number | null;
  contactCount: number | null;
  /** public page loads of the link (plain link and contacts' links) */
  openCount: number;
  lastOpenedOn: string | null;
}

const LIST_FIELDS = `temporaryLvId name note duration createdOn expiresOn status accessToken shortKey vehicleCount contactCount
  openCount lastOpenedOn`;
const CONTACT_FIELDS = `contactId label phoneNumber createdOn createdBy link openCount lastOpenedOn
  location { name fullName lat lng type id { masterDataValue googleValue } address { lat lng } }
  lastMessage { messageId status lastError updatedOn kind }`;

const LIST_QUERY = /* GraphQL */ `
  query TemporaryLiveViewsPaginated($filter: TemporaryLiveViewsFilter) {
    TemporaryLiveViewsPaginated(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { ${LIST_FIELDS} }
      pagination { total page show }
    }
  }
`;

const DETAIL_QUERY = /* GraphQL */ `
  query temporaryLiveView($filter: TemporaryLiveViewFilter!) {
    temporaryLiveView(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data {
        ${LIST_FIELDS} pickedColumns alertCodes popupDuration
        vehicleIds { temporaryLvId vehicleId }
        vehicles { id licensePlate vehicleType { manufacturer model type category } }
        contacts { ${CONTACT_FIELDS} }
      }
    }
  }
`;

const CREATE = /* GraphQL */ `
  mutation createTemporaryLiveView($input: TemporaryLiveViewDataInput!) {
    createTemporaryLiveView(input: $input) {
      ${ENVELOPE_FIELDS}
      temporaryLiveView { temporaryLvId accessToken shortKey }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation updateTemporaryLiveView($input: UpdateTemporaryLiveViewInput!) {
    updateTemporaryLiveView(input: $input) { ${ENVELOPE_FIELDS} }
  }
`;

const DELETE = /* GraphQL */ `
  mutation DeleteTemporaryLiveView($input: DeleteTemporaryLiveViewInput!) {
    DeleteTemporaryLiveView(input: $input) { ${ENVELOPE_FIELDS} }
  }
`;

export const temporaryTrackingKey = ["temporary-tracking"] as const;

export interface LiveViewsQuery {
  search: string;
  status: "A" | "E" | null;
  page: number;
  show: number;
}

export function useTemporaryLiveViews(query: LiveViewsQuery) {
  return useQuery({
    queryKey: [...temporaryTrackingKey, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<
        Envelope & { data: TemporaryLiveView[] | null; pagination: PageInfo | null }
      >(
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

/** One view with its vehicles and contacts; never cached, skipped without an id (spec §7 #1). */
export function useTemporaryLiveView(temporaryLvId: number | null) {
  return useQuery({
    queryKey: [...temporaryTrackingKey, "detail", temporaryLvId],
    enabled: temporaryLvId !== null,
    gcTime: 0,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: TemporaryLiveView | null }>(
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

export interface ContactLocationPayload {
  name?: string;
  fullName?: string;
  lat: number;
  lng: number;
  id?: string;
  type: string;
}

export interface ContactPayload {
  contactId?: number;
  label: string;
  phoneNumber: string;
  location?: ContactLocationPayload | null;
}

export interface LiveViewPayload {
  name: string;
  duration: number;
  note: string | null;
  vehicleIds: number[];
  pickedColumns: string[];
  contacts: ContactPayload[];
  alertCodes?: number[];
  popupDuration?: number | null;
}

export interface CreatedLiveView {
  temporaryLvId: number;
  accessToken: string;
  shortKey: string;
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
        const result = await requestEnvelope<Envelope & { temporaryLiveView: CreatedLiveView | null }>(
          CREATE,
          "createTemporaryLiveView",
          { input: input.newData },
        );
        return { message: result.message, created: result.temporaryLiveView };
      }
      const result = await requestEnvelope<Envelope>(UPDATE, "updateTemporaryLiveView", { input });
      return { message: result.message, created: null };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...temporaryTrackingKey, "list"] }),
  });
}

export function useDeleteTemporaryLiveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (temporaryLvId: number) =>
      requestEnvelope<Envelope>(DELETE, "DeleteTemporaryLiveView", { input: { temporaryLvId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...temporaryTrackingKey, "list"] }),
  });
}
