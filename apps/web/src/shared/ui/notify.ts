import { SHELL_ERROR_MESSAGES } from "@armada/domain";
import { notifications } from "@mantine/notifications";
import { EnvelopeError } from "@/shared/api/envelope";
import { currentLanguage, i18n } from "@/shared/i18n/i18n";

/** Success toast. */
export function notifySuccess(message: string) {
  notifications.show({ color: "green", message, withBorder: true });
}

/** Warning toast. */
export function notifyWarning(message: string) {
  notifications.show({ color: "orange", message, withBorder: true });
}

/**
 * Makes an error toast with the title under `titleKey`: the server's message of a failed envelope
 * (docs/spec/temporary-live-view.md §8), otherwise the text under `fallbackKey` or the domain's generic one. Takes only the error, so it can
 * be passed as `onError`.
 */
export function errorNotifier(titleKey: string, fallbackKey?: string) {
  return (error: unknown) => {
    const message =
      error instanceof EnvelopeError && error.message
        ? error.message
        : fallbackKey
          ? i18n.t(fallbackKey)
          : SHELL_ERROR_MESSAGES.InternalError[currentLanguage()];
    if (!(error instanceof EnvelopeError)) console.error(error);
    notifications.show({ color: "red", title: i18n.t(titleKey), message, withBorder: true });
  };
}

/** Error toast titled "Terjadi kesalahan". */
export const notifyError = errorNotifier("notify.errorTitle");
