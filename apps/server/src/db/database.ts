import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
export type Db = PgDatabase<PgQueryResultHKT>;
/** A database handle or an open transaction: repositories accept either. */
export type DbExecutor = Pick<
  Db,
  "select" | "selectDistinct" | "insert" | "update" | "delete" | "execute" | "query"
>;

/** A session-level advisory lock held on a connection of its own. */
export interface SessionLock {
  /** Whether this session still holds the lock (PostgreSQL drops it with the connection). */
  isHeld(): Promise<boolean>;
  release(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Takes the advisory lock `key` when no other session holds it (null otherwise). On PGlite the database
   * belongs to this one process, which therefore always gets it.
   */
  tryLock(key: number): Promise<SessionLock | null>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL at `url`, PGlite in `dataDir`, or in memory (starting from the data directory tarball `from`) */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) return openPostgres(target.url);
  if ("dataDir" in target) mkdirSync(target.dataDir, { recursive: true });
  const client =
    "dataDir" in target
      ? new PGlite(target.dataDir)
      : new PGlite(target.from ? { loadDataDir: target.from } : undefined);
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    tryLock: async () => ({ isHeld: async () => true, release: async () => {} }),
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** How long a query on the advisory lock session may take before the session counts as lost. */
const LOCK_QUERY_TIMEOUT_MS = 5_000;

function openPostgres(url: string): Database {
  const client = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
  const db = drizzlePostgres({ client });
  /**
   * Advisory locks live on one session of their own, opened on first use and kept (no maximum lifetime, which
   * would drop the locks). `isHeld` asks PostgreSQL, not the connection. A lock query that fails or does not answer
   * within LOCK_QUERY_TIMEOUT_MS ends that session: its locks are gone or unknowable, and the next attempt opens a
   * new one (a query sent as PostgreSQL ended the session was seen never to settle, which left a leader that had
   * lost its lock still leading).
   */
  let lockSession: postgres.Sql | null = null;
  const locks = () =>
    (lockSession ??= postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10, max_lifetime: null }));
  const lockQuery = async <T>(session: postgres.Sql, query: (session: postgres.Sql) => Promise<T>) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        query(session),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("advisory lock query timed out")), LOCK_QUERY_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      if (lockSession === session) lockSession = null;
      session.end({ timeout: 0 }).catch(() => {});
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    db: db as unknown as Db,
    kind: "postgres",
    async tryLock(key) {
      const session = locks();
      const [row] = await lockQuery(session, (sql) => sql`select pg_try_advisory_lock(${key}) as locked`);
      if (row?.locked !== true) return null;
      return {
        isHeld: () =>
          // a one-bigint advisory lock shows as classid (high 32 bits), objid (low 32 bits), objsubid 1
          lockQuery(
            session,
            (sql) => sql`select exists (select 1 from pg_locks where locktype = 'advisory' and objsubid = 1
              and objid = ${key % 2 ** 32} and classid = ${Math.floor(key / 2 ** 32)}
              and pid = pg_backend_pid() and granted) as held`,
          ).then(
            ([answer]) => answer?.held === true,
            () => false,
          ),
        async release() {
          await lockQuery(session, (sql) => sql`select pg_advisory_unlock(${key})`).catch(() => {});
        },
      };
    },
    migrate: () => migratePostgres(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await lockSession?.end({ timeout: 5 });
      await client.end({ timeout: 5 });
    },
  };
}
