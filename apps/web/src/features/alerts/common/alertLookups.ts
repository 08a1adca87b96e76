import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { AlertCodeOptionsQuery } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type AlertCodeOption = NonNullable<AlertCodeOptionsQuery["alertCodesPaginated"]["data"]>[number];

const ALERT_CODES = graphql(`
  query AlertCodeOptions($filter: AlertCodesFilter) {
    alertCodesPaginated(filter: $filter) {
      ...EnvelopeFields
      data { alertCode descriptionIdn descriptionEng iconUrl enabledInRule
        alertCategories { alertCategoryId categoryIdn categoryEng } }
    }
  }
`);

/** The alert codes catalogue (only those offered in the rule form with `enabledInRule`). */
export function useAlertCodes(options: { enabledInRule?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["alerts", "codes", options.enabledInRule ?? null],
    enabled: options.enabled ?? true,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(
        ALERT_CODES,
        "alertCodesPaginated",
        { filter: { enabledInRule: options.enabledInRule, pagination: { page: 1, show: 500 } } },
        signal,
      );
      return result.data ?? [];
    },
  });
}

const VEHICLES = graphql(`
  query AlertVehicleOptions {
    vehicles { ...EnvelopeFields data { id licensePlate } }
  }
`);

/** The company's vehicles as select options (value: id, label: plate). */
export function useVehicleOptions(enabled = true) {
  return useQuery({
    queryKey: ["alerts", "vehicle-options"],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope(VEHICLES, "vehicles", {}, signal);
      return (result.data ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: vehicle.licensePlate,
      }));
    },
  });
}
