import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";
import { ALERTS_QUERY_KEY } from "./rawAlertFields";

export type RawAlertActionType = "Read" | "Resolve" | "FalseAlert" | "Feedback";
export type SelectionMode = "Selection" | "All" | "Exclude";

/** UpsertRawAlertsActionInput of the contract. */
export interface RawAlertsActionInput {
  actionType: RawAlertActionType;
  data?: string;
  form?: { reason: string; others?: string };
  rawAlertId?: number[];
  selectionMode: SelectionMode;
  dateRange?: { startDate: string; endDate: string };
  filter?: Record<string, unknown>;
}

export interface RawAlertsActionResult extends Envelope {
  aggregate: { updatedAlerts: number; updatedAlertStatuses: number; insertedAlertLogs: number } | null;
}

const UPSERT = /* GraphQL */ `
  mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
    upsertRawAlertsAction(input: $input) {
      ${ENVELOPE_FIELDS} aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }
    }
  }
`;

/** Read / Resolve / FalseAlert / Feedback on one or many alerts; refreshes every alert query afterwards. */
export function useRawAlertsAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RawAlertsActionInput) =>
      requestEnvelope<RawAlertsActionResult>(UPSERT, "upsertRawAlertsAction", { input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
