import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type {
  TemporaryLiveViewVehiclesQuery,
  TemporaryLiveViewVehicleTypesQuery,
} from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type FleetVehicle = NonNullable<TemporaryLiveViewVehiclesQuery["vehicles"]["data"]>[number];
export type FleetVehicleType = NonNullable<
  TemporaryLiveViewVehicleTypesQuery["vehicleTypes"]["data"]
>[number];

const VEHICLES = graphql(`
  query TemporaryLiveViewVehicles($filter: VehiclesFilter) {
    vehicles(filter: $filter) {
      ...EnvelopeFields
      data { id licensePlate vehicleTypeId vehicleType { manufacturer model type category } }
    }
  }
`);

const VEHICLE_TYPES = graphql(`
  query TemporaryLiveViewVehicleTypes($filter: VehicleTypesFilter) {
    vehicleTypes(filter: $filter) {
      ...EnvelopeFields
      data { vehicleTypeId manufacturer model type category }
    }
  }
`);

/** Vehicles with a device, by plate ascending (docs/spec/temporary-live-view.md §7 #7). */
export function useFleetVehicles(enabled = true) {
  return useQuery({
    queryKey: ["temporary-live-view", "vehicles"],
    enabled,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
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
    queryKey: ["temporary-live-view", "vehicle-types"],
    enabled,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        VEHICLE_TYPES,
        "vehicleTypes",
        { filter: { pagination: { page: 1, show: 999 } } },
        signal,
      );
      return result.data ?? [];
    },
  });
}
