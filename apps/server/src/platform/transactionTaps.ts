import type { DbExecutor } from "../db/database.js";

/** A module's share of another module's write, done inside the writing transaction. */
export type TransactionTap<Args extends unknown[]> = (tx: DbExecutor, ...args: Args) => Promise<void>;

/**
 * The taps modules above a module register: each is told of a write inside its transaction, so the fact and what
 * the tap keeps of it commit together, without the writing module importing the modules above it.
 */
export function createTransactionTaps<Args extends unknown[]>() {
  const taps: TransactionTap<Args>[] = [];
  const tell: TransactionTap<Args> = async (tx, ...args) => {
    for (const tap of taps) await tap(tx, ...args);
  };
  return {
    register(tap: TransactionTap<Args>) {
      taps.push(tap);
    },
    tell,
  };
}
