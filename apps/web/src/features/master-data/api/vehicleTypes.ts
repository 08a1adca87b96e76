import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";

export interface VehicleTypeRow {
  vehicleTypeId: number;
  isActive: boolean;
  manufacturer: string;
  model: string;
  type: string;
  category: string;
  transmissionType: string | null;
  fuelTypeId: number | null;
  fuelType: { fuelTypeId: number; name: string } | null;
  tonnage: number | null;
  volume: number | null;
  fuelEfficiency: number | null;
  hasRelation: boolean;
  formattedVehicleType: string;
}

const FIELDS = `vehicleTypeId isActive manufacturer model type category transmissionType fuelTypeId
  fuelType { fuelTypeId name } tonnage volume fuelEfficiency hasRelation formattedVehicleType`;

const LIST = /* GraphQL */ `
  query MasterVehicleTypes($filter: VehicleTypesFilter) {
    vehicleTypes(filter: $filter) { ${ENVELOPE_FIELDS} data { ${FIELDS} } pagination { total page show } }
  }
`;
const CREATE = /* GraphQL */ `
  mutation MasterCreateVehicleType($input: CreateVehicleTypeInput!) {
    createVehicleType(input: $input) { ${ENVELOPE_FIELDS} data { ${FIELDS} } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation MasterUpdateVehicleType($input: UpdateVehicleTypeInput!) {
    updateVehicleType(input: $input) { ${ENVELOPE_FIELDS} data { ${FIELDS} } }
  }
`;

export const vehicleTypesKey = ["master-data", "vehicle-types"] as const;

export function useVehicleTypes(query: { search: string; page: number; show: number }) {
  return useQuery({
    queryKey: [...vehicleTypesKey, query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<
        Envelope & { data: VehicleTypeRow[] | null; pagination: PageInfo | null }
      >(
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
    mutationFn: (input: Record<string, unknown>) =>
      "vehicleTypeId" in input
        ? requestEnvelope<Envelope>(UPDATE, "updateVehicleType", { input })
        : requestEnvelope<Envelope>(CREATE, "createVehicleType", { input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vehicleTypesKey });
      void queryClient.invalidateQueries({ queryKey: ["master-data", "vehicle-lookups"] });
    },
  });
}
