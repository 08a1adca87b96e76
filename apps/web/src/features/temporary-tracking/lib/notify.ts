import { messageFor } from "@armada/domain";
import { notifications } from "@mantine/notifications";
import { EnvelopeError } from "@/shared/api/envelope";
import { currentLanguage, i18n } from "@/shared/i18n/i18n";

export function notifySuccess(message: string) {
  notifications.show({ color: "green", message, withBorder: true });
}

export function notifyWarning(message: string) {
  notifications.show({ color: "orange", message, withBorder: true });
}

/** Error toast: the server's message for a failed envelope (spec §8), a generic text otherwise. */
export function notifyError(error: unknown) {
  const message =
    error instanceof EnvelopeError && error.message
      ? error.message
      : messageFor("InternalError", currentLanguage());
  if (!(error instanceof EnvelopeError)) console.error(error);
  notifications.show({
    color: "red",
    title: i18n.t("temporaryTracking.errorTitle"),
    message,
    withBorder: true,
  });
}

/** Copies text to the clipboard, with a textarea fallback for non-secure origins. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the fallback
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

export async function copyLink(link: string) {
  if (await copyText(link)) notifySuccess(messageFor("LinkCopied", currentLanguage()));
  else notifyWarning(link);
}
