import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  verifyWebhookSignature,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEnvelope,
} from "@armada/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { DEMO_GT06_IMEIS } from "../../seed/demoFleet.js";
import { DEMO_PASSWORD } from "../../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  exited,
  graphqlOn,
  signIn,
  startBuiltServer,
  waitForHealth,
} from "../../testing/builtServer.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { streamAlarms } from "../ingest/testing/gt06AlarmStream.js";
import { type Receiver, startReceiver, until } from "./testing/webhookReceiver.js";
import { hmacSha256Hex } from "./webhookWorker.js";

/*
 * The BUILT server on a real database streaming positions to a real receiver that checks every signature; kill -9
 * in the middle of the stream (positions, captures and deliveries in flight), a restart, more positions: every
 * stored position reaches the receiver in exactly one event id, and an id heard twice on the wire carried the same
 * body (sent, but the answer was not noted before the crash).
 */
const DEVICES = 3;
const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) {
  isSuccessful errorName data { id secret } } }`;
const LOG = `query ($id: Int!) { webhookDeliveries(filter: { webhookId: $id, pagination: { page: 1, show: 50 } }) {
  data { status } pagination { total } } }`;

interface Position {
  vehicleId: number;
  fixTime: string;
}

describe("webhook events survive kill -9 of the built server", () => {
  let database: (Database & { url?: string }) | null = null;
  let receiver: Receiver;
  const dataDir = mkdtempSync(join(tmpdir(), "armada-webhook-crash-"));

  beforeAll(async () => {
    buildServer();
    receiver = await startReceiver();
  }, 240_000);

  afterAll(async () => {
    await database?.close();
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers every stored position once by event id across the crash", async () => {
    if (process.env.TEST_DB === "postgres") database = await openTestDatabase();
    const { port, gt06Port, env } = await builtServerPlace({ databaseUrl: database?.url, dataDir });
    const start = () =>
      startBuiltServer({
        ...env,
        DEMO: "on",
        WEBHOOK_ALLOW_LOCAL_HTTP: "1",
        WEBHOOK_RETRY_BASE_MS: "100",
        WEBHOOK_POLL_MS: "100",
        WEBHOOK_RELAY_MS: "100",
      });

    const first = start();
    await waitForHealth(port, first);
    const made = await graphqlOn<{ createWebhook: { data: { id: number; secret: string } } }>(
      port,
      await signIn(port, "admin", DEMO_PASSWORD),
      CREATE,
      { input: { name: "TMS", url: receiver.url("/tms"), events: ["position.reported"] } },
    );
    const { id: webhookId, secret } = made.createWebhook.data;

    const acked = new Set<string>();
    const sent = { count: 0 };
    const imeis = DEMO_GT06_IMEIS.slice(0, DEVICES);
    const streams = imeis.map((imei) => streamAlarms(gt06Port, imei, acked, sent));
    // crash once positions are being delivered and more are in flight
    await until(() => acked.size >= 300 && receiver.received.length >= 2, 60_000);
    first.kill("SIGKILL");
    await exited(first);
    await Promise.all(streams);

    const second = start();
    await waitForHealth(port, second);
    await Promise.all(
      imeis.map((imei) => streamAlarms(gt06Port, imei, acked, sent, { hoursAgo: 3, count: 100 })),
    );

    const envelopes = () =>
      receiver.received
        .filter((got) => got.path === "/tms" && got.status === 200)
        .map((got) => ({
          got,
          envelope: JSON.parse(got.body) as WebhookEnvelope<{ positions: Position[] }>,
        }));
    const distinctIds = () => new Set(envelopes().map(({ envelope }) => envelope.id));
    const positionsOnce = () =>
      [...new Map(envelopes().map(({ envelope }) => [envelope.id, envelope])).values()].flatMap(
        (envelope) => envelope.data.positions,
      );
    // all acknowledged positions heard, and the log has nothing left to send
    const cookie = await signIn(port, "admin", DEMO_PASSWORD);
    await until(async () => {
      if (positionsOnce().length < acked.size) return false;
      const log = await graphqlOn<{
        webhookDeliveries: { data: { status: string }[]; pagination: { total: number } };
      }>(port, cookie, LOG, { id: webhookId });
      return (
        log.webhookDeliveries.data.every((row) => row.status === "sent") &&
        log.webhookDeliveries.pagination.total === distinctIds().size
      );
    }, 120_000);
    second.kill("SIGTERM");
    await exited(second);

    for (const { got, envelope } of envelopes()) {
      const signature = String(got.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
      expect(
        verifyWebhookSignature(hmacSha256Hex, secret, signature, got.body, Math.floor(Date.now() / 1000)),
      ).toBe(true);
      expect(got.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()]).toBe(envelope.id);
    }
    // a repeat on the wire is the same event: same id, same bytes
    const bodies = new Map<string, string>();
    for (const { got, envelope } of envelopes()) {
      expect(bodies.get(envelope.id) ?? got.body).toBe(got.body);
      bodies.set(envelope.id, got.body);
    }

    database ??= await openDatabase({ dataDir });
    const stored = resultRows<{ imei: string; vehicle_id: number; fix: number; in_track: boolean }>(
      await database.db.execute(sql`select d.imei, p.vehicle_id, (extract(epoch from p.fix_time) * 1000)::float8 as fix,
          p.filter_reason is null as in_track
        from positions p join devices d on d.id = p.device_id where p.alarm = 'sos'`),
    );
    const storedKeys = new Set(stored.map((row) => `${row.imei}|${Number(row.fix)}`));
    expect([...acked].filter((key) => !storedKeys.has(key))).toEqual([]);
    const key = (vehicleId: number, fix: number) => `${vehicleId}|${fix}`;
    const received = positionsOnce().map((position) => key(position.vehicleId, Date.parse(position.fixTime)));
    expect(new Set(received).size).toBe(received.length);
    const inTrack = stored.filter((row) => row.in_track).map((row) => key(row.vehicle_id, Number(row.fix)));
    expect(new Set(received)).toEqual(new Set(inTrack));
    expect(inTrack.length).toBeGreaterThanOrEqual(acked.size - stored.filter((row) => !row.in_track).length);
  }, 480_000);
});
