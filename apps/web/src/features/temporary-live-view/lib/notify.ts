import { messageFor } from "@armada/domain";
import { currentLanguage } from "@/shared/i18n/i18n";
import { errorNotifier, notifySuccess, notifyWarning } from "@/shared/ui/notify";

export { notifySuccess, notifyWarning };

/** Error toast titled "Gagal". */
export const notifyError = errorNotifier("temporaryLiveView.errorTitle");

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
