import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { ALERT_CODE, encodeGt06CommandReply } from "@armada/domain";
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { resultRows } from "../db/resultRows.js";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import { companyIdOf, insertTestRule } from "../modules/alerts/testing/alertFixtures.js";
import { SESSION_COOKIE } from "../modules/auth/authPlugin.js";
import { connectGt06Tracker } from "../modules/ingest/testing/gt06Tracker.js";
import { DEMO_GT06_IMEIS, DEMO_OSMAND_IDS } from "../seed/demoFleet.js";
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from "../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  exited,
  startBuiltServer,
  waitForHealth,
} from "../testing/builtServer.js";
import { openTestSocket, type TestSocket, waitFor } from "../testing/socketClient.js";
import { openTestDatabase } from "../testing/testDatabase.js";

/*
 * Two BUILT server processes over one PostgreSQL database and one NATS (with JetStream): what a user of a scaled-out
 * deployment relies on. Collected only in its own run (vitest.config.ts: TEST_TWO_INSTANCES=1, which
 * scripts/test.sh sets when NATS answers at TEST_NATS_URL or 127.0.0.1:4222).
 */
const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";
interface Instance {
  port: number;
  osmandPort: number;
  gt06Port: number;
  child: ChildProcess;
}

const SOS = ALERT_CODE.sos;

describe("two server instances over PostgreSQL and NATS", () => {
  let database: Database & { url?: string };
  const prefix = `test${randomBytes(6).toString("hex")}`;
  const instances: Instance[] = [];
  const sockets: TestSocket[] = [];
  let cookie: string;
  let adminId: number;
  let ruleId: number;
  let vehicleId: number;
  const device = DEMO_OSMAND_IDS[0] ?? "";
  /** fix times a few minutes apart (an alarm within 60 s of the last is the same event), ending near now */
  const fixBase = Math.floor(Date.now() / 1000) - 30 * 60;
  let step = 0;

  async function startInstance() {
    const { port, env } = await builtServerPlace({ databaseUrl: database.url, dataDir: "unused" });
    const child = startBuiltServer({ ...env, NATS_URL: natsUrl, NATS_PREFIX: prefix });
    await waitForHealth(port);
    const instance = { port, osmandPort: Number(env.OSMAND_PORT), gt06Port: Number(env.GT06_PORT), child };
    instances.push(instance);
    return instance;
  }

  /** One OsmAnd report into `instance`, a few minutes after the previous one. */
  async function report(instance: Instance, extra = "") {
    step++;
    const timestamp = fixBase + step * 180;
    // as JSON writes it, the way both sockets carry it
    const latitude = String(Number((-6.2 - step / 1000).toFixed(4)));
    const response = await fetch(
      `http://127.0.0.1:${instance.osmandPort}/?id=${device}&timestamp=${timestamp}&lat=${latitude}&lon=106.8&speed=30${extra}`,
    );
    expect(response.status).toBe(200);
    return latitude;
  }

  async function graphql<T>(instance: Instance, query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`http://127.0.0.1:${instance.port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, [CLIENT_HEADER]: "web" },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** An operator socket on `instance` listening on the admin's alert channel. */
  async function operatorSocket(instance: Instance) {
    const socket = openTestSocket(`ws://127.0.0.1:${instance.port}/ws`, { cookie });
    sockets.push(socket);
    await socket.opened;
    const { payload } = await graphql<{
      payload: { data: { payload: Record<string, unknown> } };
    }>(instance, "query { payload { data { payload { userId companyId channels } } } }");
    socket.socket.send(
      JSON.stringify({
        type: "update_tags",
        payload: { ...payload.data.payload, channels: [`alert-center-new-${adminId}`] },
      }),
    );
    return socket;
  }

  const sosAlerts = async () =>
    Number(
      resultRows<{ count: number }>(
        await database.db.execute(
          sql`select count(*)::int as count from raw_alerts where vehicle_id = ${vehicleId} and alert_code = ${SOS}`,
        ),
      )[0]?.count,
    );
  const alertsOn = (socket: TestSocket) => socket.messages(`alert-center-new-${adminId}`).length;
  const setRuleActive = (instance: Instance, isActive: boolean) =>
    graphql(
      instance,
      "mutation ($input: UpdateAlertRulesInput!) { updateAlertRules(input: $input) { isSuccessful } }",
      { input: { alertRuleIds: [ruleId], isActive } },
    );

  beforeAll(async () => {
    buildServer();
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    const companyId = await companyIdOf(database.db, "PT Armada Demo");
    const [admin] = resultRows<{ id: number }>(
      await database.db.execute(sql`select id from users where username = 'admin'`),
    );
    adminId = Number(admin?.id);
    const [vehicle] = resultRows<{ id: number }>(
      await database.db.execute(
        sql`select v.id from vehicles v join devices d on d.id = v.device_id where d.imei = ${device}`,
      ),
    );
    vehicleId = Number(vehicle?.id);
    ruleId = (
      await insertTestRule(database.db, {
        companyId,
        alertCode: SOS,
        label: "SOS",
        userIds: [adminId],
        autoPopup: true,
      })
    ).alertRuleId;
    // the first instance takes the alert engine's lead before it answers its health check
    await startInstance();
    await startInstance();
    const login = await fetch(`http://127.0.0.1:${instances[0]?.port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_HEADER]: "web" },
      body: JSON.stringify({ username: "admin", password: DEMO_PASSWORD }),
    });
    const session = login.headers
      .getSetCookie()
      .find((header) => header.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    if (!session) throw new Error(`login failed: ${login.status}`);
    cookie = session;
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.socket.close();
    for (const { child } of instances) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill("SIGTERM");
      await exited(child);
    }
    await database?.close();
    const connection = await connect({ servers: natsUrl }).catch(() => null);
    if (connection) {
      await (await jetstreamManager(connection)).streams.delete(`${prefix}_durable`).catch(() => false);
      await connection.close();
    }
  }, 60_000);

  it("a position into instance 1 reaches an operator socket and a public viewer on instance 2", async () => {
    const [first, second] = instances as [Instance, Instance];
    const view = await graphql<{
      createTemporaryLiveView: { temporaryLiveView: { temporaryLvId: number; shortKey: string } };
    }>(
      first,
      `mutation ($input: TemporaryLiveViewDataInput!) { createTemporaryLiveView(input: $input) {
        temporaryLiveView { temporaryLvId shortKey } } }`,
      { input: { name: "Uji skala", duration: 60, vehicleIds: [vehicleId], pickedColumns: ["lastSeen"] } },
    );
    const { temporaryLvId, shortKey } = view.createTemporaryLiveView.temporaryLiveView;
    const operator = await operatorSocket(second);
    const viewer = openTestSocket(
      `ws://127.0.0.1:${second.port}/ws/live-track?id=${temporaryLvId}&shToken=${shortKey}`,
    );
    sockets.push(viewer);
    await viewer.opened;
    await waitFor(() => viewer.texts.some((text) => text.startsWith('{"type":"snapshot"')));

    const latitude = await report(first);
    const carries = (text: string) => text.includes(latitude);
    await waitFor(
      () =>
        operator.messages("vehicle-updates").some((message) => carries(JSON.stringify(message))) &&
        viewer.texts.some((text) => !text.startsWith('{"type":"snapshot"') && carries(text)),
      10_000,
    );
    expect(operator.messages("vehicle-updates").some((message) => carries(JSON.stringify(message)))).toBe(
      true,
    );
    expect(viewer.texts.some((text) => !text.startsWith('{"type":"snapshot"') && carries(text))).toBe(true);
  }, 60_000);

  it("an SOS into the non-leader raises one alert, seen on both instances", async () => {
    const [first, second] = instances as [Instance, Instance];
    const onFirst = await operatorSocket(first);
    const onSecond = await operatorSocket(second);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await report(second, "&alarm=sos");
    await waitFor(() => alertsOn(onFirst) >= 1 && alertsOn(onSecond) >= 1, 10_000);
    // time for a second, wrong, evaluation to show
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await sosAlerts()).toBe(1);
    expect([alertsOn(onFirst), alertsOn(onSecond)]).toEqual([1, 1]);
  }, 60_000);

  it("a rule switched off through instance 2 stops the leader's alerts within 1 s", async () => {
    const [, second] = instances as [Instance, Instance];
    await setRuleActive(second, false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await report(second, "&alarm=sos");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await sosAlerts()).toBe(1);
    await setRuleActive(second, true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }, 60_000);

  it("a command sent through instance 1 reaches the tracker connected to instance 2; its answer comes back", async () => {
    const [first, second] = instances as [Instance, Instance];
    const imei = DEMO_GT06_IMEIS[0] ?? "";
    const [tracked] = resultRows<{ id: number }>(
      await database.db.execute(
        sql`select v.id from vehicles v join devices d on d.id = v.device_id where d.imei = ${imei}`,
      ),
    );
    const trackerVehicleId = Number(tracked?.id);
    const operator = await operatorSocket(first);
    const tracker = await connectGt06Tracker(second.gt06Port, imei);
    try {
      const sent = await graphql<{
        sendDeviceCommand: { isSuccessful: boolean; data: { id: number; text: string } | null };
      }>(
        first,
        `mutation ($input: SendDeviceCommandInput!) {
          sendDeviceCommand(input: $input) { isSuccessful data { id text } } }`,
        { input: { vehicleId: trackerVehicleId, kind: "locate", expiresInMinutes: 30 } },
      );
      expect(sent.sendDeviceCommand).toMatchObject({ isSuccessful: true, data: { text: "WHERE#" } });
      const command = await tracker.nextCommand(10_000);
      expect(command).toMatchObject({ serverFlag: sent.sendDeviceCommand.data?.id, text: "WHERE#" });

      const answer = "Lat:S6.200000,Lon:E106.816666,Speed:0.00km/h";
      await tracker.client.write(
        encodeGt06CommandReply({ serverFlag: command.serverFlag, text: answer, language: 2 }, 2),
      );
      const history = async () =>
        (
          await graphql<{ deviceCommands: { data: { status: string; answer: string | null }[] } }>(
            first,
            `query ($filter: DeviceCommandsFilter!) { deviceCommands(filter: $filter) { data { status answer } } }`,
            { filter: { vehicleId: trackerVehicleId } },
          )
        ).deviceCommands.data[0];
      await expect.poll(history, { timeout: 10_000 }).toEqual({ status: "answered", answer });
      // the other instance's status changes reach this instance's operator socket
      await waitFor(
        () =>
          operator
            .messages("device-command")
            .some((message) => JSON.stringify(message).includes('"status":"answered"')),
        10_000,
      );
    } finally {
      tracker.client.close();
    }
  }, 60_000);

  it("an announcement written through instance 1 reaches a user's socket on instance 2 (system-notif)", async () => {
    const [first, second] = instances as [Instance, Instance];
    const staffLogin = await fetch(`http://127.0.0.1:${first.port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_HEADER]: "web" },
      body: JSON.stringify({ username: "console", password: DEMO_PASSWORD }),
    });
    const staff = staffLogin.headers
      .getSetCookie()
      .find((header) => header.startsWith(`${SESSION_COOKIE}=`))
      ?.split(";")[0];
    const channel = `system-notif-${adminId}`;
    const socket = openTestSocket(`ws://127.0.0.1:${second.port}/ws`, { cookie });
    sockets.push(socket);
    await socket.opened;
    socket.socket.send(JSON.stringify({ type: "update_tags", payload: { channels: [channel] } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = await fetch(`http://127.0.0.1:${first.port}/api/console/system-notification`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staff ?? "", [CLIENT_HEADER]: "web" },
      body: JSON.stringify({ header: "Lintas instans", description: "Uji NATS", action: "none" }),
    });
    expect(created.status).toBe(200);
    await waitFor(() => socket.messages(channel).length >= 1, 10_000);
    expect(
      socket.messages<{ data: { system_notif_header: string } }>(channel)[0]?.data.system_notif_header,
    ).toBe("Lintas instans");
  }, 60_000);

  it("kill -9 of the leader hands the engine to the other instance with no alert lost", async () => {
    const [first, second] = instances as [Instance, Instance];
    const onSecond = await operatorSocket(second);
    first.child.kill("SIGKILL");
    await exited(first.child);
    // sent while no instance leads: kept in JetStream until the new leader consumes it
    await report(second, "&alarm=sos");
    await waitFor(() => alertsOn(onSecond) >= 1, 30_000);
    expect(alertsOn(onSecond)).toBe(1);
    expect(await sosAlerts()).toBe(2);
  }, 60_000);
});
