import type { ControlTowerQueue } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { clearGone, findCompanyRules, storeCandidates } from "./controlTowerRepository.js";
import { FAST_QUEUES, findBusyCompanyIds, findCandidates, SLOW_QUEUES } from "./exceptionSources.js";

/** Told of a company whose control tower changed (exceptions appeared or cleared). */
export type TowerChanged = (companyId: number, exceptionId: number | null) => void;

/**
/** The advisory lock of the instance that scans (db/leadership.ts). */
export const CONTROL_TOWER_SCAN_LOCK_KEY = 4_152_004;

/**
 * Derives the exceptions from the other modules' data and keeps the tower's rows in step: new ones stored (first
 * seen now), gone ones cleared. One instance scans at a time (`CONTROL_TOWER_SCAN_LOCK_KEY`); a second scan would
 * still be harmless, as the unique (company, queue, source) and the cleared condition make it a no-op and only the
 * scan that changed rows announces it. A pass of the fast queues
 * only scans the companies with something that can be late or alerted (`findBusyCompanyIds`); answers the ids of
 * the companies it scanned.
 */
export function createControlTowerScanner(db: Db, changed: TowerChanged) {
  return {
    async scan(queues: readonly ControlTowerQueue[], now = new Date(), companyId?: number) {
      let companies = await findCompanyRules(db, companyId);
      if (queues.every((queue) => FAST_QUEUES.includes(queue))) {
        const busy = await findBusyCompanyIds(
          db,
          companies.map((company) => company.companyId),
          now,
        );
        companies = companies.filter((company) => busy.has(company.companyId));
      }
      for (const company of companies) {
        const candidates = await findCandidates(db, company, company.settings, queues, now);
        const stored = await storeCandidates(db, company.companyId, candidates);
        const cleared = await clearGone(db, company.companyId, queues, candidates);
        if (stored + cleared > 0) changed(company.companyId, null);
      }
      return companies.map((company) => company.companyId);
    },
  };
}

export type ControlTowerScanner = ReturnType<typeof createControlTowerScanner>;

/**
 * Scans the fast queues every `fastMs` (a stop becomes late, an alert is raised or resolved: seen within seconds)
 * and every queue every `slowMs`; one pass at a time.
 */
export function startControlTowerScanner(
  scanner: ControlTowerScanner,
  log: Pick<FastifyBaseLogger, "error">,
  { fastMs = 2_000, slowMs = 60_000 } = {},
) {
  let running: Promise<void> | null = null;
  let lastFull = 0;
  const tick = () => {
    if (running) return;
    const full = Date.now() - lastFull >= slowMs;
    if (full) lastFull = Date.now();
    running = scanner
      .scan(full ? [...FAST_QUEUES, ...SLOW_QUEUES] : FAST_QUEUES)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, "control tower scan failed"))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, fastMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
