import { ENVELOPE_FIELDS, type Envelope, requestEnvelope } from "@/shared/api/envelope";

export type AlertActionType = "Read" | "Resolve" | "FalseAlert" | "Feedback";

export interface AlertActionInput {
  actionType: AlertActionType;
  rawAlertId: number;
  /** alert time (ISO): Resolve, FalseAlert and Feedback send a window of ±1 s around it (spec §7 #4) */
  createdOn: string;
  data?: string;
  form?: { reason: string; others?: string };
}

const UPSERT = /* GraphQL */ `
  mutation AlertCenterAction($input: UpsertRawAlertsActionInput!) {
    upsertRawAlertsAction(input: $input) {
      ${ENVELOPE_FIELDS}
      aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }
    }
  }
`;

const WINDOW_MS = 1000;

/** The mutation input for one alert (selection mode Selection). */
export function alertActionVariables(input: AlertActionInput) {
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

/** Runs one action on one alert; rejects with the server's message when it did not succeed. */
export async function upsertRawAlertsAction(input: AlertActionInput) {
  return requestEnvelope<Envelope>(UPSERT, "upsertRawAlertsAction", { input: alertActionVariables(input) });
}
