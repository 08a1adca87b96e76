/**
 * What the pipeline keeps, on each queued report, of its outcome. Most reports are never acknowledged to the
 * device, so no promise is made for them: one per report, kept until its batch commits, cost as much CPU in
 * garbage collection as decoding the report (bench/ingest/pipelineCost.ts).
 */
export interface Settling {
  /** true once written or dropped for good, false when it never will be; undefined while queued */
  outcome: boolean | undefined;
  /** submitters waiting for the outcome, only those that asked */
  waiters: ((stored: boolean) => void)[] | null;
}

const STORED = Promise.resolve(true);
const NOT_STORED = Promise.resolve(false);

/** The answer to a report that needs no write (its device has no vehicle): settled already. */
export const SETTLED_REPORT = { accepted: true, stored: STORED } as const;

export function settle(item: Settling, stored: boolean): void {
  item.outcome = stored;
  const waiters = item.waiters;
  item.waiters = null;
  if (waiters) for (const wake of waiters) wake(stored);
}

/** The answer to an accepted report: `stored` becomes a promise only when read. */
export class ReportReceipt {
  readonly accepted = true;
  constructor(private readonly item: Settling) {}

  get stored(): Promise<boolean> {
    const { item } = this;
    if (item.outcome !== undefined) return item.outcome ? STORED : NOT_STORED;
    return new Promise((resolve) => {
      item.waiters ??= [];
      item.waiters.push(resolve);
    });
  }
}
