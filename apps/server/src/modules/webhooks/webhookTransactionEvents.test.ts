import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventBus, topicMatches, topics } from "../../bus/eventBus.js";
import { createMemoryEventBus } from "../../bus/memoryEventBus.js";
import type { Database } from "../../db/database.js";
import { openSeededTestDatabase, startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { insertTestAlert, insertTestRule } from "../alerts/testing/alertFixtures.js";
import { users } from "../auth/index.js";
import { type Receiver, signedEnvelopes, startReceiver, until } from "./testing/webhookReceiver.js";
import { relayWebhookCaptures } from "./webhookCaptureRelay.js";
import { webhookCaptures, webhookDeliveries } from "./webhooks.tables.js";

/*
 * Alert resolutions and fleet task moves reach a subscription through the captures their own transactions write,
 * with the bus dropping every such notice (an instance that dies between the commit and the publish): each event
 * once, with two relays racing and across a restart, and none to a subscription made after it.
 */

const ENV = {
  WEBHOOK_ALLOW_LOCAL_HTTP: "1",
  WEBHOOK_RETRY_BASE_MS: "40",
  WEBHOOK_POLL_MS: "50",
  // the test relays itself, two relays at once, as two instances would
  WEBHOOK_RELAY_MS: "60000",
};
const EVENTS = ["alert.resolved", "fleet_task.status_changed"];
const CREATE = `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) {
  isSuccessful errorName data { id secret } } }`;
const ACT = `mutation ($input: UpsertRawAlertsActionInput!) { upsertRawAlertsAction(input: $input) {
  isSuccessful errorName aggregate { updatedAlertStatuses } } }`;
const CREATE_TASK = `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) {
  isSuccessful errorName data { fleetTaskId isInstant } } }`;
const UPDATE_TASK = `mutation ($input: UpdateFleetTaskInput!) { updateFleetTask(input: $input) {
  isSuccessful errorName } }`;
const TASK_STATUS = `mutation ($id: Int!, $status: FleetTaskStatus!) {
  changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful errorName } }`;

/** A bus on which no alert resolution or task change is ever heard: it was lost with its instance. */
function busLosingNotices(): EventBus {
  const bus = createMemoryEventBus();
  const lost = [topics.allAlertsResolved, topics.allFleetTaskChanges];
  return {
    ...bus,
    publish(topic, payload) {
      if (!lost.some((pattern) => topicMatches(pattern, topic))) bus.publish(topic, payload);
    },
  };
}

describe("alert resolutions and fleet task moves captured in their transactions", () => {
  let database: Database;
  let t: TestApp;
  let receiver: Receiver;
  let admin: string;
  let secret: string;
  let subscriptionId: number;
  let companyId: number;
  let vehicleId: number;
  const bus = busLosingNotices();

  const envelopes = (path: string) => signedEnvelopes(receiver.received, path, secret);
  /** two relays at once, as the leader and an instance taking over would */
  const relayRacing = () =>
    Promise.all([relayWebhookCaptures(database.db), relayWebhookCaptures(database.db)]);
  const createWebhook = async (path: string) => {
    const made = await t.graphql<{
      createWebhook: { isSuccessful: boolean; data: { id: number; secret: string } };
    }>(admin, CREATE, { input: { name: path, url: receiver.url(path), events: EVENTS } });
    expect(made.data?.createWebhook.isSuccessful).toBe(true);
    await until(() => t.services.webhookInterest.wants(companyId, ["alert.resolved"]));
    return made.data?.createWebhook.data ?? { id: 0, secret: "" };
  };
  const act = async (input: Record<string, unknown>) => {
    const result = await t.graphql<{
      upsertRawAlertsAction: { isSuccessful: boolean; aggregate: { updatedAlertStatuses: number } };
    }>(admin, ACT, { input });
    expect(result.data?.upsertRawAlertsAction.isSuccessful).toBe(true);
  };
  const moveTask = async (id: number, status: string) => {
    const moved = await t.graphql<{ changeFleetTaskStatus: { isSuccessful: boolean } }>(admin, TASK_STATUS, {
      id,
      status,
    });
    expect(moved.data?.changeFleetTaskStatus.isSuccessful).toBe(true);
  };
  const deliveriesOf = (id: number) =>
    database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, id));
  /** a moment for a repeat to arrive, were there one: every queued delivery sent */
  const allSent = () =>
    until(async () => (await deliveriesOf(subscriptionId)).every((row) => row.status === "sent"));
  /** the envelopes of `type` in the order their events happened */
  const sentOfType = (type: string) =>
    envelopes("/durable")
      .filter((envelope) => envelope.type === type)
      .sort((a, b) => Date.parse(a.createdOn) - Date.parse(b.createdOn));

  /** an instant task of one stop, leaving in an hour; its id */
  const createTask = async (driverId?: number) => {
    const created = await t.graphql<{ createFleetTask: { data: { fleetTaskId: number } } }>(
      admin,
      CREATE_TASK,
      {
        input: {
          vehicleId,
          driverId,
          departureTime: new Date(Date.now() + 3_600_000).toISOString(),
          stops: [{ activity: "DROP", address: { address: "Kuningan", lat: -6.23, lng: 106.83 } }],
        },
      },
    );
    return created.data?.createFleetTask.data.fleetTaskId ?? 0;
  };
  /** the task's events sent, in the order they happened */
  const sentOfTask = (fleetTaskId: number) =>
    sentOfType("fleet_task.status_changed").filter(
      (envelope) => (envelope.data as { fleetTaskId?: number }).fleetTaskId === fleetTaskId,
    );

  beforeAll(async () => {
    receiver = await startReceiver();
    database = await openSeededTestDatabase();
    t = await startTestApp(ENV, { database, bus });
    admin = await t.login("admin");
    const vehicle = await createTestVehicle(database.db, {
      companyName: "PT Armada Demo",
      imei: "864717003700101",
      licensePlate: "B 3701 WHK",
    });
    ({ companyId, vehicleId } = vehicle);
    ({ id: subscriptionId, secret } = await createWebhook("/durable"));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await database?.close();
  });

  it("sends a resolution and a false alert once each, as the bus sent them; a reopening sends nothing", async () => {
    const rule = await insertTestRule(database.db, { companyId, alertUrgencyType: "Urgent" });
    const [resolved, falseAlert] = await Promise.all(
      [10, 20].map((minutes) =>
        insertTestAlert(database.db, {
          companyId,
          vehicleId,
          alertRuleIds: [rule.alertRuleId],
          createdOn: new Date(Date.now() - minutes * 60_000),
        }),
      ),
    );
    const range = {
      startDate: new Date(Date.now() - 30 * 60_000).toISOString(),
      endDate: new Date(Date.now() + 60_000).toISOString(),
    };
    await act({
      actionType: "Resolve",
      data: "true",
      rawAlertId: [resolved?.rawAlertId],
      selectionMode: "Selection",
      dateRange: range,
    });
    await act({
      actionType: "Resolve",
      data: "false",
      rawAlertId: [resolved?.rawAlertId],
      selectionMode: "Selection",
    });
    await act({
      actionType: "FalseAlert",
      data: "true",
      form: { reason: "other", others: "Tombol tersenggol" },
      rawAlertId: [falseAlert?.rawAlertId],
      selectionMode: "Selection",
    });
    // made after the actions: none of them is its
    const late = await createWebhook("/late");
    await relayRacing();
    await until(() => sentOfType("alert.resolved").length >= 2);
    await relayRacing();
    await allSent();
    const sent = sentOfType("alert.resolved");
    expect(sent.map((envelope) => envelope.data)).toEqual([
      {
        action: "Resolve",
        mode: "s",
        rawAlertIds: [resolved?.rawAlertId],
        startTime: range.startDate,
        endTime: range.endDate,
        vehicleIds: [vehicleId],
        userName: "Admin Armada",
      },
      {
        action: "FalseAlert",
        mode: "s",
        rawAlertIds: [falseAlert?.rawAlertId],
        startTime: null,
        endTime: null,
        vehicleIds: [vehicleId],
        userName: "Admin Armada",
      },
    ]);
    for (const envelope of sent)
      expect(envelope).toMatchObject({ companyId, id: expect.stringMatching(/^alert\.resolved\.\d+$/) });
    expect(new Set(sent.map((envelope) => envelope.id)).size).toBe(2);
    expect(await deliveriesOf(late.id)).toEqual([]);
    expect(receiver.received.filter((got) => got.path === "/late")).toEqual([]);
  });

  it("sends a task's making and each move once; an edit that keeps its status sends nothing", async () => {
    const departure = new Date(Date.now() + 86_400_000).toISOString();
    const stops = [
      { activity: "PICKUP", address: { address: "Depo Cakung", lat: -6.18, lng: 106.94 } },
      { activity: "DROP", address: { address: "Kuningan", lat: -6.23, lng: 106.83 } },
    ];
    const created = await t.graphql<{
      createFleetTask: { isSuccessful: boolean; data: { fleetTaskId: number; isInstant: boolean } };
    }>(admin, CREATE_TASK, { input: { vehicleId, departureTime: departure, stops } });
    expect(created.data?.createFleetTask).toMatchObject({ isSuccessful: true, data: { isInstant: true } });
    const fleetTaskId = created.data?.createFleetTask.data.fleetTaskId ?? 0;
    const edited = await t.graphql<{ updateFleetTask: { isSuccessful: boolean } }>(admin, UPDATE_TASK, {
      input: { fleetTaskId, vehicleId, departureTime: departure, stops, note: "Lewat tol" },
    });
    expect(edited.data?.updateFleetTask.isSuccessful).toBe(true);
    for (const status of ["SCHEDULED", "STARTED", "ENDED"]) await moveTask(fleetTaskId, status);
    await relayRacing();
    await until(() => sentOfType("fleet_task.status_changed").length >= 4);
    await allSent();
    const sent = sentOfType("fleet_task.status_changed");
    expect(sent.map((envelope) => envelope.data)).toEqual(
      ["DRAFT", "SCHEDULED", "STARTED", "ENDED"].map((status) => ({ fleetTaskId, status, isInstant: true })),
    );
    expect(sent.map((envelope) => envelope.id)).toEqual([
      expect.stringMatching(new RegExp(`^fleet_task\\.${fleetTaskId}\\.DRAFT\\.\\d+$`)),
      expect.stringMatching(new RegExp(`^fleet_task\\.${fleetTaskId}\\.SCHEDULED\\.\\d+$`)),
      `fleet_task.${fleetTaskId}.STARTED`,
      `fleet_task.${fleetTaskId}.ENDED`,
    ]);
  });

  it("sends the driver's start of a task from the driver's app alike", async () => {
    const [driver] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "driver"));
    const fleetTaskId = await createTask(driver?.id);
    await moveTask(fleetTaskId, "SCHEDULED");
    const started = await t.graphql<{ startMyFleetTask: { isSuccessful: boolean } }>(
      await t.login("driver"),
      `mutation ($input: DriverTaskActionInput!) { startMyFleetTask(input: $input) { isSuccessful } }`,
      { input: { fleetTaskId, actionId: randomUUID(), at: new Date().toISOString() } },
    );
    expect(started.data?.startMyFleetTask.isSuccessful).toBe(true);
    await relayRacing();
    const ofTask = () => sentOfTask(fleetTaskId);
    await until(() => ofTask().length >= 3);
    await allSent();
    expect(ofTask().at(-1)).toMatchObject({
      id: `fleet_task.${fleetTaskId}.STARTED`,
      data: { fleetTaskId, status: "STARTED", isInstant: true },
    });
    expect(ofTask()).toHaveLength(3);
  });

  it("keeps what was captured across a restart and relays it once", async () => {
    const fleetTaskId = await createTask();
    await moveTask(fleetTaskId, "CANCELED");
    await t.close();
    t = await startTestApp(ENV, { database, bus });
    admin = await t.login("admin");
    await relayRacing();
    const ofTask = () => sentOfTask(fleetTaskId);
    await until(() => ofTask().length >= 2);
    await relayRacing();
    await allSent();
    expect(ofTask().map((envelope) => (envelope.data as { status: string }).status)).toEqual([
      "DRAFT",
      "CANCELED",
    ]);
    const ids = envelopes("/durable").map((envelope) => envelope.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await database.db.select().from(webhookCaptures)).toEqual([]);
  });
});
