import type { MonthPartition } from "@armada/domain";
import { sql } from "drizzle-orm";
import type { Database, DbExecutor } from "../../../db/database.js";
import { resultRows } from "../../../db/resultRows.js";
import { databaseError } from "../../../db/sqlState.js";

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

const partitionName = (start: Date) =>
  `positions_${start.getUTCFullYear()}_${String(start.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * Makes sure the monthly partitions of `positions` exist from `monthsBack` before `now` to
 * `monthsAhead` after it. Idempotent; run at start and daily.
 */
export async function ensurePositionPartitions(
  db: DbExecutor,
  now = new Date(),
  monthsBack = 1,
  monthsAhead = 2,
) {
  const created: string[] = [];
  for (let offset = -monthsBack; offset <= monthsAhead; offset++) {
    const start = monthStart(now.getUTCFullYear(), now.getUTCMonth() + offset);
    const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
    const name = partitionName(start);
    const exists = await db.execute(sql`select 1 from pg_class where relname = ${name}`);
    if (resultRows(exists).length > 0) continue;
    await db.execute(
      sql.raw(
        `create table if not exists "${name}" partition of "positions" for values from ('${start.toISOString()}') to ('${end.toISOString()}')`,
      ),
    );
    created.push(name);
  }
  return created;
}

/**
 * The default partition of `positions` (migration 0001): the rows of a fix time no month partition takes (a device
 * clock years off, a fix of a month already archived and dropped).
 */
export const OUTSIDE_MONTH_PARTITIONS = "positions_default";

const PARTITION_NAME = /^positions_(\d{4})_(\d{2})$/;

/** The month partitions of `positions` (not the default one), oldest first. */
export async function listPositionPartitions(db: DbExecutor): Promise<MonthPartition[]> {
  const rows = resultRows<{ name: string }>(
    await db.execute(
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'positions'`,
    ),
  );
  return rows
    .flatMap(({ name }) => {
      const match = PARTITION_NAME.exec(name);
      if (!match) return [];
      const start = monthStart(Number(match[1]), Number(match[2]) - 1);
      return [{ name, start, end: monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1) }];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** How long a detach may wait for `positions`' lock per try, how many tries, and the pause between two. */
export interface DetachPatience {
  lockTimeoutMs: number;
  tries: number;
  pauseMs: number;
}

export const DETACH_PATIENCE: DetachPatience = { lockTimeoutMs: 100, tries: 50, pauseMs: 500 };
const LOCK_NOT_AVAILABLE = "55P03";

/**
 * Takes a month partition out of `positions` and drops it. `positions` has a default partition, so PostgreSQL
 * refuses DETACH ... CONCURRENTLY, and the plain DETACH needs the parent's ACCESS EXCLUSIVE lock: while it waits for
 * the lock, every insert into `positions` queues behind it. So it waits `lockTimeoutMs` at most per try, often
 * enough to find a moment between two position batches, and tries again after a pause; ingest stalls for one
 * short wait at a time, not for as long as the busiest writer holds it. After the last try it throws (the next
 * pass tries again). The detached table is dropped with no lock on `positions`.
 */
export async function dropPositionPartition(
  database: Pick<Database, "db" | "kind">,
  name: string,
  patience: DetachPatience = DETACH_PATIENCE,
) {
  if (!PARTITION_NAME.test(name)) throw new Error(`not a month partition of positions: ${name}`);
  if (database.kind === "pglite") {
    await database.db.execute(sql.raw(`drop table if exists "${name}"`));
    return;
  }
  for (let tried = 1; ; tried++) {
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = ${Math.round(patience.lockTimeoutMs)}`));
        await tx.execute(sql.raw(`alter table "positions" detach partition "${name}"`));
      });
      break;
    } catch (error) {
      if (databaseError(error)?.code !== LOCK_NOT_AVAILABLE || tried >= patience.tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, patience.pauseMs));
    }
  }
  await database.db.execute(sql.raw(`drop table if exists "${name}"`));
}
