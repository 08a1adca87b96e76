import type { DbExecutor } from "../../db/database.js";
import { createTransactionTaps } from "../../platform/transactionTaps.js";

/** A stored alert as a module above counts it (driver-scores into the driver's day). */
export interface CountedAlert {
  companyId: number;
  driverId: number | null;
  alertCode: number;
  /** when it happened */
  createdOn: Date;
}

/**
 * Counts alerts inside the transaction that stores or marks them: `delta` 1 when raised or a false alert is taken
 * back, -1 when marked false.
 */
export type AlertCounter = (tx: DbExecutor, alerts: readonly CountedAlert[], delta: 1 | -1) => Promise<void>;

/**
 * The counters modules above alerts register (driver-scores counts alerts into drivers' days), so alerts tell them
 * in the same transaction without importing them.
 */
export function createAlertCounters() {
  const counters = createTransactionTaps<[alerts: readonly CountedAlert[], delta: 1 | -1]>();
  return { register: counters.register, count: counters.tell satisfies AlertCounter };
}
