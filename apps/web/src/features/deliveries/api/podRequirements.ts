import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { PodRequirementsInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

const POD = graphql(`
  query PodRequirementsSettings {
    podRequirements { ...EnvelopeFields data { photo signature receiverName } }
  }
`);

const UPDATE = graphql(`
  mutation UpdatePodRequirements($input: PodRequirementsInput!) {
    updatePodRequirements(input: $input) { ...EnvelopeFields data { photo signature receiverName } }
  }
`);

const KEY = ["pod-requirements"] as const;

/** Which proofs of delivery the company requires at each drop (a company setting). */
export function usePodRequirements(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    enabled,
    queryFn: async ({ signal }) => (await requestEnvelope(POD, "podRequirements", {}, signal)).data,
  });
}

export function useUpdatePodRequirements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PodRequirementsInput) =>
      (await requestEnvelope(UPDATE, "updatePodRequirements", { input })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
