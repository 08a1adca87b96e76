import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { expireViews } from "./temporaryLiveViewRepository.js";

/**
 * Flips views past their expiry to E once a minute. Reads do not wait for it: every read compares
 * expiresOn with the clock, so a view is never reported or served as A after its time.
 */
export function startExpirySweeper(
  db: Db,
  logger: FastifyBaseLogger,
  onExpired: (ids: number[]) => void = () => {},
  intervalMs = 60_000,
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireViews(db, new Date())
      .then((ids) => {
        if (ids.length > 0) onExpired(ids);
      })
      .catch((error: unknown) => logger.error({ err: error }, "temporary live view expiry sweep failed"))
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
