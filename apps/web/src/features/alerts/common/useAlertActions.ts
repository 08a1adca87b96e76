import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ALERTS_QUERY_KEY } from "./rawAlertFields";
import { type AlertActionInput, upsertRawAlertsAction } from "./upsertRawAlertsAction";

/**
 * Actions on one alert outside the alert center (the Notification Detail page): the alert center's own
 * request (Selection with a ±1 s window), then every alert query of the page is refreshed.
 */
export function useAlertActions(alert: { rawAlertId: number; createdOn: string }) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: (input: Omit<AlertActionInput, "rawAlertId" | "createdOn">) =>
      upsertRawAlertsAction({ ...input, rawAlertId: alert.rawAlertId, createdOn: alert.createdOn }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
  return {
    isPending: action.isPending,
    read: () => action.mutateAsync({ actionType: "Read" }),
    resolve: (resolved: boolean) => action.mutateAsync({ actionType: "Resolve", data: String(resolved) }),
    falseAlert: (form: { reason: string; others?: string }) =>
      action.mutateAsync({ actionType: "FalseAlert", data: "true", form }),
    cancelFalseAlert: () => action.mutateAsync({ actionType: "FalseAlert", data: "false" }),
    note: (text: string) => action.mutateAsync({ actionType: "Feedback", data: text.trim() }),
  };
}
