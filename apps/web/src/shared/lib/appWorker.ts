/** Armada's one service worker (public/push-sw.js): Web Push, and the installed app's pages without a signal. */
const WORKER_URL = "/push-sw.js";

/** The origin's worker registration, registering it first when there is none (service workers need HTTPS). */
export async function appWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  return existing ?? navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
}

/** Registers the worker where the browser has them; never throws (the app works without it, only not offline). */
export function registerAppWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  appWorkerRegistration().catch((error: unknown) => console.warn("service worker not registered", error));
}
