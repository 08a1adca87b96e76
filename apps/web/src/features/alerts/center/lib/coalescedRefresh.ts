export interface CoalescedRefresh {
  /** asks for a run: requests within `waitMs` of each other become one run, at most `maxWaitMs` after the first */
  request(): void;
  cancel(): void;
}

/**
 * Coalesces refresh requests (a trailing debounce with a ceiling): a burst of alerts, each of which changes the
 * counts, makes one refetch instead of one per alert, each aborting the one before.
 */
export function coalescedRefresh(run: () => void, waitMs: number, maxWaitMs: number): CoalescedRefresh {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstAt: number | null = null;
  const fire = () => {
    timer = null;
    firstAt = null;
    run();
  };
  return {
    request() {
      const now = Date.now();
      firstAt ??= now;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(waitMs, firstAt + maxWaitMs - now)));
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      firstAt = null;
    },
  };
}
