import type { ReferCompanyInput } from "@armada/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const REFERRAL_PROGRAM = graphql(`
  query ReferralProgram {
    referralProgram {
      ...EnvelopeFields
      data {
        code
        link
        referrals { referralId companyName contactName phoneNo status createdOn statusUpdatedOn }
      }
    }
  }
`);

const REFER_COMPANY = graphql(`
  mutation ReferCompany($input: ReferCompanyInput!) {
    referCompany(input: $input) { ...EnvelopeFields data { referralId } }
  }
`);

const programKey = ["referral", "program"] as const;

/** The company's referral code, link and referrals; fetched when the modal opens, fresh each time. */
export function useReferralProgram(enabled: boolean) {
  return useQuery({
    queryKey: programKey,
    queryFn: async ({ signal }) => {
      const { data } = await requestEnvelope(REFERRAL_PROGRAM, "referralProgram", {}, signal);
      if (!data) throw new Error("missing referral program");
      return data;
    },
    enabled,
    staleTime: 0,
  });
}

export function useReferCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReferCompanyInput) =>
      (await requestEnvelope(REFER_COMPANY, "referCompany", { input })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKey }),
  });
}
