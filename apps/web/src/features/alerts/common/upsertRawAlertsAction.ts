import { graphql } from "@/generated/graphql";
import type { UpsertRawAlertsActionInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type AlertActionType = "Read" | "Resolve" | "FalseAlert" | "Feedback";
export type SelectionMode = "Selection" | "All" | "Exclude";

/** UpsertRawAlertsActionInput with the action and selection mode narrowed to the values the server takes. */
export type RawAlertsActionInput = UpsertRawAlertsActionInput & {
  actionType: AlertActionType;
  selectionMode: SelectionMode;
};

/** One action on one alert, as the alert center and the notification detail page start it. */
export interface AlertActionInput {
  actionType: AlertActionType;
  rawAlertId: number;
  /** alert time (ISO): Resolve, FalseAlert and Feedback send a window of ±1 s around it (docs/spec/alert-center-and-shell.md §7 #4) */
  createdOn: string;
  data?: string;
  form?: { reason: string; others?: string };
}

const UPSERT = graphql(`
  mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
    upsertRawAlertsAction(input: $input) {
      ...EnvelopeFields
      aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }
    }
  }
`);

const WINDOW_MS = 1000;

/** The mutation input for one alert (selection mode Selection). */
export function alertActionVariables(input: AlertActionInput): RawAlertsActionInput {
  const time = Date.parse(input.createdOn);
  return {
    actionType: input.actionType,
    rawAlertId: [input.rawAlertId],
    selectionMode: "Selection",
    ...(input.data !== undefined ? { data: input.data } : {}),
    ...(input.form ? { form: input.form } : {}),
    ...(input.actionType === "Read"
      ? {}
      : {
          dateRange: {
            startDate: new Date(time - WINDOW_MS).toISOString(),
            endDate: new Date(time + WINDOW_MS).toISOString(),
          },
        }),
  };
}

/** Read / Resolve / FalseAlert / Feedback on one or many alerts; rejects with the server's message on failure. */
export function requestRawAlertsAction(input: RawAlertsActionInput) {
  return requestEnvelope(UPSERT, "upsertRawAlertsAction", { input });
}

/** Runs one action on one alert. */
export function upsertRawAlertsAction(input: AlertActionInput) {
  return requestRawAlertsAction(alertActionVariables(input));
}
