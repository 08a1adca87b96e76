import { lazy, Suspense, useEffect } from "react";
import { useAfterFirstPaint } from "../lib/useAfterFirstPaint";

/**
 * `modals.open…` of @mantine/modals is an event on `window` that only a mounted ModalsProvider hears. The provider's
 * code loads after the first paint, so a confirm asked for before it is there (a delete clicked on a slow phone right
 * after load) would be lost: those events are kept here and sent again once the provider listens.
 */
const OPEN_EVENTS = ["openModal", "openConfirmModal", "openContextModal"].map(
  (name) => `mantine-modals:${name}`,
);
const early: CustomEvent[] = [];
let listening = false;
const keepEarly = (event: Event) => {
  if (!listening) early.push(event as CustomEvent);
};
for (const name of OPEN_EVENTS) window.addEventListener(name, keepEarly);

/** Mounted after the provider (its next sibling), so the provider's listeners are in place when it replays. */
function ReplayEarlyModals() {
  useEffect(() => {
    listening = true;
    for (const event of early.splice(0))
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    return () => {
      listening = false;
    };
  }, []);
  return null;
}

const ModalsProvider = lazy(async () => ({ default: (await import("@mantine/modals")).ModalsProvider }));

/**
 * The `modals.open…` calls' host, loaded after the first page has painted. The replay mounts in the same commit as
 * the provider (one Suspense boundary), after it.
 */
export function ModalsHost() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <ReplayEarlyModals />
    </Suspense>
  );
}
