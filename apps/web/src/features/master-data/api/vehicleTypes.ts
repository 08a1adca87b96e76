import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateVehicleTypeInput,
  MasterVehicleTypeFieldsFragment,
  UpdateVehicleTypeInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type VehicleTypeRow = MasterVehicleTypeFieldsFragment;

graphql(`
  fragment MasterVehicleTypeFields on VehicleType {
    vehicleTypeId isActive manufacturer model type category transmissionType fuelTypeId fuelType { fuelTypeId name } tonnage volume fuelEfficiency hasRelation formattedVehicleType
  }
`);

const LIST = graphql(`
  query MasterVehicleTypes($filter: VehicleTypesFilter) {
    vehicleTypes(filter: $filter) { ...EnvelopeFields data { ...MasterVehicleTypeFields } pagination { total page show } }
  }
`);
const CREATE = graphql(`
  mutation MasterCreateVehicleType($input: CreateVehicleTypeInput!) {
    createVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }
  }
`);
const UPDATE = graphql(`
  mutation MasterUpdateVehicleType($input: UpdateVehicleTypeInput!) {
    updateVehicleType(input: $input) { ...EnvelopeFields data { ...MasterVehicleTypeFields } }
  }
`);

export const vehicleTypesKey = ["master-data", "vehicle-types"] as const;

export function useVehicleTypes(query: { search: string; page: number; show: number }) {
  return useQuery({
    queryKey: [...vehicleTypesKey, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        LIST,
        "vehicleTypes",
        {
          filter: {
            search: query.search.trim() || undefined,
            pagination: { page: query.page, show: query.show },
          },
        },
        signal,
      );
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useSaveVehicleType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateVehicleTypeInput | UpdateVehicleTypeInput) =>
      "vehicleTypeId" in input
        ? requestEnvelope(UPDATE, "updateVehicleType", { input })
        : requestEnvelope(CREATE, "createVehicleType", { input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKey });
      void queryClient.invalidateQueries({ queryKey: ["master-data", "vehicle-lookups"] });
    },
  });
}
