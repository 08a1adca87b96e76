import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `work` every `intervalMs`, skipping a tick while the previous run is still going; a failed run is logged
 * with `failure` and the next tick tries again. Returns a stop function that clears the timer and waits for the
 * run in progress.
 */
export function everyInterval(
  work: () => Promise<unknown>,
  intervalMs: number,
  logger: FastifyBaseLogger,
  failure: string,
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
