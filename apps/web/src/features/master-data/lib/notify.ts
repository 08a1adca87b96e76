import { notifications } from "@mantine/notifications";
import { EnvelopeError } from "@/shared/api/envelope";
import { i18n } from "@/shared/i18n/i18n";

export function notifySuccess(message: string) {
  notifications.show({ color: "green", message, withBorder: true });
}

/** Error toast: the server's message for a failed envelope, a generic text otherwise. */
export function notifyError(error: unknown) {
  const message = error instanceof EnvelopeError ? error.message : i18n.t("masterData.errors.unexpected");
  if (!(error instanceof EnvelopeError)) console.error(error);
  notifications.show({ color: "red", title: i18n.t("masterData.errors.title"), message, withBorder: true });
}
