import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateGeofenceInput,
  MasterGeofenceFieldsFragment,
  UpdateGeofenceInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

/** A saved geofence; the schema carries `type` as text and `polyData` as JSON, both narrowed here. */
export type GeofenceRow = Omit<MasterGeofenceFieldsFragment, "type" | "polyData"> & {
  type: "C" | "P";
  polyData: [number, number][] | null;
};

graphql(`
  fragment MasterGeofenceFields on Geofence {
    geofenceId fenceName type circData { lat lng radius } polyData minLat maxLat minLng maxLng ownership address category isGarage isServiceLoc isBillingAddr isDepot isAlert hasRelation updatedOn
  }
`);

const LIST = graphql(`
  query MasterGeofences($filter: GeofencesFilter) {
    Geofences(filter: $filter) { ...EnvelopeFields list { ...MasterGeofenceFields } pagination { total page show } }
  }
`);
const CREATE = graphql(`
  mutation MasterCreateGeofence($input: CreateGeofenceInput!) {
    createGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }
  }
`);
const UPDATE = graphql(`
  mutation MasterUpdateGeofence($input: UpdateGeofenceInput!) {
    updateGeofence(input: $input) { ...EnvelopeFields data { ...MasterGeofenceFields } }
  }
`);
const DELETE = graphql(`
  mutation MasterDeleteGeofence($input: DeleteGeofenceInput!) {
    deleteGeofence(input: $input) { ...EnvelopeFields }
  }
`);

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
      const result = await requestEnvelope(
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
      return { rows: (result.list ?? []) as GeofenceRow[], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useSaveGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGeofenceInput | UpdateGeofenceInput) =>
      "geofenceId" in input
        ? requestEnvelope(UPDATE, "updateGeofence", { input })
        : requestEnvelope(CREATE, "createGeofence", { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geofencesKey }),
  });
}

export function useDeleteGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geofenceId: number) => requestEnvelope(DELETE, "deleteGeofence", { input: { geofenceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: geofencesKey }),
  });
}
