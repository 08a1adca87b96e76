import { useEffect, useState } from "react";

/** How often an open tab asks whether a newer build is deployed (also on focus and when it becomes visible). */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;

/** The build this tab runs, as its HTML names it (apps/web/build/buildIdPlugin.ts; none in development). */
export function runningBuild(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="armada-build"]')?.content ?? null;
}

async function servedBuild(): Promise<string | null> {
  const response = await fetch("/api/web-build", { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) return null;
  const body = (await response.json()) as { build?: unknown };
  return typeof body.build === "string" ? body.build : null;
}

/**
 * True once the server serves another build than the one this tab runs (a deploy happened): the top bar then
 * offers to reload. Checked every few minutes, on focus and when the tab becomes visible again.
 */
export function useUpdateAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const running = runningBuild();
    if (!running) return;
    let stopped = false;
    let checking = false;
    // a focus while a check is on its way asks again once it answers: that answer may predate the deploy
    let askAgain = false;
    const check = () => {
      if (document.visibilityState === "hidden") return;
      if (checking) {
        askAgain = true;
        return;
      }
      checking = true;
      servedBuild()
        .then((served) => {
          if (!stopped && served !== null && served !== running) setAvailable(true);
        })
        .catch(() => {})
        .finally(() => {
          checking = false;
          if (askAgain && !stopped) {
            askAgain = false;
            check();
          }
        });
    };
    const timer = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, []);
  return available;
}
