import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { EnvelopeError, requestEnvelope } from "@/shared/api/envelope";
import { graphqlRequest } from "@/shared/api/graphqlRequest";

export interface Option {
  value: string;
  label: string;
}

const LOOKUPS_QUERY = graphql(`
  query MasterVehicleLookups {
    drivers(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { userId fullname isActive } }
    vgroups(filter: { pagination: { page: 1, show: 999 } }) { ...EnvelopeFields data { id name } }
    vehicleTypes(filter: { isActive: true, pagination: { page: 1, show: 999 } }) {
      ...EnvelopeFields data { vehicleTypeId formattedVehicleType }
    }
  }
`);

/** Options of the vehicle form's selects: drivers, vehicle groups and active vehicle types. */
export function useVehicleLookups(enabled: boolean) {
  return useQuery({
    queryKey: ["master-data", "vehicle-lookups"],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const data = await graphqlRequest(LOOKUPS_QUERY, {}, { signal });
      for (const envelope of [data.drivers, data.vgroups, data.vehicleTypes]) {
        if (!envelope.isSuccessful) throw new EnvelopeError(envelope);
      }
      return {
        drivers: (data.drivers.data ?? []).map((d) => ({ value: String(d.userId), label: d.fullname })),
        vgroups: (data.vgroups.data ?? []).map((g) => ({ value: String(g.id), label: g.name })),
        vehicleTypes: (data.vehicleTypes.data ?? []).map((v) => ({
          value: String(v.vehicleTypeId),
          label: v.formattedVehicleType,
        })),
      } satisfies Record<string, Option[]>;
    },
  });
}

const FUEL_TYPES_QUERY = graphql(`
  query MasterFuelTypes { fuelTypes { ...EnvelopeFields data { fuelTypeId name category } } }
`);

export function useFuelTypes(enabled: boolean) {
  return useQuery({
    queryKey: ["master-data", "fuel-types"],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(FUEL_TYPES_QUERY, "fuelTypes", {}, signal);
      return (result.data ?? []).map((f) => ({ value: String(f.fuelTypeId), label: f.name }));
    },
  });
}
