import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../testing/testDatabase.js";
import { type Database, openDatabase } from "./database.js";
import { startLeadership, startWhileLeading } from "./leadership.js";
import { resultRows } from "./resultRows.js";

const silent = { info() {}, warn() {}, error() {} } as never;
const KEY = 99_001;

/** A role that records when it leads and follows. */
function recorder(name: string, log: string[]) {
  return {
    lead: () => {
      log.push(`${name} leads`);
    },
    follow: async () => {
      log.push(`${name} follows`);
    },
  };
}

const waitFor = async (condition: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
};

let database: Database & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("leadership", () => {
  it("leads before start returns, and steps down on stop", async () => {
    const log: string[] = [];
    const lead = await startLeadership(database, KEY, recorder("a", log), silent, 20);
    expect(lead.isLeader()).toBe(true);
    await lead.stop();
    expect(lead.isLeader()).toBe(false);
    expect(log).toEqual(["a leads", "a follows"]);
  });

  it("runs the jobs while leading: started with the lead, stopped on stop", async () => {
    const log: string[] = [];
    const jobs = await startWhileLeading(
      database,
      KEY,
      () => {
        log.push("started");
        return {
          stop: async () => {
            log.push("stopped");
          },
        };
      },
      silent,
    );
    expect(log).toEqual(["started"]);
    await jobs.settled();
    await jobs.stop();
    expect(log).toEqual(["started", "stopped"]);
  });

  if (process.env.TEST_DB === "postgres") {
    it("on PostgreSQL one instance leads; another takes over when it stops or its connection dies", async () => {
      const others: Database[] = [];
      const connect = async () => {
        const other = await openDatabase({ url: database.url as string });
        others.push(other);
        return other;
      };
      const log: string[] = [];
      const a = await startLeadership(await connect(), KEY, recorder("a", log), silent, 20);
      const b = await startLeadership(await connect(), KEY, recorder("b", log), silent, 20);
      expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);

      await a.stop();
      await waitFor(() => b.isLeader());
      expect(log).toEqual(["a leads", "a follows", "b leads"]);

      const c = await startLeadership(await connect(), KEY, recorder("c", log), silent, 20);
      expect(c.isLeader()).toBe(false);
      // b's lock connection dies (a crash, a network cut): PostgreSQL drops its lock and b steps down.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = ${KEY} and granted
            and database = (select oid from pg_database where datname = current_database())`,
      );
      // b notices and steps down; then whichever checks first leads: c, or b again over a new connection.
      await waitFor(() => log.includes("b follows") && b.isLeader() !== c.isLeader());
      expect(log.slice(3)).toContain("b follows");
      expect([b.isLeader(), c.isLeader()].filter(Boolean)).toHaveLength(1);
      expect(log.slice(3).filter((entry) => entry.endsWith("leads"))).toHaveLength(1);
      const holders = await database.db.execute(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${KEY} and granted
            and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(resultRows<{ n: number }>(holders)[0]?.n).toBe(1);

      await Promise.all([b.stop(), c.stop()]);
      await Promise.all(others.map((other) => other.close()));
    });
  }
});
