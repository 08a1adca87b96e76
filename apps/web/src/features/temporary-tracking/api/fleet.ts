import { useQuery } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";

export interface FleetVehicle {
  id: number;
  licensePlate: string;
  vehicleTypeId: number | null;
  vehicleType: { manufacturer: string; model: string; type: string; category: string } | null;
}

const VEHICLES = /* GraphQL */ `
  query TemporaryTrackingVehicles($filter: VehiclesFilter) {
    vehicles(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { id licensePlate vehicleTypeId vehicleType { manufacturer model type category } }
    }
  }
`;

const VEHICLE_TYPES = /* GraphQL */ `
  query TemporaryTrackingVehicleTypes($filter: VehicleTypesFilter) {
    vehicleTypes(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { vehicleTypeId manufacturer model type category }
    }
  }
`;

export interface FleetVehicleType {
  vehicleTypeId: number;
  manufacturer: string;
  model: string;
  type: string;
  category: string;
}

/** Vehicles with a device, by plate ascending (spec §7 #7). */
export function useFleetVehicles(enabled = true) {
  return useQuery({
    queryKey: ["temporary-tracking", "vehicles"],
    enabled,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: FleetVehicle[] | null }>(
        VEHICLES,
        "vehicles",
        { filter: { orderBy: { field: "licensePlate", direction: "asc" }, isHaveDevice: true } },
        signal,
      );
      return result.data ?? [];
    },
  });
}

export function useFleetVehicleTypes(enabled = true) {
  return useQuery({
    queryKey: ["temporary-tracking", "vehicle-types"],
    enabled,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: FleetVehicleType[] | null }>(
        VEHICLE_TYPES,
        "vehicleTypes",
        { filter: { pagination: { page: 1, show: 999 } } },
        signal,
      );
      return result.data ?? [];
    },
  });
}
