import { readTrackFilterSettings, type TrackFilterSettings } from "@armada/domain";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { companies } from "../../company/index.js";

/** Without a change heard on the bus, a company's filters are read again after this long. */
const CACHE_MS = 60_000;

/**
 * Each company's track filters, kept in memory: a fix reads them without a database round trip once its company
 * was seen. `forget` (on a settings change from any instance) makes the next fix read them again.
 */
export function createCompanyTrackFilters(db: DbExecutor, now: () => number = Date.now) {
  const cache = new Map<number, { settings: TrackFilterSettings; until: number }>();
  const loading = new Map<number, Promise<TrackFilterSettings>>();

  async function load(companyId: number): Promise<TrackFilterSettings> {
    try {
      const [row] = await db
        .select({ trackFilters: companies.trackFilters })
        .from(companies)
        .where(eq(companies.id, companyId));
      const settings = readTrackFilterSettings(row?.trackFilters);
      cache.set(companyId, { settings, until: now() + CACHE_MS });
      return settings;
    } catch {
      // the database is away: the last known filters (else the defaults) until it answers again
      return cache.get(companyId)?.settings ?? readTrackFilterSettings(null);
    }
  }

  return {
    /** the cached settings when fresh, else a promise of them (one read per company however many fixes wait) */
    get(companyId: number): TrackFilterSettings | Promise<TrackFilterSettings> {
      const entry = cache.get(companyId);
      if (entry && entry.until > now()) return entry.settings;
      let pending = loading.get(companyId);
      if (!pending) {
        pending = load(companyId).finally(() => loading.delete(companyId));
        loading.set(companyId, pending);
      }
      return pending;
    },
    forget(companyId: number) {
      cache.delete(companyId);
    },
  };
}
