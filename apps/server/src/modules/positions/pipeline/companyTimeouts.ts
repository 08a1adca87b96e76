import type { MotionTimeouts } from "@armada/domain";
import { inArray } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { companies } from "../../company/index.js";

const CACHE_MS = 60_000;

/** Each company's idle, park and offline timeouts, cached for a minute and loaded in batches. */
export function createCompanyTimeouts(db: DbExecutor, now: () => number = Date.now) {
  const cache = new Map<number, { timeouts: MotionTimeouts; until: number }>();
  return {
    async load(companyIds: Iterable<number>): Promise<Map<number, MotionTimeouts>> {
      const wanted = [...new Set(companyIds)];
      const missing = wanted.filter((id) => (cache.get(id)?.until ?? 0) <= now());
      if (missing.length > 0) {
        const rows = await db
          .select({
            id: companies.id,
            idleMinutes: companies.idleTimeout,
            parkMinutes: companies.parkTimeout,
            offlineMinutes: companies.offlineTimeout,
          })
          .from(companies)
          .where(inArray(companies.id, missing));
        for (const { id, ...timeouts } of rows) cache.set(id, { timeouts, until: now() + CACHE_MS });
      }
      const result = new Map<number, MotionTimeouts>();
      for (const id of wanted) {
        const entry = cache.get(id);
        if (entry) result.set(id, entry.timeouts);
      }
      return result;
    },
  };
}
