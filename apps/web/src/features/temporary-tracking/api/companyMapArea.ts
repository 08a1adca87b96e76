import { useQuery } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";
import type { Bounds } from "@/shared/map";

const COMPANY_MAP_AREA = /* GraphQL */ `
  query CompanyMapArea {
    companyMapArea {
      ${ENVELOPE_FIELDS}
      data { west south east north }
    }
  }
`;

/** Where the company operates (its vehicles and geofences), for the address picker to start on; null when unknown. */
export function useCompanyMapArea() {
  return useQuery({
    queryKey: ["temporary-tracking", "company-map-area"],
    queryFn: async () =>
      (await requestEnvelope<Envelope & { data: Bounds | null }>(COMPANY_MAP_AREA, "companyMapArea", {}))
        .data,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
