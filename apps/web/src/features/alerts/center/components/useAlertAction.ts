import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type AlertActionInput, upsertRawAlertsAction } from "../../common/upsertRawAlertsAction";
import { fetchRawAlert } from "../api/alertQueries";
import type { RawAlert } from "../api/rawAlert";
import { useAlertCenter } from "../state/alertCenterContext";

export interface AlertActionRequest extends Omit<AlertActionInput, "rawAlertId" | "createdOn"> {
  /** i18n key of the success toast; none for silent actions (Read) */
  successKey?: string;
}

/** Runs an action on the alert, then shows the fresh alert everywhere; a failure shows the server's message. */
export function useAlertAction(alert: RawAlert) {
  const { t } = useTranslation();
  const center = useAlertCenter();
  return useMutation({
    mutationFn: async ({ successKey: _successKey, ...request }: AlertActionRequest) => {
      await upsertRawAlertsAction({ ...request, rawAlertId: alert.rawAlertId, createdOn: alert.createdOn });
      return fetchRawAlert(alert.rawAlertId);
    },
    onSuccess: (fresh, request) => {
      center?.updateAlert(fresh);
      if (request.successKey) notifications.show({ color: "green", message: t(request.successKey) });
    },
    onError: (error, request) => {
      if (request.actionType === "Read") {
        console.warn("alert center: mark read failed", error);
        return;
      }
      notifications.show({
        color: "red",
        title: t("alertCenter.actionFailed"),
        message: error instanceof Error ? error.message : String(error),
      });
    },
  });
}
