import {
  ALERT_CODE,
  verifyWebhookSignature,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from "@armada/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { createMemoryEventBus } from "../../bus/memoryEventBus.js";
import type { Database } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { openSeededTestDatabase, startTestApp, type TestApp } from "../../testing/testApp.js";
import { alertRules, alertRuleVehicles, rawAlerts } from "../alerts/alerts.tables.js";
import { companies } from "../company/company.tables.js";
import { vehicles } from "../fleet/index.js";
import { emailMessages } from "../messaging/messaging.tables.js";
import { type Receiver, startReceiver, until } from "./testing/webhookReceiver.js";
import { webhookDeliveries, webhookSubscriptions } from "./webhooks.tables.js";
import { hmacSha256Hex } from "./webhookWorker.js";

/*
 * Webhooks against a real receiver on 127.0.0.1 (allowed by WEBHOOK_ALLOW_LOCAL_HTTP): signed deliveries, each
 * event once per subscription (also across a restart), retries after a 500, a subscription disabled after
 * persistent failure with its owner's e-mail queued, another company kept out.
 */

const ENV = {
  WEBHOOK_ALLOW_LOCAL_HTTP: "1",
  WEBHOOK_RETRY_BASE_MS: "40",
  WEBHOOK_POLL_MS: "50",
  WEBHOOK_DISABLE_AFTER_FAILURES: "2",
  WEBHOOK_DISABLE_AFTER_MINUTES: "0",
  WEBHOOK_RELAY_MS: "100",
  WEBHOOK_SCAN_MS: "100",
};
const KEYS = ["c8a-setting-api:read", "c8a-setting-api:create", "c8a-setting-api:delete"];

const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) {
  isSuccessful errorName message data { id secret secretPrefix } } }`;
const LIST = `{ webhooks { isSuccessful data { id name url events secretPrefix isEnabled disabledReason } } }`;
const TEST = `mutation ($id: Int!) { sendWebhookTest(input: { webhookId: $id }) { isSuccessful errorName data { eventId } } }`;
const LOG = `query ($id: Int!) { webhookDeliveries(filter: { webhookId: $id, pagination: { page: 1, show: 50 } }) {
  isSuccessful errorName data { eventId eventType status attempts responseStatus durationMs error responseExcerpt }
  pagination { total } } }`;
const ENABLE = `mutation ($id: Int!, $on: Boolean!) { setWebhookEnabled(input: { webhookId: $id, isEnabled: $on }) { isSuccessful errorName } }`;
const DELETE = `mutation ($id: Int!) { deleteWebhook(input: { webhookId: $id }) { isSuccessful errorName } }`;

async function createWebhook(t: TestApp, cookie: string, input: Record<string, unknown>) {
  const result = await t.graphql<{
    createWebhook: {
      isSuccessful: boolean;
      errorName: string | null;
      data: { id: number; secret: string } | null;
    };
  }>(cookie, CREATE, { input });
  return result.data?.createWebhook;
}

describe("webhooks", () => {
  let database: Database;
  let t: TestApp;
  let receiver: Receiver;
  let admin: string;
  let other: string;
  let companyId: number;
  const bus = createMemoryEventBus();

  beforeAll(async () => {
    receiver = await startReceiver();
    database = await openSeededTestDatabase();
    t = await startTestApp(ENV, { database, bus });
    admin = await t.loginAs(KEYS);
    other = await t.loginAs(KEYS, "PT Lain");
    const [company] = await database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    companyId = company?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await database?.close();
  });

  const logOf = async (id: number, cookie = admin) =>
    (
      await t.graphql<{
        webhookDeliveries: {
          isSuccessful: boolean;
          errorName: string | null;
          data: {
            eventId: string;
            eventType: string;
            status: string;
            attempts: number;
            responseStatus: number | null;
            responseExcerpt: string | null;
          }[];
        };
      }>(cookie, LOG, { id })
    ).data?.webhookDeliveries;

  let alertRule: { vehicleId: number; alertRuleId: number } | undefined;
  /** Raises `count` alerts of the demo company through the alerts module (a rule of its picks the code); their ids. */
  async function raiseAlerts(count: number) {
    if (!alertRule) {
      const [vehicle] = await database.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.companyId, companyId))
        .limit(1);
      const [rule] = await database.db
        .insert(alertRules)
        .values({ companyId, label: "Webhook uji", alertCode: ALERT_CODE.fleetOrderLateArrival })
        .returning();
      alertRule = { vehicleId: vehicle?.id ?? 0, alertRuleId: rule?.alertRuleId ?? 0 };
      await database.db.insert(alertRuleVehicles).values(alertRule);
      bus.publish(topics.alertRuleChanges(companyId), { companyId, alertRuleIds: [alertRule.alertRuleId] });
    }
    const { vehicleId } = alertRule;
    const [latest] = await database.db
      .select({ id: sql<number>`coalesce(max(${rawAlerts.rawAlertId}), 0)::int` })
      .from(rawAlerts);
    const stored = await t.services.externalAlerts.raise(
      Array.from({ length: count }, (_, index) => ({
        companyId,
        vehicleId,
        alertCode: ALERT_CODE.fleetOrderLateArrival,
        alertData: `DO-00000${index}|1|1`,
        time: new Date(Date.now() - index * 1000),
        lat: -6.2,
        lng: 106.8,
      })),
    );
    expect(stored).toBe(count);
    const rows = await database.db
      .select({ id: rawAlerts.rawAlertId })
      .from(rawAlerts)
      .where(and(eq(rawAlerts.vehicleId, vehicleId), sql`${rawAlerts.rawAlertId} > ${latest?.id ?? 0}`));
    return { vehicleId, alertRuleId: alertRule.alertRuleId, ids: rows.map((row) => row.id) };
  }

  it("accepts HTTPS to a public host (or local HTTP when configured) and refuses private addresses", async () => {
    for (const url of [
      "http://example.com/hook",
      "https://10.0.0.8/hook",
      "https://169.254.169.254/x",
      "https://[fe80::1]/x",
    ]) {
      const refused = await createWebhook(t, admin, { name: "x", url, events: ["alert.raised"] });
      expect(refused).toMatchObject({ isSuccessful: false, errorName: "WebhookUrlNotAllowed" });
    }
    const created = await createWebhook(t, admin, {
      name: "TMS",
      url: "https://hooks.example.com/armada",
      events: ["alert.raised"],
    });
    expect(created?.isSuccessful).toBe(true);
    expect(created?.data?.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await t.graphql<{ webhooks: { data: { id: number; secretPrefix: string }[] } }>(admin, LIST);
    expect(JSON.stringify(list.data)).not.toContain(created?.data?.secret ?? "-");
    expect(list.data?.webhooks.data.find((hook) => hook.id === created?.data?.id)?.secretPrefix).toBe(
      created?.data?.secret.slice(0, 12),
    );
    await t.graphql(admin, DELETE, { id: created?.data?.id });
  });

  it("sends a signed ping; the log shows it delivered with the receiver's code", async () => {
    const created = await createWebhook(t, admin, {
      name: "Receiver",
      url: receiver.url("/ping"),
      events: ["alert.raised"],
    });
    const id = created?.data?.id ?? 0;
    const test = await t.graphql<{ sendWebhookTest: { data: { eventId: string } } }>(admin, TEST, { id });
    const eventId = test.data?.sendWebhookTest.data.eventId ?? "";
    const request = await until(() => receiver.received.find((got) => got.path === "/ping"));
    expect(request.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()]).toBe(eventId);
    const header = String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    const now = Math.floor(Date.now() / 1000);
    expect(
      verifyWebhookSignature(hmacSha256Hex, created?.data?.secret ?? "", header, request.body, now),
    ).toBe(true);
    expect(verifyWebhookSignature(hmacSha256Hex, "whsec_wrong", header, request.body, now)).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({ id: eventId, type: "ping", companyId });
    const log = await until(async () => {
      const rows = (await logOf(id))?.data ?? [];
      return rows[0]?.status === "sent" ? rows : undefined;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ eventId, eventType: "ping", responseStatus: 200, attempts: 1 });
    expect(log[0]?.responseExcerpt?.length).toBeLessThanOrEqual(200);
  });

  it("delivers every chosen event once", async () => {
    const created = await createWebhook(t, admin, {
      name: "Events",
      url: receiver.url("/events"),
      events: ["alert.raised", "alert.resolved", "delivery_order.status_changed"],
    });
    const id = created?.data?.id ?? 0;
    // an alert raised and stored (its capture commits with it)
    const raised = await raiseAlerts(1);
    // resolved in the center (its capture commits with the action)
    const resolved = await t.graphql<{ upsertRawAlertsAction: { isSuccessful: boolean } }>(
      await t.login("admin"),
      `mutation ($input: UpsertRawAlertsActionInput!) { upsertRawAlertsAction(input: $input) { isSuccessful } }`,
      { input: { actionType: "Resolve", data: "true", rawAlertId: raised.ids, selectionMode: "Selection" } },
    );
    expect(resolved.data?.upsertRawAlertsAction.isSuccessful).toBe(true);
    // a delivery order confirmed by hand
    const [order] = resultRows<{ id: number }>(
      await database.db.execute(
        sql`insert into delivery_orders (company_id, status, customer_name, origin_address, origin_lat, origin_lng, destination_address, destination_lat, destination_lng)
          values (${companyId}, 'DRAFT', 'PT Uji Webhook', 'Gudang', -6.2, 106.8, 'Toko', -6.3, 106.9) returning id`,
      ),
    );
    const changed = await t.graphql<{
      changeDeliveryOrderStatus: { isSuccessful: boolean; errorName: string | null };
    }>(
      await t.loginAs(["tms:read", "tms:update"]),
      `mutation ($id: Int!) { changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: CONFIRMED }) { isSuccessful errorName } }`,
      { id: order?.id },
    );
    expect(changed.data?.changeDeliveryOrderStatus).toMatchObject({ isSuccessful: true });
    const events = await until(() => {
      const got = receiver.received.filter((request) => request.path === "/events");
      return got.length >= 3 ? got : undefined;
    });
    // a moment for a duplicate to arrive, were there one: the log is the source of truth
    await until(async () => ((await logOf(id))?.data ?? []).every((row) => row.status === "sent"));
    const types = events.map((request) => JSON.parse(request.body).type).sort();
    expect(types).toEqual(["alert.raised", "alert.resolved", "delivery_order.status_changed"]);
    const ids = events.map((request) => request.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()]);
    expect(new Set(ids).size).toBe(ids.length);
    const orderEvent = events.find(
      (request) => JSON.parse(request.body).type === "delivery_order.status_changed",
    );
    expect(JSON.parse(orderEvent?.body ?? "{}").data).toEqual({
      deliveryOrderId: order?.id,
      status: "CONFIRMED",
      fromStatus: "DRAFT",
    });
    const alertEvent = events.find((request) => JSON.parse(request.body).type === "alert.raised");
    expect(JSON.parse(alertEvent?.body ?? "{}").data).toEqual({
      rawAlertId: raised.ids[0],
      vehicleId: raised.vehicleId,
      alertCode: ALERT_CODE.fleetOrderLateArrival,
      alertRuleIds: [raised.alertRuleId],
    });
    expect((await logOf(id))?.data).toHaveLength(3);
  });

  it("retries after a 500 and then delivers", async () => {
    receiver.answer("/flaky", [500, 503]);
    const created = await createWebhook(t, admin, {
      name: "Flaky",
      url: receiver.url("/flaky"),
      events: ["alert.raised"],
    });
    const id = created?.data?.id ?? 0;
    await t.graphql(admin, TEST, { id });
    const log = await until(async () => {
      const rows = (await logOf(id))?.data ?? [];
      return rows[0]?.status === "sent" ? rows : undefined;
    });
    expect(log[0]).toMatchObject({ attempts: 3, responseStatus: 200 });
    const got = receiver.received.filter((request) => request.path === "/flaky");
    expect(got.map((request) => request.status)).toEqual([500, 503, 200]);
    expect(new Set(got.map((request) => request.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()])).size).toBe(
      1,
    );
  });

  it("disables a subscription after persistent failure and e-mails its owner", async () => {
    receiver.answer("/gone", 410);
    const created = await createWebhook(t, admin, {
      name: "Gone",
      url: receiver.url("/gone"),
      events: ["alert.raised"],
    });
    const id = created?.data?.id ?? 0;
    await t.graphql(admin, TEST, { id });
    await until(async () => ((await logOf(id))?.data ?? [])[0]?.status === "failed");
    await t.graphql(admin, TEST, { id });
    const [subscription] = await until(async () => {
      const rows = await database.db
        .select()
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.id, id));
      return rows[0]?.isEnabled === false ? rows : undefined;
    });
    expect(subscription?.disabledReason).toBe("persistent-failure");
    const mails = await database.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.companyId, companyId),
          sql`${emailMessages.idempotencyKey} like ${`webhook-disabled:${id}:%`}`,
        ),
      );
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]?.body).toContain("Gone");
    // a disabled subscription sends no test, and is enabled again with a fresh start
    const refused = await t.graphql<{ sendWebhookTest: { errorName: string } }>(admin, TEST, { id });
    expect(refused.data?.sendWebhookTest.errorName).toBe("WebhookDisabled");
    const enabled = await t.graphql<{ setWebhookEnabled: { isSuccessful: boolean } }>(admin, ENABLE, {
      id,
      on: true,
    });
    expect(enabled.data?.setWebhookEnabled.isSuccessful).toBe(true);
  });

  it("keeps another company out of the subscriptions and their log", async () => {
    const created = await createWebhook(t, admin, {
      name: "Mine",
      url: receiver.url("/mine"),
      events: ["alert.raised"],
    });
    const id = created?.data?.id ?? 0;
    const theirs = await t.graphql<{ webhooks: { data: { id: number }[] } }>(other, LIST);
    expect(theirs.data?.webhooks.data.map((hook) => hook.id)).not.toContain(id);
    expect((await logOf(id, other))?.data ?? []).toEqual([]);
    for (const [query, variables, field] of [
      [TEST, { id }, "sendWebhookTest"],
      [ENABLE, { id, on: false }, "setWebhookEnabled"],
      [DELETE, { id }, "deleteWebhook"],
    ] as const) {
      const result = await t.graphql<Record<string, { errorName: string }>>(other, query, variables);
      expect(result.data?.[field]?.errorName).toBe("NotFound");
    }
    const [row] = await database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    expect(row?.isEnabled).toBe(true);
    const noKeys = await t.loginAs(["d1a-master-vehicle:read"]);
    const forbidden = await t.graphql(noKeys, LIST);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("delivers each event exactly once across a restart of the server, and again one interrupted mid-send", async () => {
    receiver.answer("/restart", 200);
    const created = await createWebhook(t, admin, {
      name: "Restart",
      url: receiver.url("/restart"),
      events: ["alert.raised"],
    });
    const id = created?.data?.id ?? 0;
    // no alert of the test has this id
    const INTERRUPTED = "alert.raised.900000001";
    const delivered = () =>
      receiver.received
        .filter((request) => request.path === "/restart" && request.status === 200)
        .map((request) => String(request.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()]));
    const before = await raiseAlerts(3);
    await until(() => delivered().length === 3);
    // the receiver goes down: the next events wait in the outbox, retried, when the server stops
    receiver.answer("/restart", 503);
    const during = await raiseAlerts(3);
    await until(async () => {
      const rows = await database.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.subscriptionId, id), sql`${webhookDeliveries.attempts} >= 1`));
      return rows.length === 6 && rows.filter((row) => row.status === "queued").length === 3;
    });
    await t.close();
    // a delivery claimed by a server that died mid-send (still `sending`, its lease over): sent again by the next
    await database.db.insert(webhookDeliveries).values({
      companyId,
      subscriptionId: id,
      eventId: INTERRUPTED,
      eventType: "alert.raised",
      body: JSON.stringify({ id: INTERRUPTED, type: "alert.raised", companyId, data: {} }),
      status: "sending",
      attempts: 1,
      nextAttemptAt: new Date(Date.now() - 1000),
    });
    receiver.answer("/restart", 200);
    t = await startTestApp(ENV, { database, bus });
    await until(() => delivered().length >= 7);
    await until(async () => {
      const rows = await database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, id));
      return rows.every((row) => row.status === "sent");
    });
    const ids = delivered();
    expect(ids.sort()).toEqual(
      [
        ...[...before.ids, ...during.ids].map((rawAlertId) => `alert.raised.${rawAlertId}`),
        INTERRUPTED,
      ].sort(),
    );
  }, 60_000);
});
