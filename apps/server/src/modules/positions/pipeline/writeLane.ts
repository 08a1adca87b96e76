export interface WriteLaneOptions<T> {
  /** items per write */
  batchSize: number;
  /** how long the first queued item may wait for companions before a write */
  lingerMs: number;
  /**
   * Writes one batch taken from the head of the queue; false keeps it queued and retries it, first after
   * `retryMs`, then twice as long each time up to `maxRetryMs` (a database restarting is not hammered).
   */
  write(batch: T[]): Promise<boolean>;
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * A FIFO queue written in batches with at most one batch in flight, so items leave in the order they
 * came. A full batch is written at once; a partial one after `lingerMs`.
 */
export function createWriteLane<T>(options: WriteLaneOptions<T>) {
  const { batchSize, lingerMs, retryMs = 100, maxRetryMs = 5_000 } = options;
  let queue: T[] = [];
  let nextRetryMs = retryMs;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  function schedule(delay: number) {
    if (flushing) return;
    if (timer && delay > 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      startFlush();
    }, delay);
  }

  function startFlush() {
    flushing = flushOnce()
      .catch(() => {})
      .finally(() => {
        flushing = null;
        if (queue.length > 0) schedule(queue.length >= batchSize ? 0 : lingerMs);
      });
    return flushing;
  }

  async function flushOnce() {
    const batch = queue.slice(0, batchSize);
    if (batch.length === 0) return;
    if (await options.write(batch)) {
      queue = queue.slice(batch.length);
      nextRetryMs = retryMs;
    } else {
      await new Promise((resolve) => setTimeout(resolve, nextRetryMs));
      nextRetryMs = Math.min(maxRetryMs, nextRetryMs * 2);
    }
  }

  return {
    push(item: T) {
      queue.push(item);
      schedule(queue.length >= batchSize ? 0 : lingerMs);
    },
    size: () => queue.length,
    /** Writes everything queued so far, without waiting for the linger. */
    async drain() {
      while (queue.length > 0 || flushing || timer) {
        if (timer) {
          clearTimeout(timer);
          timer = null;
        }
        await (flushing ?? (queue.length > 0 ? startFlush() : undefined));
      }
    },
  };
}

export type WriteLane<T> = ReturnType<typeof createWriteLane<T>>;
