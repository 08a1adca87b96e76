import { readStorage, writeStorage } from "@/shared/lib/storage";
import { fetchPushPublicKey, registerPushToken, unregisterPushToken } from "../api/pushTokens";

const WORKER_URL = "/push-sw.js";
/** Set when the user said no to push on this device (the first-alert offer, or turned off in the profile). */
const DECLINED_KEY = "armada.pushDeclined";

export const isPushDeclined = () => readStorage(DECLINED_KEY) === "1";
export const setPushDeclined = (declined: boolean) => writeStorage(DECLINED_KEY, declined ? "1" : "0");

export const isPushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  return existing ?? navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
}

/** This browser's subscription, or null (none, or push not supported). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration("/");
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes with the server's VAPID key and registers the subscription; false if refused. */
export async function subscribeToPush(): Promise<boolean> {
  if (!isPushSupported()) return false;
  if ((await Notification.requestPermission()) !== "granted") return false;
  const worker = await registration();
  const applicationServerKey = await fetchPushPublicKey();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  await registerPushToken(subscription);
  setPushDeclined(false);
  return true;
}

/**
 * Deletes the push token of this browser; tells the server too when `unregister` (on logout only with the flag
 * fcmTopicDeliveries, spec §4). Never throws: a logout must go on.
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
