import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/database.js";
import { ensurePositionPartitions } from "./positionPartitions.js";

const DAY_MS = 24 * 3_600_000;

/** Creates next months' position partitions now and once a day; returns a stop function. */
export async function startPartitionMaintenance(db: Db, logger: FastifyBaseLogger) {
  const run = async () => {
    try {
      const created = await ensurePositionPartitions(db);
      if (created.length > 0) logger.info({ created }, "position partitions created");
    } catch (error) {
      logger.error({ err: error }, "position partition maintenance failed");
    }
  };
  await run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
