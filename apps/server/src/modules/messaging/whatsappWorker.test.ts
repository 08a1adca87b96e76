import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { type FakeHttpServer, startFakeHttpServer } from "../../testing/fakeHttpServer.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { companies } from "../company/company.tables.js";
import {
  temporaryLiveViewContacts,
  temporaryLiveViews,
} from "../temporary-live-view/temporaryLiveView.tables.js";
import { whatsappMessages } from "./messaging.tables.js";
import { enqueueWhatsApp, latestMessageByContact, type OutboxMessageInput } from "./outbox.js";
import { MAX_SEND_ATTEMPTS, type OutboxWorker, retryDelayMs } from "./outboxWorker.js";
import { createFonnteProvider } from "./providers/fonnteProvider.js";
import { createMetaCloudProvider } from "./providers/metaCloudProvider.js";
import type { WhatsAppProvider } from "./providers/whatsAppProvider.js";
import { claimDueMessages, INTERRUPTED_REASON } from "./whatsappRepository.js";
import { startWhatsAppWorker } from "./whatsappWorker.js";

const silent = { info: () => {}, warn: () => {}, error: () => {} };

let database: Database;
let fake: FakeHttpServer;
let companyId: number;
let clock: Date;
let worker: OutboxWorker | null = null;
let sequence = 0;

const message = (overrides: Partial<OutboxMessageInput> = {}): OutboxMessageInput => {
  sequence += 1;
  return {
    companyId,
    recipientPhone: "+6281234567890",
    body: "Pelacakan armada Anda: https://armada.test/t/abc",
    kind: "tracking-link",
    idempotencyKey: `test:${sequence}`,
    ...overrides,
  };
};

const fonnte = () => createFonnteProvider({ token: "fonnte-token", baseUrl: fake.url, timeoutMs: 10_000 });

function start(provider: WhatsAppProvider = fonnte()) {
  worker = startWhatsAppWorker(database.db, provider, silent, {
    pollMs: 3_600_000,
    now: () => clock,
    random: () => 1,
    leaseMs: 60_000,
  });
  return worker;
}

async function rowOf(idempotencyKey: string) {
  const [row] = await database.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.idempotencyKey, idempotencyKey));
  if (!row) throw new Error("no row");
  return row;
}

const ok = { status: 200, body: { status: true, id: ["991"] } };

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeHttpServer();
  const [company] = await database.db.insert(companies).values({ name: "PT Uji Pesan" }).returning();
  companyId = company?.id ?? 0;
});
afterAll(async () => {
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  clock = new Date(Date.now() + 1_000);
  fake.requests.length = 0;
  fake.fallback = ok;
  await database.db.delete(whatsappMessages);
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});

describe("outbox", () => {
  it("inserts once per idempotency key, inside the caller's transaction", async () => {
    const first = message();
    await database.db.transaction(async (tx) => {
      await enqueueWhatsApp(tx, first);
      await enqueueWhatsApp(tx, { ...first, body: "duplikat" });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueWhatsApp(tx, message({ idempotencyKey: "rolled-back" }));
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const rows = await database.db.select().from(whatsappMessages);
    expect(rows.map((row) => [row.idempotencyKey, row.body, row.status])).toEqual([
      [first.idempotencyKey, first.body, "queued"],
    ]);
  });

  it("answers the latest message per contact in one query", async () => {
    const [view] = await database.db
      .insert(temporaryLiveViews)
      .values({
        companyId,
        name: "Kiriman",
        duration: 60,
        expiresOn: new Date(Date.now() + 3_600_000),
        accessToken: `tok-${sequence}`,
        shortKey: `sk-${sequence}`,
      })
      .returning();
    const contacts = await database.db
      .insert(temporaryLiveViewContacts)
      .values(
        [1, 2, 3].map((n) => ({
          temporaryLvId: view?.temporaryLvId ?? 0,
          companyId,
          label: `Kontak ${n}`,
          phoneNumber: `+62812000000${n}`,
          contactKey: `ck-${sequence}-${n}`,
        })),
      )
      .returning();
    const [a, b, c] = contacts.map((contact) => contact.contactId);
    await enqueueWhatsApp(database.db, message({ contactId: a, kind: "tracking-link" }));
    await enqueueWhatsApp(database.db, message({ contactId: a, kind: "arrival-soon" }));
    await enqueueWhatsApp(database.db, message({ contactId: b, kind: "arrived" }));
    const latest = await latestMessageByContact(database.db, [a ?? 0, b ?? 0, c ?? 0]);
    expect(latest.get(a ?? 0)).toMatchObject({ kind: "arrival-soon", status: "queued", lastError: null });
    expect(latest.get(b ?? 0)?.kind).toBe("arrived");
    expect(latest.has(c ?? 0)).toBe(false);
    expect((await latestMessageByContact(database.db, [])).size).toBe(0);
  });
});

describe("whatsapp worker", () => {
  it("sends a queued message and records the provider's id", async () => {
    const input = message();
    await enqueueWhatsApp(database.db, input);
    await start().runOnce();
    const row = await rowOf(input.idempotencyKey);
    expect(row).toMatchObject({ status: "sent", providerMessageId: "991", attempts: 1, lastError: null });
    expect(row.sentOn).toEqual(clock);
    expect(fake.requests).toHaveLength(1);
  });

  it("wakes on enqueue without waiting for the poll", async () => {
    clock = new Date();
    worker = startWhatsAppWorker(database.db, fonnte(), silent, { pollMs: 3_600_000 });
    const input = message();
    await enqueueWhatsApp(database.db, input);
    await expect
      .poll(async () => (await rowOf(input.idempotencyKey)).status, { timeout: 10_000 })
      .toBe("sent");
  });

  it("retries 500 and 429 with backoff, then sends", async () => {
    fake.reply({ status: 500, body: {} }, { status: 429, body: {} });
    const input = message();
    await enqueueWhatsApp(database.db, input);
    const w = start();
    await w.runOnce();
    let row = await rowOf(input.idempotencyKey);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "fonnte 500" });
    expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(5_000);

    await w.runOnce(); // not due yet
    expect(fake.requests).toHaveLength(1);

    clock = new Date(row.nextAttemptAt.getTime());
    await w.runOnce();
    row = await rowOf(input.idempotencyKey);
    expect(row).toMatchObject({ status: "queued", attempts: 2, lastError: "fonnte 429" });
    expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(10_000);

    clock = new Date(row.nextAttemptAt.getTime());
    await w.runOnce();
    expect(await rowOf(input.idempotencyKey)).toMatchObject({ status: "sent", attempts: 3 });
    expect(fake.requests).toHaveLength(3);
  });

  it("fails after the last attempt", async () => {
    fake.fallback = { status: 503, body: {} };
    const input = message();
    await enqueueWhatsApp(database.db, input);
    const w = start();
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt += 1) {
      await w.runOnce();
      clock = new Date(clock.getTime() + 3_600_000);
    }
    const row = await rowOf(input.idempotencyKey);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(MAX_SEND_ATTEMPTS);
    expect(row.lastError).toContain("after 8 attempts");
    await w.runOnce();
    expect(fake.requests).toHaveLength(MAX_SEND_ATTEMPTS);
  });

  it("fails at once on an invalid number, with the reason", async () => {
    const meta = createMetaCloudProvider({
      token: "t",
      phoneNumberId: "1",
      apiVersion: "v21.0",
      baseUrl: fake.url,
    });
    fake.reply({ status: 400, body: { error: { code: 131026, message: "Message undeliverable" } } });
    const input = message();
    await enqueueWhatsApp(database.db, input);
    await start(meta).runOnce();
    const row = await rowOf(input.idempotencyKey);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("131026");
  });

  it("never resends a message left `sending` by a process that died mid-call", async () => {
    const input = message();
    await enqueueWhatsApp(database.db, input);
    // the first process claimed it and died before recording the outcome
    await database.db
      .update(whatsappMessages)
      .set({ status: "sending", attempts: 1, nextAttemptAt: new Date(clock.getTime() + 60_000) })
      .where(eq(whatsappMessages.idempotencyKey, input.idempotencyKey));

    const w = start(); // the restarted process
    await w.runOnce();
    expect(fake.requests).toHaveLength(0);
    expect((await rowOf(input.idempotencyKey)).status).toBe("sending"); // lease still running: untouched

    clock = new Date(clock.getTime() + 61_000);
    await w.runOnce();
    const row = await rowOf(input.idempotencyKey);
    expect(row).toMatchObject({ status: "failed", lastError: INTERRUPTED_REASON, attempts: 1 });
    expect(fake.requests).toHaveLength(0);
  });

  it("two workers never send the same message twice", async () => {
    const inputs = Array.from({ length: 25 }, () => message());
    for (const input of inputs) await enqueueWhatsApp(database.db, input);
    const a = start();
    const b = startWhatsAppWorker(database.db, fonnte(), silent, { pollMs: 3_600_000, now: () => clock });
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await b.stop();
    expect(fake.requests).toHaveLength(25);
    const rows = await database.db.select().from(whatsappMessages);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("claims no more than its batch, so a long queue is sent a batch at a time", async () => {
    for (let index = 0; index < 30; index++) await enqueueWhatsApp(database.db, message());
    const lease = new Date(clock.getTime() + 60_000);
    expect(await claimDueMessages(database.db, clock, lease, 10)).toHaveLength(10);
    expect(await claimDueMessages(database.db, clock, lease, 10)).toHaveLength(10);
    const rows = await database.db.select().from(whatsappMessages);
    expect(rows.filter((row) => row.status === "sending")).toHaveLength(20);
  });
});

describe("retryDelayMs", () => {
  it("doubles, caps and jitters", () => {
    const options = { baseBackoffMs: 5_000, maxBackoffMs: 60_000, random: () => 1 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, options))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
    expect(retryDelayMs(2, { ...options, random: () => 0 })).toBe(5_000);
    expect(retryDelayMs(1, options, 30_000)).toBe(30_000);
  });
});
