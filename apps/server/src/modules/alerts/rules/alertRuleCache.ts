import type { DbExecutor } from "../../../db/database.js";
import type { CompanyRules } from "./companyRules.js";
import { loadCompanyRules } from "./companyRulesRepository.js";

/** Reload at least this often even without a change event (geofence shapes have none). */
const MAX_AGE_MS = 5 * 60_000;

/**
 * Each company's rules, loaded on first use and again after `invalidate` (rule or fleet changes) or after
 * MAX_AGE_MS. Concurrent requests share one load; a load overtaken by an invalidation is not kept.
 */
export function createAlertRuleCache(db: DbExecutor, now: () => number = Date.now) {
  const entries = new Map<number, { rules: CompanyRules; loadedAt: number }>();
  const loading = new Map<number, Promise<CompanyRules>>();
  const generation = new Map<number, number>();

  function get(companyId: number): Promise<CompanyRules> {
    const entry = entries.get(companyId);
    if (entry && now() - entry.loadedAt < MAX_AGE_MS) return Promise.resolve(entry.rules);
    const pending = loading.get(companyId);
    if (pending) return pending;
    const startedAt = generation.get(companyId) ?? 0;
    const promise = loadCompanyRules(db, companyId)
      .then((rules) => {
        if ((generation.get(companyId) ?? 0) === startedAt)
          entries.set(companyId, { rules, loadedAt: now() });
        return rules;
      })
      .finally(() => loading.delete(companyId));
    loading.set(companyId, promise);
    return promise;
  }

  function invalidate(companyId: number) {
    generation.set(companyId, (generation.get(companyId) ?? 0) + 1);
    entries.delete(companyId);
    loading.delete(companyId);
  }

  return {
    get,
    /** The cached rules, without loading (undefined when not loaded). */
    peek: (companyId: number) => entries.get(companyId)?.rules,
    invalidate,
    /** Forgets every company's rules (after a time without change events). */
    invalidateAll() {
      for (const companyId of new Set([...entries.keys(), ...loading.keys()])) invalidate(companyId);
    },
  };
}

export type AlertRuleCache = ReturnType<typeof createAlertRuleCache>;
