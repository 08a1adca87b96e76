import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/database.js";
import { everyInterval } from "../../../everyInterval.js";
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
  return everyInterval(
    async () => {
      const ids = await expireViews(db, new Date());
      if (ids.length > 0) onExpired(ids);
    },
    intervalMs,
    logger,
    "temporary live view expiry sweep failed",
  );
}
