import type { FastifyBaseLogger } from "fastify";

/**
 * Runs `work` now and every `intervalMs`, one pass at a time (a tick queues behind the pass under way); a failed
 * pass is logged with `failure` and the next one tries again. `stop` clears the timer and waits for the pass under
 * way; `settled` waits for it without stopping (tests let the start-up pass finish before they watch the tables).
 */
export function nowAndEveryInterval(
  work: () => Promise<unknown>,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, "error">,
  failure: string,
  /** a first pass this much later instead of now (the next ones `intervalMs` apart from it) */
  firstAfterMs = 0,
) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(work).catch((error: unknown) => log.error({ err: error }, failure));
  };
  const repeat = () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  };
  if (firstAfterMs > 0) {
    timer = setTimeout(repeat, firstAfterMs);
    timer.unref();
  } else repeat();
  return {
    async settled() {
      await running;
    },
    async stop() {
      clearTimeout(timer);
      clearInterval(timer);
      await running;
    },
  };
}
