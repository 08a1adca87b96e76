import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database.js";
import { databaseError } from "../../../db/sqlState.js";
import { openTestDatabase } from "../../../testing/testDatabase.js";
import {
  dropPositionPartition,
  ensurePositionPartitions,
  listPositionPartitions,
} from "./positionPartitions.js";

const onPostgres = process.env.TEST_DB === "postgres";
/**
 * `session` takes the lock an insert takes on `positions` and keeps it until `release`; resolves once it holds it.
 */
async function holdPositions(session: postgres.Sql) {
  let release = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const held = session.begin(async (tx) => {
    await tx`lock table positions in row exclusive mode`;
    locked();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  await isLocked;
  return { release, held };
}
/** a session waiting for the ACCESS EXCLUSIVE lock on `positions` (a DETACH PARTITION) */
const detachWaiting = `select 1 from pg_locks l join pg_class c on c.oid = l.relation
  where c.relname = 'positions' and l.mode = 'AccessExclusiveLock' and not l.granted`;
const names = async (database: Database) =>
  (await listPositionPartitions(database.db)).map((partition) => partition.name);

// On PGlite there is one session and no lock to wait for: the partition is dropped at once.
describe("dropping a month partition of positions", () => {
  let database: Database & { url?: string };
  /** another session, as a position batch's insert would be: it holds `positions` while its transaction runs */
  let writer: postgres.Sql;
  let reader: postgres.Sql;

  beforeAll(async () => {
    database = await openTestDatabase();
    if (database.url) {
      writer = postgres(database.url, { max: 1, onnotice: () => {} });
      reader = postgres(database.url, { max: 1, onnotice: () => {} });
    }
  });
  afterAll(async () => {
    await writer?.end();
    await reader?.end();
    await database.close();
  });

  it("drops the month and leaves the others", async () => {
    await ensurePositionPartitions(database.db, new Date(Date.UTC(2020, 1, 10)), 1, 0);
    expect(await names(database)).toEqual(expect.arrayContaining(["positions_2020_01", "positions_2020_02"]));
    await dropPositionPartition(database, "positions_2020_01");
    expect(await names(database)).not.toContain("positions_2020_01");
    expect(await names(database)).toContain("positions_2020_02");
    await expect(dropPositionPartition(database, "positions; drop table users")).rejects.toThrow(
      "not a month partition",
    );
  });

  if (!onPostgres) return;

  it("gives up after its tries while a writer holds positions, and the month stays attached", async () => {
    await ensurePositionPartitions(database.db, new Date(Date.UTC(2020, 2, 10)), 0, 0);
    const { release, held } = await holdPositions(writer);
    try {
      const refused = await dropPositionPartition(database, "positions_2020_03", {
        lockTimeoutMs: 30,
        tries: 3,
        pauseMs: 10,
      }).catch((error: unknown) => error);
      expect(databaseError(refused)?.code).toBe("55P03");
      expect(await names(database)).toContain("positions_2020_03");
    } finally {
      release();
      await held;
    }
  });

  it("lets other sessions reach positions between its short waits, and drops once the writer is done", async () => {
    await ensurePositionPartitions(database.db, new Date(Date.UTC(2020, 3, 10)), 0, 0);
    const { release, held } = await holdPositions(writer);
    let released = false;
    const dropped = dropPositionPartition(database, "positions_2020_04", {
      lockTimeoutMs: 50,
      tries: 200,
      pauseMs: 20,
    });
    // a read while the detach asks for the lock: with one long wait it would queue behind the detach until the
    // writer is done; with short waits it gets in between
    while ((await reader.unsafe(detachWaiting)).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const read = reader`select count(*) from positions`.then(() => released);
    setTimeout(() => {
      released = true;
      release();
    }, 2_000);
    expect(await read).toBe(false);
    await held;
    await dropped;
    expect(await names(database)).not.toContain("positions_2020_04");
  });
});
