import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const COMPANY_MAP_AREA = graphql(`
  query CompanyMapArea {
    companyMapArea {
      ...EnvelopeFields
      data { west south east north }
    }
  }
`);

/** Where the company operates (its vehicles and geofences), for the address picker to start on; null when unknown. */
export function useCompanyMapArea() {
  return useQuery({
    queryKey: ["temporary-live-view", "company-map-area"],
    queryFn: async () => (await requestEnvelope(COMPANY_MAP_AREA, "companyMapArea", {})).data,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
