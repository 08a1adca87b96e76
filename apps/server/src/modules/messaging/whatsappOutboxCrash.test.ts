import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/database.js";
import { seedDemoData, seedReferenceData } from "../../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  exited,
  startBuiltServer,
  waitForHealth,
} from "../../testing/builtServer.js";
import { type FakeHttpServer, startFakeHttpServer } from "../../testing/fakeHttpServer.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { companies } from "../company/company.tables.js";
import { whatsappMessages } from "./messaging.tables.js";
import { enqueueWhatsAppMany } from "./outbox.js";
import { INTERRUPTED_REASON } from "./whatsappRepository.js";

/*
 * The BUILT server sending a queued WhatsApp outbox through the Cloud API (a local fake that answers slowly), kill -9
 * while messages are in flight, a restart: no recipient gets a message twice, every message that was still queued
 * is delivered once, and a message interrupted mid-send is failed visibly (the operator may resend it), never resent
 * by itself. Exactly once cannot hold for a message whose request left before the crash and whose answer did not
 * come back: the Cloud API has no idempotency key, so Armada keeps "at most once" and says so (docs/decisions.md).
 */
const MESSAGES = 60;

/** The message number in a Cloud API request body ("Pesan uji 17" → 17). */
const messageNumber = (body: string) => Number(/Pesan uji (\d+)/.exec(body)?.[1]);
const TEST_KEY = "crash-test:";

describe("the WhatsApp outbox across kill -9 of the built server", () => {
  let database: (Database & { url?: string }) | null = null;
  let provider: FakeHttpServer;
  const dataDir = mkdtempSync(join(tmpdir(), "armada-outbox-crash-"));

  beforeAll(async () => {
    buildServer();
    provider = await startFakeHttpServer();
    provider.fallback = { status: 200, body: { messages: [{ id: "wamid.test" }] }, delayMs: 400 };
  }, 240_000);

  afterAll(async () => {
    await provider.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The queued messages, written before the server starts (PGlite allows one process at a time). */
  async function queueMessages(db: Database["db"]) {
    await seedReferenceData(db);
    await seedDemoData(db);
    const [company] = await db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    await enqueueWhatsAppMany(
      db,
      Array.from({ length: MESSAGES }, (_, index) => ({
        companyId: company?.id ?? 0,
        recipientPhone: `+62812000${String(index).padStart(4, "0")}`,
        body: `Pesan uji ${index}`,
        kind: "tracking-link" as const,
        idempotencyKey: `${TEST_KEY}${index}`,
      })),
    );
  }

  it("sends no message twice and loses none silently", async () => {
    // the demo's own messages (its reminders, say) go out too: only this test's are counted
    const sentOurs = () =>
      provider.requests.filter((request) => Number.isFinite(messageNumber(request.body)));
    const onPostgres = process.env.TEST_DB === "postgres";
    database = onPostgres ? await openTestDatabase() : await openDatabase({ dataDir });
    if (!onPostgres) await database.migrate();
    await queueMessages(database.db);
    if (!onPostgres) {
      await database.close();
      database = null;
    }

    const place = await builtServerPlace({ databaseUrl: database?.url, dataDir });
    const port = place.port;
    const env = {
      ...place.env,
      DEMO: "off",
      WHATSAPP_PROVIDER: "meta-cloud",
      WHATSAPP_META_TOKEN: "test-token-not-secret",
      WHATSAPP_META_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_META_BASE_URL: provider.url,
    };

    const first = startBuiltServer(env);
    const until = Date.now() + 60_000;
    // crash while the third batch of ten is waiting for the provider's answers
    while (sentOurs().length < 25 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 5));
    first.kill("SIGKILL");
    await exited(first);
    const beforeCrash = sentOurs().length;
    expect(beforeCrash).toBeGreaterThanOrEqual(25);
    expect(beforeCrash).toBeLessThan(MESSAGES);

    // the lease of the messages caught mid-send runs out while the server is down
    database ??= await openDatabase({ dataDir });
    const [queued] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(whatsappMessages)
      .where(
        and(eq(whatsappMessages.status, "queued"), like(whatsappMessages.idempotencyKey, `${TEST_KEY}%`)),
      );
    await database.db.execute(
      sql`update whatsapp_messages set next_attempt_at = now() - interval '1 second' where status = 'sending'`,
    );
    if (!onPostgres) {
      await database.close();
      database = null;
    }

    const second = startBuiltServer(env);
    await waitForHealth(port, second);
    const expected = beforeCrash + (queued?.count ?? 0);
    const deadline = Date.now() + 60_000;
    while (sentOurs().length < expected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // a graceful stop lets the last answers be written
    second.kill("SIGTERM");
    await exited(second);

    database ??= await openDatabase({ dataDir });
    const rows = await database.db
      .select()
      .from(whatsappMessages)
      .where(like(whatsappMessages.idempotencyKey, `${TEST_KEY}%`));
    const received = new Map<number, number>();
    for (const request of sentOurs()) {
      const number = messageNumber(request.body);
      received.set(number, (received.get(number) ?? 0) + 1);
    }
    const twice = [...received].filter(([, times]) => times > 1);
    expect(twice).toEqual([]);

    expect(rows).toHaveLength(MESSAGES);
    const interrupted = rows.filter((row) => row.status === "failed");
    for (const row of rows) {
      if (row.status === "sent") expect(received.get(messageNumber(row.body))).toBe(1);
      else {
        expect(row.status).toBe("failed");
        expect(row.lastError).toBe(INTERRUPTED_REASON);
      }
    }
    // only the batch in flight at the crash can be interrupted; everything still queued went out once
    expect(interrupted.length).toBeGreaterThan(0);
    expect(interrupted.length).toBeLessThanOrEqual(10);
    expect(rows.filter((row) => row.status === "sent").length).toBe(MESSAGES - interrupted.length);
  }, 180_000);
});
