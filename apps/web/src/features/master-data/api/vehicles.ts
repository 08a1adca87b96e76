import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateVehicleInput,
  MasterVehicleAuditLogsQuery,
  MasterVehicleFieldsFragment,
  UpdateVehicleInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type VehicleRow = MasterVehicleFieldsFragment;

graphql(`
  fragment MasterVehicleFields on Vehicle {
    id licensePlate hullNo vehicleTypeId driver1Id driver2Id tonnage volume fuelCapacity odometer status year imei
    skills phoneTracking updatedOn
    vehicleType { vehicleTypeId formattedVehicleType }
    driver1 { userId fullname }
    driver2 { userId fullname }
    device { id imei vendorType model lenientFraming phoneNo }
    cameraDevice { id imei vendorType }
    vehicle2Vgroup { id name }
  }
`);

export const VEHICLES_QUERY = graphql(`
  query MasterVehicles($filter: VehiclesFilter) {
    vehiclesPaginated(filter: $filter) {
      ...EnvelopeFields
      data { ...MasterVehicleFields }
      pagination { total page show }
    }
  }
`);

export type VehicleSortField = "licensePlate" | "status" | "updatedOn" | "year" | "hullNo";

export interface VehiclesQuery {
  search: string;
  page: number;
  show: number;
  sort: { field: VehicleSortField; direction: "asc" | "desc" } | null;
}

export const vehiclesKey = ["master-data", "vehicles"] as const;

export function useVehicles(query: VehiclesQuery) {
  return useQuery({
    queryKey: [...vehiclesKey, query],
    queryFn: async ({ signal }) => {
      const filter = {
        search: query.search.trim() || undefined,
        pagination: { page: query.page, show: query.show },
        orderBy: query.sort ?? undefined,
      };
      const result = await requestEnvelope(VEHICLES_QUERY, "vehiclesPaginated", { filter }, signal);
      return {
        rows: result.data ?? [],
        total: result.pagination?.total ?? 0,
      };
    },
    placeholderData: keepPreviousData,
  });
}

const CREATE_VEHICLE = graphql(`
  mutation MasterCreateVehicle($input: CreateVehicleInput!) { createVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }
`);
const UPDATE_VEHICLE = graphql(`
  mutation MasterUpdateVehicle($input: UpdateVehicleInput!) { updateVehicle(input: $input) { ...EnvelopeFields data { ...MasterVehicleFields } } }
`);
const DELETE_VEHICLE = graphql(`
  mutation MasterDeleteVehicle($input: DeleteVehicleInput!) {
    deleteVehicle(input: $input) { ...EnvelopeFields data { id licensePlate } }
  }
`);
const UPDATE_VEHICLES = graphql(`
  mutation MasterUpdateVehicles($input: UpdateVehiclesInput!) { updateVehicles(input: $input) { ...EnvelopeFields count } }
`);

function useInvalidateVehicles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vehiclesKey });
}

export function useSaveVehicle() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: (input: CreateVehicleInput | UpdateVehicleInput) =>
      "id" in input
        ? requestEnvelope(UPDATE_VEHICLE, "updateVehicle", { input })
        : requestEnvelope(CREATE_VEHICLE, "createVehicle", { input }),
    onSuccess: invalidate,
  });
}

export function useDeleteVehicles() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    /** Deletes one by one; stops at the first failure (the ones before stay deleted). */
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) {
        await requestEnvelope(DELETE_VEHICLE, "deleteVehicle", { input: { id } });
      }
      return ids.length;
    },
    onSettled: invalidate,
  });
}

export function useBulkVehicleStatus() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: (input: { ids: number[]; status: string }) =>
      requestEnvelope(UPDATE_VEHICLES, "updateVehicles", {
        input: { ids: input.ids, changes: { status: input.status } },
      }),
    onSuccess: invalidate,
  });
}

export type VehicleAuditLog = NonNullable<MasterVehicleAuditLogsQuery["vehicleAuditLogs"]["data"]>[number];

const AUDIT_QUERY = graphql(`
  query MasterVehicleAuditLogs($filter: VehicleAuditLogsFilter!) {
    vehicleAuditLogs(filter: $filter) {
      ...EnvelopeFields
      data { id time action detail actionType user { userId fullname } oldData newData }
      pagination { total page show }
    }
  }
`);

export function useVehicleAuditLogs(vehicleId: number | null) {
  return useQuery({
    queryKey: [...vehiclesKey, "audit", vehicleId],
    queryFn:
      vehicleId === null
        ? skipToken
        : async ({ signal }) => {
            const result = await requestEnvelope(
              AUDIT_QUERY,
              "vehicleAuditLogs",
              { filter: { vehicleId, pagination: { page: 1, show: 100 } } },
              signal,
            );
            return result.data ?? [];
          },
  });
}
