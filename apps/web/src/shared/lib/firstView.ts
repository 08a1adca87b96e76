import { useEffect } from "react";
import { afterNextPaint } from "./afterNextPaint";

/** The longest a page may hold back what loads after its first view (a map that never loads must not hide alerts). */
const HOLD_LIMIT_MS = 15_000;

let holds = 0;
const waiting = new Set<() => void>();

function release() {
  holds -= 1;
  if (holds > 0) return;
  for (const run of [...waiting]) run();
}

/**
 * Runs `run` once the browser has painted the current frame and no page holds its first view (`useFirstViewHold`);
 * returns a cancel. What loads after the first paint (the alert popups, the push offer) waits so for a page whose
 * first view is still downloading (the live view's map), instead of sharing a slow network with it.
 */
export function afterFirstView(run: () => void): () => void {
  let cancelled = false;
  const whenFree = () => {
    if (cancelled || holds > 0) return;
    waiting.delete(whenFree);
    run();
  };
  const cancelPaint = afterNextPaint(() => {
    waiting.add(whenFree);
    whenFree();
  });
  return () => {
    cancelled = true;
    cancelPaint();
    waiting.delete(whenFree);
  };
}

/** Holds what loads after the first view (`afterFirstView`) until the returned release is called, at most 15 s. */
export function holdFirstView(): () => void {
  let held = true;
  holds += 1;
  const done = () => {
    if (!held) return;
    held = false;
    clearTimeout(limit);
    release();
  };
  const limit = setTimeout(done, HOLD_LIMIT_MS);
  return done;
}

/** Holds what loads after the first view (`afterFirstView`) while this page's first view is not `shown`. */
export function useFirstViewHold(shown: boolean) {
  useEffect(() => (shown ? undefined : holdFirstView()), [shown]);
}
