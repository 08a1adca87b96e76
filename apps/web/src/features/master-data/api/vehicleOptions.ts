import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { vehiclesKey } from "./vehicles";

const OPTIONS = graphql(`
  query MasterVehicleOptions($filter: VehiclesFilter) {
    vehiclesFilter(filter: $filter) { ...EnvelopeFields data { id licensePlate imei } }
  }
`);

/** Every vehicle of the company (up to the page limit) by plate, for the move and group pickers. */
export function useVehicleOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...vehiclesKey, "options"],
    enabled,
    queryFn: async ({ signal }) => {
      const filter = { pagination: { page: 1, show: 999 } };
      const result = await requestEnvelope(OPTIONS, "vehiclesFilter", { filter }, signal);
      return result.data ?? [];
    },
  });
}
