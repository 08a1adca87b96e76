import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, type PageInfo, requestEnvelope } from "@/shared/api/envelope";

export interface VehicleRow {
  id: number;
  licensePlate: string;
  hullNo: string | null;
  vehicleTypeId: number | null;
  driver1Id: number | null;
  driver2Id: number | null;
  tonnage: number | null;
  volume: number | null;
  fuelCapacity: number | null;
  odometer: number | null;
  status: string;
  year: number | null;
  imei: string | null;
  updatedOn: string;
  vehicleType: { vehicleTypeId: number; formattedVehicleType: string } | null;
  driver1: { userId: number; fullname: string } | null;
  driver2: { userId: number; fullname: string } | null;
  device: { id: number; imei: string; vendorType: string; phoneNo: string | null } | null;
  vehicle2Vgroup: { id: number; name: string }[];
}

const VEHICLE_FIELDS = `
  id licensePlate hullNo vehicleTypeId driver1Id driver2Id tonnage volume fuelCapacity odometer status year imei updatedOn
  vehicleType { vehicleTypeId formattedVehicleType }
  driver1 { userId fullname }
  driver2 { userId fullname }
  device { id imei vendorType phoneNo }
  vehicle2Vgroup { id name }
`;

export const VEHICLES_QUERY = /* GraphQL */ `
  query MasterVehicles($filter: VehiclesFilter) {
    vehiclesPaginated(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { ${VEHICLE_FIELDS} }
      pagination { total page show }
    }
  }
`;

export type VehicleSortField = "licensePlate" | "status" | "updatedOn" | "year" | "hullNo";

export interface VehiclesQuery {
  search: string;
  page: number;
  show: number;
  sort: { field: VehicleSortField; direction: "asc" | "desc" } | null;
}

interface VehiclesEnvelope extends Envelope {
  data: VehicleRow[] | null;
  pagination: PageInfo | null;
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
      const result = await requestEnvelope<VehiclesEnvelope>(
        VEHICLES_QUERY,
        "vehiclesPaginated",
        { filter },
        signal,
      );
      return {
        rows: result.data ?? [],
        total: result.pagination?.total ?? 0,
      };
    },
    placeholderData: keepPreviousData,
  });
}

const VEHICLE_RESULT = `${ENVELOPE_FIELDS} data { ${VEHICLE_FIELDS} }`;

const CREATE_VEHICLE = /* GraphQL */ `
  mutation MasterCreateVehicle($input: CreateVehicleInput!) { createVehicle(input: $input) { ${VEHICLE_RESULT} } }
`;
const UPDATE_VEHICLE = /* GraphQL */ `
  mutation MasterUpdateVehicle($input: UpdateVehicleInput!) { updateVehicle(input: $input) { ${VEHICLE_RESULT} } }
`;
const DELETE_VEHICLE = /* GraphQL */ `
  mutation MasterDeleteVehicle($input: DeleteVehicleInput!) {
    deleteVehicle(input: $input) { ${ENVELOPE_FIELDS} data { id licensePlate } }
  }
`;
const UPDATE_VEHICLES = /* GraphQL */ `
  mutation MasterUpdateVehicles($input: UpdateVehiclesInput!) { updateVehicles(input: $input) { ${ENVELOPE_FIELDS} count } }
`;

interface VehicleEnvelope extends Envelope {
  data: VehicleRow | null;
}

function useInvalidateVehicles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vehiclesKey });
}

export function useSaveVehicle() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      "id" in input
        ? requestEnvelope<VehicleEnvelope>(UPDATE_VEHICLE, "updateVehicle", { input })
        : requestEnvelope<VehicleEnvelope>(CREATE_VEHICLE, "createVehicle", { input }),
    onSuccess: invalidate,
  });
}

export function useDeleteVehicles() {
  const invalidate = useInvalidateVehicles();
  return useMutation({
    /** Deletes one by one; stops at the first failure (the ones before stay deleted). */
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) {
        await requestEnvelope<Envelope>(DELETE_VEHICLE, "deleteVehicle", { input: { id } });
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
      requestEnvelope<Envelope & { count: number | null }>(UPDATE_VEHICLES, "updateVehicles", {
        input: { ids: input.ids, changes: { status: input.status } },
      }),
    onSuccess: invalidate,
  });
}

export interface VehicleAuditLog {
  id: number;
  time: string;
  action: string;
  detail: string;
  actionType: string;
  user: { userId: number; fullname: string } | null;
  oldData: Record<string, unknown> | null;
  newData: Record<string, unknown> | null;
}

const AUDIT_QUERY = /* GraphQL */ `
  query MasterVehicleAuditLogs($filter: VehicleAuditLogsFilter!) {
    vehicleAuditLogs(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { id time action detail actionType user { userId fullname } oldData newData }
      pagination { total page show }
    }
  }
`;

export function useVehicleAuditLogs(vehicleId: number | null) {
  return useQuery({
    queryKey: [...vehiclesKey, "audit", vehicleId],
    enabled: vehicleId !== null,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: VehicleAuditLog[] | null }>(
        AUDIT_QUERY,
        "vehicleAuditLogs",
        { filter: { vehicleId, pagination: { page: 1, show: 100 } } },
        signal,
      );
      return result.data ?? [];
    },
  });
}
