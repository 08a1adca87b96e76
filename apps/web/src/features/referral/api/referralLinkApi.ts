import type { ReferCompanyInput } from "@armada/domain";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/apiRequest";

/** The referral link's page (no login): the referring company's name; an error for an unknown code. */
export function useReferralLinkOwner(code: string) {
  return useQuery({
    queryKey: ["referral", "link", code],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ companyName: string }>(`/api/referral/${encodeURIComponent(code)}`, { signal }))
        .data,
    retry: false,
  });
}

export const sendReferralByLink = (code: string, input: ReferCompanyInput) =>
  apiRequest(`/api/referral/${encodeURIComponent(code)}`, { method: "POST", body: input });
