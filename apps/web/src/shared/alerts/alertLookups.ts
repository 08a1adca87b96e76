import { useQuery } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";

export interface AlertCodeOption {
  alertCode: number;
  descriptionIdn: string;
  descriptionEng: string;
  iconUrl: string;
  enabledInRule: boolean;
  alertCategories: { alertCategoryId: number; categoryIdn: string; categoryEng: string }[];
}

const ALERT_CODES = /* GraphQL */ `
  query AlertCodeOptions($filter: AlertCodesFilter) {
    alertCodesPaginated(filter: $filter) {
      ${ENVELOPE_FIELDS}
      data { alertCode descriptionIdn descriptionEng iconUrl enabledInRule
        alertCategories { alertCategoryId categoryIdn categoryEng } }
    }
  }
`;

/** The alert codes catalogue (only those offered in the rule form with `enabledInRule`). */
export function useAlertCodes(options: { enabledInRule?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["alerts", "codes", options.enabledInRule ?? null],
    enabled: options.enabled ?? true,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<Envelope & { data: AlertCodeOption[] | null }>(
        ALERT_CODES,
        "alertCodesPaginated",
        { filter: { enabledInRule: options.enabledInRule, pagination: { page: 1, show: 500 } } },
        signal,
      );
      return result.data ?? [];
    },
  });
}

const VEHICLES = /* GraphQL */ `
  query AlertVehicleOptions {
    vehicles { ${ENVELOPE_FIELDS} data { id licensePlate } }
  }
`;

/** The company's vehicles as select options (value: id, label: plate). */
export function useVehicleOptions(enabled = true) {
  return useQuery({
    queryKey: ["alerts", "vehicle-options"],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const result = await requestEnvelope<
        Envelope & { data: { id: number; licensePlate: string }[] | null }
      >(VEHICLES, "vehicles", {}, signal);
      return (result.data ?? []).map((vehicle) => ({
        value: String(vehicle.id),
        label: vehicle.licensePlate,
      }));
    },
  });
}
