import { useEffect, useSyncExternalStore } from "react";
import { afterFirstView } from "../../lib/firstView";

type FloatingParts = typeof import("./floatingParts");

let parts: FloatingParts | null = null;
let loading = false;
const listeners = new Set<() => void>();

/**
 * Loads the shell's tooltips, menus and popovers (Mantine's with floating-ui, about 18 KB on the wire) once;
 * a failed load (offline, a new deploy) is tried again on the next call.
 */
export function loadFloatingParts(): void {
  if (loading) return;
  loading = true;
  import("./floatingParts").then(
    (loaded) => {
      parts = loaded;
      for (const listener of listeners) listener();
    },
    () => {
      loading = false;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The floating components once loaded, null before: they load after the page's first view, or at once when a
 * target is used before then. Until they come their targets render plainly (a tooltip's trigger without its hint,
 * a menu's button without its dropdown), so the first view does not wait for them.
 */
export function useFloatingParts(): FloatingParts | null {
  const loaded = useSyncExternalStore(subscribe, () => parts);
  useEffect(() => (loaded ? undefined : afterFirstView(loadFloatingParts)), [loaded]);
  return loaded;
}
