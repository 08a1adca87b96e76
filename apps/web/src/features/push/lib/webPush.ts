import { appWorkerRegistration } from "@/shared/lib/appWorker";
import { readStorage, writeStorage } from "@/shared/lib/storage";
import { fetchPushPublicKey, registerPushToken, unregisterPushToken } from "../api/pushTokens";

/** Set when the user said no to push on this device (the first-alert offer, or turned off in the profile). */
const DECLINED_KEY = "armada.pushDeclined";

export const isPushDeclined = () => readStorage(DECLINED_KEY) === "1";
export const setPushDeclined = (declined: boolean) => writeStorage(DECLINED_KEY, declined ? "1" : "0");

const isPushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** This browser's subscription, or null (none, or push not supported). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration("/");
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** Why push cannot be turned on here; each has its text under `push.failure.*`. */
export type PushFailure =
  | "insecure"
  | "unsupported"
  | "denied"
  | "noWorker"
  | "noServerKey"
  | "pushService"
  | "server";

/** A step of turning push on failed, for the reason `failure`. */
export class PushSetupError extends Error {
  constructor(
    readonly failure: PushFailure,
    options?: { cause?: unknown },
  ) {
    super(`push setup failed: ${failure}`, options);
    this.name = "PushSetupError";
  }
}

/** The reason push cannot even be asked for in this page (no HTTPS, no support, blocked), or null. */
export function pushUnavailable(): PushFailure | null {
  if (typeof window === "undefined") return "unsupported";
  // service workers and push exist only in a secure context: on plain http the APIs are simply missing
  if (!window.isSecureContext) return "insecure";
  if (!isPushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return null;
}

/** `work`, its failure reported as `failure`. */
async function step<T>(failure: PushFailure, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    throw new PushSetupError(failure, { cause });
  }
}

/**
 * Asks for permission, subscribes with the server's VAPID key and registers the subscription; throws a
 * PushSetupError saying which step failed (permission refused, no service worker, no key, the push service, the server).
 */
export async function subscribeToPush(): Promise<void> {
  const unavailable = pushUnavailable();
  if (unavailable) throw new PushSetupError(unavailable);
  if ((await Notification.requestPermission()) !== "granted") throw new PushSetupError("denied");
  const worker = await step("noWorker", appWorkerRegistration);
  const applicationServerKey = await step("noServerKey", fetchPushPublicKey);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await step("pushService", () =>
      worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    ));
  await step("server", () => registerPushToken(subscription));
  setPushDeclined(false);
}

/**
 * Deletes the push token of this browser; tells the server too when `unregister` (on logout only with the flag
 * fcmTopicDeliveries, docs/spec/alert-center-and-shell.md §4). Never throws: a logout must go on.
 */
export async function endPushSubscription(unregister: boolean): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    if (unregister) await unregisterPushToken(subscription).catch((error: unknown) => console.error(error));
    await subscription.unsubscribe();
  } catch (error) {
    console.error("push unsubscribe failed", error);
  }
}
