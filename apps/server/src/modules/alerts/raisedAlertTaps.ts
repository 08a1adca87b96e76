import type { DbExecutor } from "../../db/database.js";
import { createTransactionTaps } from "../../platform/transactionTaps.js";
import type { AlertRaisedEvent } from "./alertEvents.js";

/** Told of the alerts a batch raised, inside the transaction that stores them. */
export type RaisedAlertTap = (tx: DbExecutor, alerts: readonly AlertRaisedEvent[]) => Promise<void>;

/**
 * The taps modules above alerts register to keep raised alerts durably (webhooks captures `alert.raised` in the
 * storing transaction, so an alert raised while its instance dies is still sent).
 */
export function createRaisedAlertTaps() {
  const taps = createTransactionTaps<[alerts: readonly AlertRaisedEvent[]]>();
  return { register: taps.register, tell: taps.tell satisfies RaisedAlertTap };
}
