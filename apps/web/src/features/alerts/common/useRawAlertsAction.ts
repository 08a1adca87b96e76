import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ALERTS_QUERY_KEY } from "./rawAlertFields";
import { type RawAlertsActionInput, requestRawAlertsAction } from "./upsertRawAlertsAction";

/** Read / Resolve / FalseAlert / Feedback on one or many alerts; refreshes every alert query afterwards. */
export function useRawAlertsAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RawAlertsActionInput) => requestRawAlertsAction(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
