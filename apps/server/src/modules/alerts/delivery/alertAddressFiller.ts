import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbExecutor } from "../../../db/database.js";
import type { GeocodingService } from "../../geocoding/index.js";
import { rawAlerts } from "../alerts.tables.js";

export interface AddressJob {
  rawAlertId: number;
  companyId: number;
  latitude: number;
  longitude: number;
}

/** Alerts waiting for an address beyond this are left without one (the map point stays). */
const MAX_WAITING = 5_000;
const CONCURRENCY = 2;

/**
 * Fills raw_alerts.address with the reverse geocoder after the alert is stored, a few at a time, so the engine
 * never waits on a (possibly remote) geocoder. Failures leave the address empty.
 */
export function createAlertAddressFiller(
  db: DbExecutor,
  geocoding: Pick<GeocodingService, "reverse">,
  logger: Pick<FastifyBaseLogger, "warn">,
) {
  const waiting: AddressJob[] = [];
  let running = 0;
  let dropped = 0;
  let idleWaiters: (() => void)[] = [];

  async function fill(job: AddressJob) {
    const place = await geocoding.reverse(job.latitude, job.longitude, { companyId: job.companyId });
    if (!place?.display_name) return;
    await db
      .update(rawAlerts)
      .set({ address: place.display_name, addressNear: place.near ?? null })
      .where(eq(rawAlerts.rawAlertId, job.rawAlertId));
  }

  function pump() {
    while (running < CONCURRENCY && waiting.length > 0) {
      const job = waiting.shift() as AddressJob;
      running++;
      fill(job)
        .catch((error: unknown) =>
          logger.warn({ err: error, rawAlertId: job.rawAlertId }, "alert address failed"),
        )
        .finally(() => {
          running--;
          pump();
        });
    }
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const wake of waiters) wake();
    }
  }

  return {
    add(jobs: AddressJob[]) {
      for (const job of jobs) {
        if (waiting.length >= MAX_WAITING) {
          dropped++;
          continue;
        }
        waiting.push(job);
      }
      if (dropped > 0 && dropped % 1000 === 1)
        logger.warn({ dropped }, "alert addresses skipped: geocoder behind");
      pump();
    },
    /** Resolves when every queued address is written. */
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** Forgets the addresses not started (shutdown) and waits for those under way. */
    stop(): Promise<void> {
      waiting.length = 0;
      return this.idle();
    },
    pending: () => waiting.length + running,
  };
}

export type AlertAddressFiller = ReturnType<typeof createAlertAddressFiller>;
