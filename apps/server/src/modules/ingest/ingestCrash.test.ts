import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { DEMO_GT06_IMEIS } from "../../seed/demoFleet.js";
import {
  buildServer,
  builtServerPlace,
  exited,
  startBuiltServer,
  waitForHealth,
} from "../../testing/builtServer.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { streamAlarms } from "./testing/gt06AlarmStream.js";

/*
 * The BUILT server (dist/main.js) on a real database, GT06 devices streaming alarms as fast as they can, kill -9
 * in the middle, a restart: every alarm the server acknowledged before dying must be in the database.
 */
const DEVICES = 4;

describe("acknowledged alarms survive kill -9 of the built server", () => {
  let database: (Database & { url?: string }) | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), "armada-crash-"));

  beforeAll(() => buildServer(), 240_000);

  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores every alarm it acknowledged before the crash", async () => {
    const onPostgres = process.env.TEST_DB === "postgres";
    if (onPostgres) database = await openTestDatabase();
    const { port, gt06Port, env } = await builtServerPlace({ databaseUrl: database?.url, dataDir });
    const start = () => startBuiltServer({ ...env, DEMO: "on" });

    const first = start();
    await waitForHealth(port, first);
    const acked = new Set<string>();
    const sent = { count: 0 };
    const imeis = DEMO_GT06_IMEIS.slice(0, DEVICES);
    const streams = imeis.map((imei) => streamAlarms(gt06Port, imei, acked, sent));
    // crash once a good number of alarms are acknowledged and more are in flight
    const until = Date.now() + 30_000;
    while (acked.size < 500 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    first.kill("SIGKILL");
    await exited(first);
    await Promise.all(streams);
    expect(acked.size).toBeGreaterThan(50);

    // restart: the server opens the same database (PGlite recovers its WAL) and stops cleanly
    const second = start();
    await waitForHealth(port, second);
    second.kill("SIGTERM");
    await exited(second);

    database ??= await openDatabase({ dataDir });
    const rows = resultRows<{ imei: string; fix: number }>(
      await database.db.execute(sql`select d.imei, (extract(epoch from p.fix_time) * 1000)::float8 as fix
        from positions p join devices d on d.id = p.device_id where p.alarm = 'sos'`),
    );
    const stored = new Set(rows.map((row) => `${row.imei}|${Number(row.fix)}`));
    const lost = [...acked].filter((key) => !stored.has(key));
    expect(lost).toEqual([]);
    // some alarms were in flight, unacknowledged: the device would send them again
    expect(sent.count).toBeGreaterThan(acked.size);
  }, 360_000);
});
