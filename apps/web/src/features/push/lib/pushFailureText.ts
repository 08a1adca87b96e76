import type { TFunction } from "i18next";
import { PushSetupError } from "./webPush";

/** Why turning push on failed, in the user's language (an unexpected error gets the push service's text). */
export function pushFailureText(error: unknown, t: TFunction): string {
  if (!(error instanceof PushSetupError)) console.error("push setup failed", error);
  else if (error.cause) console.warn("push setup failed", error.failure, error.cause);
  return t(`push.failure.${error instanceof PushSetupError ? error.failure : "pushService"}`);
}
