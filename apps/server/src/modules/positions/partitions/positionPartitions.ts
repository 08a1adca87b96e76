import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { resultRows } from "../../../db/resultRows.js";

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
