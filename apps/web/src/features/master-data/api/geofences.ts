import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";

export interface GeofenceRow {
  geofenceId: number;
  fenceName: string;
  type: "C" | "P";
  circData: { lat: number; lng: number; radius: number } | null;
  polyData: [number, number][] | null;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  ownership: string;
  address: string | null;
  category: string | null;
  isGarage: boolean;
  isServiceLoc: boolean;
  isBillingAddr: boolean;
  isDepot: boolean;
  isAlert: boolean;
  hasRelation: boolean;
  updatedOn: string;
}

const FIELDS = `geofenceId fenceName type circData { lat lng radius } polyData minLat maxLat minLng maxLng ownership
  address category isGarage isServiceLoc isBillingAddr isDepot isAlert hasRelation updatedOn`;

const LIST = /* GraphQL */ `
  query MasterGeofences($filter: GeofencesFilter) {
    Geofences(filter: $filter) { ${ENVELOPE_FIELDS} list { ${FIELDS} } pagination { total page show } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation MasterCreateGeofence($input: CreateGeofenceInput!) {
    createGeofence(input: $input) { ${ENVELOPE_FIELDS} data { ${FIELDS} } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation MasterUpdateGeofence($input: UpdateGeofenceInput!) {
    updateGeofence(input: $input) { ${ENVELOPE_FIELDS} data { ${FIELDS} } }
  }
`;
const DELETE = /* GraphQL */ `
  mutation MasterDeleteGeofence($input: DeleteGeofenceInput!) {
    deleteGeofence(input: $input) { ${ENVELOPE_FIELDS} }
  }
`;

export const geofencesKey = ["master-data", "geofences"] as const;

export interface GeofencesQuery {
  search: string;
  ownership: string | null;
  page: number;
  show: number;
}

export function useGeofences(query: GeofencesQuery) {
  return useQuery({
    queryKey: [...geofencesKey, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<
        Envelope & { list: GeofenceRow[] | null; pagination: PageInfo | null }
      >(
        LIST,
        "Geofences",
        {
          filter: {
            search: query.search.trim() || undefined,
            ownership: query.ownership ? [query.ownership] : undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return { rows: result.list ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useSaveGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      "geofenceId" in input
        ? requestEnvelope<Envelope & { data: GeofenceRow | null }>(UPDATE, "updateGeofence", { input })
        : requestEnvelope<Envelope & { data: GeofenceRow | null }>(CREATE, "createGeofence", { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geofencesKey }),
  });
}

export function useDeleteGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geofenceId: number) =>
      requestEnvelope<Envelope>(DELETE, "deleteGeofence", { input: { geofenceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geofencesKey }),
  });
}
