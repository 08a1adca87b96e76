import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  CreateDeviceInput,
  MasterDeviceFieldsFragment,
  MasterDeviceMoveFieldsFragment,
  UpdateDeviceInput,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { vehiclesKey } from "./vehicles";

export type DeviceRow = MasterDeviceFieldsFragment;
export type DeviceMoveRow = MasterDeviceMoveFieldsFragment;

graphql(`
  fragment MasterDeviceFields on Device {
    id imei vendorType phoneNo deviceName status slot lastPacket activeOn vehicle { id licensePlate }
  }
`);
graphql(`
  fragment MasterDeviceMoveFields on DeviceMove {
    id fromLicensePlate toLicensePlate movedAt movedBy { userId fullname }
  }
`);

const LIST = graphql(`
  query MasterDevices($filter: DevicesFilter) {
    devices(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceFields } pagination { total page show } }
  }
`);
const CREATE = graphql(`
  mutation MasterCreateDevice($input: CreateDeviceInput!) {
    createDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }
  }
`);
const UPDATE = graphql(`
  mutation MasterUpdateDevice($input: UpdateDeviceInput!) {
    updateDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }
  }
`);
const MOVE = graphql(`
  mutation MasterMoveDevice($input: MoveDeviceInput!) {
    moveDevice(input: $input) { ...EnvelopeFields data { ...MasterDeviceFields } }
  }
`);
const MOVES = graphql(`
  query MasterDeviceMoves($filter: DeviceMovesFilter!) {
    deviceMoves(filter: $filter) { ...EnvelopeFields data { ...MasterDeviceMoveFields } pagination { total } }
  }
`);

export const devicesKey = ["master-data", "devices"] as const;

export function useDevices(query: { search: string; page: number; show: number }) {
  return useQuery({
    queryKey: [...devicesKey, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const filter = {
        search: query.search.trim() || undefined,
        pagination: { page: query.page, show: query.show },
      };
      const result = await requestEnvelope(LIST, "devices", { filter }, signal);
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

/** Devices and vehicles show each other: a change to one refreshes both lists. */
function useInvalidateFleet() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: devicesKey }),
      queryClient.invalidateQueries({ queryKey: vehiclesKey }),
    ]);
}

export function useSaveDevice() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: CreateDeviceInput | UpdateDeviceInput) =>
      "id" in input
        ? requestEnvelope(UPDATE, "updateDevice", { input })
        : requestEnvelope(CREATE, "createDevice", { input }),
    onSuccess: invalidate,
  });
}

export function useMoveDevice() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: { id: number; vehicleId: number | null }) =>
      requestEnvelope(MOVE, "moveDevice", { input }),
    onSuccess: invalidate,
  });
}

export function useDeviceMoves(deviceId: number | null) {
  return useQuery({
    queryKey: [...devicesKey, "moves", deviceId],
    queryFn:
      deviceId === null
        ? skipToken
        : async ({ signal }) => {
            const filter = { deviceId, pagination: { page: 1, show: 50 } };
            const result = await requestEnvelope(MOVES, "deviceMoves", { filter }, signal);
            return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
          },
  });
}
