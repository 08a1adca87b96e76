import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import { requestEnvelope } from "@/shared/api/envelope";
import { identityQueryKey } from "@/shared/session/identityQueryKey";

const COMPLETE = graphql(`
  mutation CompleteNotificationSetup($input: UpdateCompanyInput!) {
    updateCompany(input: $input) { ...EnvelopeFields data { id name } }
  }
`);

/** updateCompany {id, setupNotifCompleted: true} (docs/spec/alert-center-and-shell.md §7 call 7). */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) =>
      requestEnvelope(COMPLETE, "updateCompany", { input: { id: companyId, setupNotifCompleted: true } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: identityQueryKey }),
  });
}
