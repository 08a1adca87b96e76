import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import {
  ALERT_CODE,
  decodeAttachmentFileAnswer,
  decodeAttachmentUploadInstruction,
  decodeJt1078FileUpload,
  decodeJt1078ResourceQuery,
  encodeAttachmentData,
  encodeAttachmentFileInfo,
  encodeAttachmentInfo,
  encodeGt06CommandReply,
  encodeJt808Location,
  encodeJt1078FileUploadFinished,
  encodeJt1078ResourceList,
  JT808_ATTACHMENT_MESSAGE,
  JT808_MESSAGE,
  JT808_STANDARD_ZONE_MINUTES,
  JT1078_MESSAGE,
} from "@armada/domain";
import { Client as FtpClient } from "basic-ftp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { resultRows } from "../db/resultRows.js";
import { CLIENT_HEADER } from "../http/securityPlugin.js";
import { companyIdOf, insertTestRule } from "../modules/alerts/testing/alertFixtures.js";
import { connectGt06Tracker } from "../modules/ingest/testing/gt06Tracker.js";
import { Jt808TestTerminal } from "../modules/ingest/testing/jt808Terminal.js";
import { DEMO_DASHCAM_ID, DEMO_GT06_IMEIS, DEMO_OSMAND_IDS } from "../seed/demoFleet.js";
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from "../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  deleteNatsPrefix,
  exited,
  graphqlOn,
  signIn,
  startBuiltServer,
  stopBuiltServers,
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
  jt808Port: number;
  attachmentPort: number;
  ftpPort: number;
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
  /** the instances' DATA_DIR (dashcam clips) */
  let dataDir: string;

  async function startInstance() {
    const { port, env } = await builtServerPlace({ databaseUrl: database.url, dataDir: "unused" });
    const child = startBuiltServer({
      ...env,
      NATS_URL: natsUrl,
      NATS_PREFIX: prefix,
      DATA_DIR: dataDir,
      FTP_PUBLIC_HOST: "127.0.0.1",
    });
    await waitForHealth(port, child);
    const instance = {
      port,
      osmandPort: Number(env.OSMAND_PORT),
      gt06Port: Number(env.GT06_PORT),
      jt808Port: Number(env.JT808_PORT),
      attachmentPort: Number(env.JT808_ATTACHMENT_PORT),
      ftpPort: Number(env.FTP_PORT),
      child,
    };
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

  const graphql = <T>(instance: Instance, query: string, variables: Record<string, unknown> = {}) =>
    graphqlOn<T>(instance.port, cookie, query, variables);

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
    dataDir = await mkdtemp(join(tmpdir(), "armada-two-"));
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
    await insertTestRule(database.db, { companyId, alertCode: ALERT_CODE.dmsFatigue, label: "Lelah" });
    // the first instance takes the alert engine's lead before it answers its health check
    await startInstance();
    await startInstance();
    cookie = await signIn(instances[0]?.port ?? 0, "admin", DEMO_PASSWORD);
  }, 300_000);

  afterAll(async () => {
    for (const socket of sockets) socket.socket.close();
    await stopBuiltServers(instances.map((instance) => instance.child));
    await database?.close();
    await deleteNatsPrefix(natsUrl, prefix);
    await rm(dataDir, { recursive: true, force: true });
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

  it("a dashcam alarm's attachment asked for by instance 1 is taken by instance 2's attachment server and plays with its alert", async () => {
    const [first, second] = instances as [Instance, Instance];
    const terminalId = DEMO_DASHCAM_ID;
    const terminal = await Jt808TestTerminal.authenticated(first.jt808Port, terminalId);
    const time = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_000);
    const alarm = {
      kind: "dms" as const,
      alarmId: 1,
      type: 0x01,
      flag: 1,
      speedKmh: 40,
      latitude: -6.2,
      longitude: 106.82,
      time,
      terminalId: "0000025",
      attachments: 1,
    };
    const uploader = await Jt808TestTerminal.connect(second.attachmentPort, terminalId);
    try {
      await terminal.send(
        JT808_MESSAGE.location,
        encodeJt808Location(
          { time, latitude: -6.2, longitude: 106.82, speedKmh: 40, course: 90, safetyAlarms: [alarm] },
          JT808_STANDARD_ZONE_MINUTES,
        ),
      );
      expect(await terminal.response()).toMatchObject({ result: 0 });
      const command = await terminal.next(10_000);
      expect(command.messageId).toBe(JT808_ATTACHMENT_MESSAGE.uploadInstruction);
      const instruction = decodeAttachmentUploadInstruction(command.body, JT808_STANDARD_ZONE_MINUTES);
      expect(instruction.tcpPort).toBe(first.attachmentPort);

      // the terminal reaches the other instance (behind one address, a load balancer picks either)
      const name = `00_3_6501_0_${instruction.alarmNumber}.jpg`;
      const bytes = Uint8Array.from({ length: 300 }, (_, index) => index & 0xff);
      const file = { name, fileType: 0, sizeBytes: bytes.length };
      await uploader.send(
        JT808_ATTACHMENT_MESSAGE.attachmentInfo,
        encodeAttachmentInfo(
          {
            terminalId: "0000025",
            identification: instruction.identification,
            alarmNumber: instruction.alarmNumber,
            infoType: 0,
            files: [{ name, sizeBytes: bytes.length }],
          },
          JT808_STANDARD_ZONE_MINUTES,
        ),
      );
      expect(await uploader.response()).toMatchObject({ result: 0 });
      await uploader.send(JT808_ATTACHMENT_MESSAGE.fileInfo, encodeAttachmentFileInfo(file));
      expect(await uploader.response()).toMatchObject({ result: 0 });
      await uploader.client.write(encodeAttachmentData(name, 0, bytes));
      await uploader.send(JT808_ATTACHMENT_MESSAGE.fileFinished, encodeAttachmentFileInfo(file));
      expect(decodeAttachmentFileAnswer((await uploader.next(10_000)).body).missing).toEqual([]);

      const videoData = async () =>
        (
          await graphql<{ rawAlerts: { rawAlerts: { data: { videoData: { url: string } | null }[] } } }>(
            first,
            `query ($filter: RawAlertsFilter) { rawAlerts(filter: $filter) { rawAlerts { data { videoData { url } } } } }`,
            { filter: { alertCodes: [ALERT_CODE.dmsFatigue], startDate: time.toISOString() } },
          )
        ).rawAlerts.rawAlerts.data[0]?.videoData?.url ?? null;
      await expect.poll(videoData, { timeout: 40_000 }).toMatch(/^\/api\/media\/\d+$/);
      const served = await fetch(`http://127.0.0.1:${second.port}${await videoData()}`, {
        headers: { cookie, [CLIENT_HEADER]: "web" },
      });
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    } finally {
      terminal.close();
      uploader.close();
    }
  }, 90_000);

  it("a clip request made on instance 1 reaches the dashcam connected to instance 2: file list, upload, stored clip", async () => {
    const [first, second] = instances as [Instance, Instance];
    const terminalId = "13800002099";
    const companyId = await companyIdOf(database.db, "PT Armada Demo");
    const [camera] = resultRows<{ id: number }>(
      await database.db.execute(
        sql`insert into devices (company_id, imei, vendor_type) values (${companyId}, ${terminalId}, 'bsj') returning id`,
      ),
    );
    const [vehicle] = resultRows<{ id: number }>(
      await database.db.execute(
        sql`insert into vehicles (company_id, license_plate, device_id) values (${companyId}, 'B 2099 DV', ${camera?.id}) returning id`,
      ),
    );
    const dashcamVehicleId = Number(vehicle?.id);
    // instance 1 holds no socket of it: the fleet cache must not have it as unknown either
    const terminal = await Jt808TestTerminal.authenticated(second.jt808Port, terminalId);
    try {
      const now = new Date();
      now.setUTCMilliseconds(0);
      await terminal.send(
        JT808_MESSAGE.location,
        encodeJt808Location(
          { time: now, latitude: -6.2, longitude: 106.82, speedKmh: 0, course: 0, safetyAlarms: [] },
          JT808_STANDARD_ZONE_MINUTES,
        ),
      );
      await terminal.response();
      await expect
        .poll(
          async () =>
            resultRows<{ count: number }>(
              await database.db.execute(
                sql`select count(*)::int as count from vehicle_latest_status where vehicle_id = ${dashcamVehicleId}`,
              ),
            )[0]?.count,
          { timeout: 10_000 },
        )
        .toBe(1);

      // the file list, asked on instance 1, answered by the dashcam on instance 2
      const start = new Date(now.getTime() - 60_000);
      const listing = graphql<{
        vehicleVideos: {
          isSuccessful: boolean;
          errorName: string | null;
          data: { channel: number; fileSize: number; startTime: string }[];
        };
      }>(
        first,
        `query ($filter: VehicleVideosFilter!) { vehicleVideos(filter: $filter) { isSuccessful errorName data { channel fileSize startTime } } }`,
        {
          filter: {
            vehicleId: dashcamVehicleId,
            channel: 1,
            fileListOnly: true,
            isFromCache: false,
            startTime: start.toISOString(),
            endTime: now.toISOString(),
          },
        },
      );
      const query = await terminal.next(10_000);
      expect(query.messageId).toBe(JT1078_MESSAGE.resourceListQuery);
      expect(decodeJt1078ResourceQuery(query.body, JT808_STANDARD_ZONE_MINUTES)).toMatchObject({
        channel: 1,
        start,
      });
      const clip = Buffer.from("two instances, one dashcam");
      const resource = {
        channel: 1,
        start: new Date(now.getTime() - 10_000),
        end: now,
        alarmFlags: [0, 0] as const,
        resourceType: 2,
        streamType: 1,
        storageType: 1,
        sizeBytes: clip.length,
      };
      await terminal.send(
        JT1078_MESSAGE.resourceList,
        encodeJt1078ResourceList(
          { serial: query.serial, resources: [resource] },
          JT808_STANDARD_ZONE_MINUTES,
        ),
      );
      expect((await listing).vehicleVideos).toEqual({
        isSuccessful: true,
        errorName: null,
        data: [{ channel: 1, fileSize: clip.length, startTime: resource.start.toISOString() }],
      });
      await terminal.response();

      // the upload, asked on instance 1: the dashcam is told to upload to instance 1's FTP receiver
      const asked = await graphql<{
        setUploadMedia: {
          isSuccessful: boolean;
          errorName: string | null;
          data: { id: number; status: string } | null;
        };
      }>(
        first,
        `mutation ($input: SetUploadMediaInput!) { setUploadMedia(input: $input) { isSuccessful errorName data { id status } } }`,
        {
          input: {
            imei: terminalId,
            bsjInput: {
              channel: "CH01",
              startTime: resource.start.toISOString(),
              endTime: now.toISOString(),
              createdOnRawAlert: now.toISOString(),
            },
          },
        },
      );
      expect(asked.setUploadMedia).toMatchObject({ isSuccessful: true, data: { status: "W" } });
      const command = await terminal.next(10_000);
      expect(command.messageId).toBe(JT1078_MESSAGE.fileUpload);
      const upload = decodeJt1078FileUpload(command.body, JT808_STANDARD_ZONE_MINUTES);
      expect(upload).toMatchObject({ host: "127.0.0.1", port: first.ftpPort, channel: 1 });
      if (!upload) throw new Error("no upload command");
      const ftp = new FtpClient(5_000);
      await ftp.access({
        host: upload.host,
        port: upload.port,
        user: upload.username,
        password: upload.password,
      });
      await ftp.uploadFrom(Readable.from(clip), "clip.mp4");
      ftp.close();
      await terminal.send(
        JT1078_MESSAGE.fileUploadFinished,
        encodeJt1078FileUploadFinished({ serial: command.serial, success: true }),
      );
      await terminal.response();
      const requestId = asked.setUploadMedia.data?.id;
      const history = async () =>
        (
          await graphql<{
            findDownloadVideoHistories: { data: { id: number; status: string; fileSize: number | null }[] };
          }>(
            second,
            `query ($filter: DownloadVideoHistoriesFilter!) { findDownloadVideoHistories(filter: $filter) { data { id status fileSize } } }`,
            {
              filter: {
                vehicleId: dashcamVehicleId,
                startTime: resource.start.toISOString(),
                endTime: now.toISOString(),
              },
            },
          )
        ).findDownloadVideoHistories.data.find((row) => row.id === requestId);
      await expect
        .poll(history, { timeout: 15_000 })
        .toEqual({ id: requestId, status: "S", fileSize: clip.length });
    } finally {
      terminal.close();
    }
  }, 90_000);

  it("an announcement written through instance 1 reaches a user's socket on instance 2 (system-notif)", async () => {
    const [first, second] = instances as [Instance, Instance];
    const staff = await signIn(first.port, "console", DEMO_PASSWORD);
    const channel = `system-notif-${adminId}`;
    const socket = openTestSocket(`ws://127.0.0.1:${second.port}/ws`, { cookie });
    sockets.push(socket);
    await socket.opened;
    socket.socket.send(JSON.stringify({ type: "update_tags", payload: { channels: [channel] } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const created = await fetch(`http://127.0.0.1:${first.port}/api/console/system-notification`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staff, [CLIENT_HEADER]: "web" },
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
