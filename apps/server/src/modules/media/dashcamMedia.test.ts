import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import {
  ALERT_CODE,
  decodeJt1078FileUpload,
  decodeJt1078ResourceQuery,
  encodeJt808Location,
  encodeJt1078FileUploadFinished,
  encodeJt1078ResourceList,
  JT808_MESSAGE,
  JT1078_MESSAGE,
  MEDIA_ACCESS_KEY,
  JT808_STANDARD_ZONE_MINUTES as ZONE,
} from "@armada/domain";
import { Client } from "basic-ftp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import type { TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { alertRules, alertRuleVehicles, rawAlerts } from "../alerts/alerts.tables.js";
import type { Ingest } from "../ingest/startIngest.js";
import { Jt808TestTerminal } from "../ingest/testing/jt808Terminal.js";
import { mediaRequests } from "./media.tables.js";
import { type DashcamTestApp, startDashcamTestApp } from "./testing/dashcamTestApp.js";

const CLIP = fileURLToPath(
  new URL("../../../../../tools/simulator/assets/dashcam-demo.mp4", import.meta.url),
);

/** A simulated dashcam over real TCP and FTP, the real pipeline, alert engine, database and HTTP. */
describe("dashcam media end to end", () => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  let dashcamApp: DashcamTestApp;
  const terminals: Jt808TestTerminal[] = [];

  beforeAll(async () => {
    dashcamApp = await startDashcamTestApp();
    ({ app: t, ingest } = dashcamApp);
  });

  afterAll(async () => {
    for (const terminal of terminals) terminal.close();
    await dashcamApp.close();
  });

  async function dashcam(terminalId: string) {
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: terminalId,
      licensePlate: `B ${terminalId.slice(-4)} MD`,
      vendorType: "jt808",
    });
    const terminal = await Jt808TestTerminal.authenticated(ingest?.ports.jt808 ?? 0, terminalId);
    terminals.push(terminal);
    return { vehicle, terminal };
  }

  const position = (time: Date, dms = false) =>
    encodeJt808Location(
      {
        time,
        latitude: -6.2,
        longitude: 106.82,
        speedKmh: 40,
        course: 90,
        safetyAlarms: dms
          ? [
              {
                kind: "dms",
                alarmId: 7,
                type: 0x01,
                flag: 1,
                speedKmh: 40,
                latitude: -6.2,
                longitude: 106.82,
                time,
                terminalId: "DC1",
              },
            ]
          : [],
      },
      ZONE,
    );

  it("DMS alarm → alert → clip requested → waiting → uploaded over FTP → complete, served with ranges to its company only", async () => {
    const { vehicle, terminal } = await dashcam("62812000001");
    const [rule] = await t.database.db
      .insert(alertRules)
      .values({
        companyId: vehicle.companyId,
        alertCode: ALERT_CODE.dmsFatigue,
        label: "Lelah",
        alertUrgencyType: "Urgent",
      })
      .returning();
    if (!rule) throw new Error("no rule");
    await t.database.db
      .insert(alertRuleVehicles)
      .values({ alertRuleId: rule.alertRuleId, vehicleId: vehicle.vehicleId });
    t.services.bus.publish(topics.alertRuleChanges(vehicle.companyId), {
      companyId: vehicle.companyId,
      alertRuleIds: [rule.alertRuleId],
    });

    const alarmTime = new Date(Date.now() - 8_000);
    alarmTime.setUTCMilliseconds(0);
    await terminal.send(JT808_MESSAGE.location, position(new Date(alarmTime.getTime() - 10_000)));
    await terminal.response();
    await terminal.send(JT808_MESSAGE.location, position(alarmTime, true));
    await terminal.response();
    const alert = await expect
      .poll(async () => {
        await t.services.positionPipeline.drain();
        await t.services.alertEngine.idle();
        const [row] = await t.database.db
          .select()
          .from(rawAlerts)
          .where(eq(rawAlerts.vehicleId, vehicle.vehicleId));
        return row;
      })
      .toMatchObject({ alertCode: ALERT_CODE.dmsFatigue, shouldHaveMedia: true });
    const [raised] = await t.database.db
      .select()
      .from(rawAlerts)
      .where(eq(rawAlerts.vehicleId, vehicle.vehicleId));
    expect(alert).toBeDefined();

    // the operator's popup: the file list of the driver channel around the alert
    const viewer = await t.login("operator");
    const listing = t.graphql<{
      vehicleVideos: { isSuccessful: boolean; data: { channel: number; fileSize: number }[] };
    }>(
      viewer,
      `query ($filter: VehicleVideosFilter!) { vehicleVideos(filter: $filter) { isSuccessful data { channel fileSize startTime } } }`,
      {
        filter: {
          vehicleId: vehicle.vehicleId,
          channel: 3,
          fileListOnly: true,
          isFromCache: false,
          startTime: new Date(alarmTime.getTime() - 60_000).toISOString(),
          endTime: new Date(alarmTime.getTime() + 60_000).toISOString(),
        },
      },
    );
    const query = await terminal.next();
    expect(query.messageId).toBe(JT1078_MESSAGE.resourceListQuery);
    const asked = decodeJt1078ResourceQuery(query.body, ZONE);
    expect(asked).toMatchObject({ channel: 3, start: new Date(alarmTime.getTime() - 60_000) });
    const clipSize = (await readFile(CLIP)).length;
    const resource = {
      channel: 3,
      start: new Date(alarmTime.getTime() - 5_000),
      end: new Date(alarmTime.getTime() + 5_000),
      alarmFlags: [0, 0] as const,
      resourceType: 2,
      streamType: 1,
      storageType: 1,
      sizeBytes: clipSize,
    };
    await terminal.send(
      JT1078_MESSAGE.resourceList,
      encodeJt1078ResourceList({ serial: query.serial, resources: [resource] }, ZONE),
    );
    expect((await listing).data?.vehicleVideos).toMatchObject({
      isSuccessful: true,
      data: [{ channel: 3, fileSize: clipSize }],
    });
    await terminal.response();

    // the clip: requested, the dashcam told where to upload (waiting), then it uploads and says so
    const asked2 = await t.graphql<{
      setUploadMedia: { isSuccessful: boolean; message: string; data: { id: number; status: string } };
    }>(
      viewer,
      `mutation ($input: SetUploadMediaInput!) { setUploadMedia(input: $input) { isSuccessful message data { id status } } }`,
      {
        input: {
          imei: vehicle.imei,
          rawAlertInput: { cameraPosition: 2, rawAlertCreatedOn: raised?.createdOn.toISOString() },
        },
      },
    );
    expect(asked2.data?.setUploadMedia).toMatchObject({
      isSuccessful: true,
      message: "Sent",
      data: { status: "W" },
    });
    const alertMedia = async () =>
      (
        await t.graphql<{ rawAlerts: { rawAlerts: { data: Record<string, unknown>[] } } }>(
          viewer,
          `query ($filter: RawAlertsFilter) { rawAlerts(filter: $filter) { rawAlerts { data { shouldHaveMedia canRequest canCheck retryCount pollingStatus additionalData { downloadVideoStatus } videoData { id url } } } } }`,
          { filter: { rawAlertIds: [raised?.rawAlertId] } },
        )
      ).data?.rawAlerts.rawAlerts.data[0];
    expect(await alertMedia()).toMatchObject({
      shouldHaveMedia: true,
      canRequest: false,
      canCheck: true,
      retryCount: 1,
      pollingStatus: "waiting",
      additionalData: { downloadVideoStatus: "W" },
      videoData: null,
    });
    const request = { id: asked2.data?.setUploadMedia.data.id ?? 0 };
    const command = await terminal.next();
    expect(command.messageId).toBe(JT1078_MESSAGE.fileUpload);
    const upload = decodeJt1078FileUpload(command.body, ZONE);
    expect(upload).toMatchObject({
      host: "127.0.0.1",
      port: dashcamApp.ftpPort,
      channel: 3,
      start: resource.start,
      end: resource.end,
    });
    if (!upload) throw new Error("no upload command");

    const ftp = new Client(5_000);
    await ftp.access({
      host: upload.host,
      port: upload.port,
      user: upload.username,
      password: upload.password,
    });
    await ftp.ensureDir(upload.path);
    await ftp.uploadFrom(CLIP, "CH03_alarm.mp4");
    ftp.close();
    // the one-time login cannot be used again
    await expect(
      new Client(5_000).access({
        host: upload.host,
        port: upload.port,
        user: upload.username,
        password: upload.password,
      }),
    ).rejects.toThrow(/530/);

    await terminal.send(
      JT1078_MESSAGE.fileUploadFinished,
      encodeJt1078FileUploadFinished({ serial: command.serial, success: true }),
    );
    await terminal.response();
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mediaRequests).where(eq(mediaRequests.id, request.id)))[0],
      )
      .toMatchObject({
        status: "S",
        fileSize: clipSize,
        contentType: "video/mp4",
        rawAlertId: raised?.rawAlertId,
      });

    expect(await alertMedia()).toMatchObject({
      canRequest: false,
      canCheck: false,
      pollingStatus: "complete",
      videoData: { id: request.id, url: `/api/media/${request.id}` },
    });
    const histories = await t.graphql<{
      findDownloadVideoHistories: { data: { id: number; status: string; url: string }[] };
    }>(
      viewer,
      `query ($filter: DownloadVideoHistoriesFilter!) { findDownloadVideoHistories(filter: $filter) { isSuccessful data { id status url rawAlertId } pagination { total } } }`,
      {
        filter: {
          vehicleId: vehicle.vehicleId,
          startTime: raised?.createdOn.toISOString(),
          pagination: { page: 1, show: 9999 },
        },
      },
    );
    expect(histories.data?.findDownloadVideoHistories).toMatchObject({
      isSuccessful: true,
      data: [
        { id: request.id, status: "S", url: `/api/media/${request.id}`, rawAlertId: raised?.rawAlertId },
      ],
      pagination: { total: 1 },
    });

    // served to the company's users with the media key, with ranges; nobody else gets it
    const whole = await t.app.inject({ url: `/api/media/${request.id}`, headers: { cookie: viewer } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(await readFile(CLIP));
    const part = await t.app.inject({
      url: `/api/media/${request.id}`,
      headers: { cookie: viewer, range: "bytes=100-199" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${clipSize}`);
    expect(part.rawPayload).toEqual((await readFile(CLIP)).subarray(100, 200));
    const beyond = await t.app.inject({
      url: `/api/media/${request.id}`,
      headers: { cookie: viewer, range: `bytes=${clipSize}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const stranger = await t.loginAs([MEDIA_ACCESS_KEY], "PT Lain");
    expect(
      (await t.app.inject({ url: `/api/media/${request.id}`, headers: { cookie: stranger } })).statusCode,
    ).toBe(404);
    const withoutKey = await t.loginAs([]);
    expect(
      (await t.app.inject({ url: `/api/media/${request.id}`, headers: { cookie: withoutKey } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/media/${request.id}` })).statusCode).toBe(401);
  });

  it("a failed upload notice fails the request; a silent dashcam is unreachable", async () => {
    const { vehicle, terminal } = await dashcam("62812000002");
    await terminal.send(JT808_MESSAGE.location, position(new Date(Date.now() - 5_000)));
    await terminal.response();
    await t.services.positionPipeline.drain();
    const window = {
      vehicleId: vehicle.vehicleId,
      channel: 1,
      startTime: new Date(Date.now() - 10_000),
      endTime: new Date(),
    };
    const request = await t.services.media.service.requestClip(vehicle.companyId, window);
    const command = await terminal.next();
    await terminal.send(
      JT1078_MESSAGE.fileUploadFinished,
      encodeJt1078FileUploadFinished({ serial: command.serial, success: false }),
    );
    await terminal.response();
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mediaRequests).where(eq(mediaRequests.id, request.id)))[0]
            ?.status,
      )
      .toBe("F");

    const open = () => ingest?.metrics().find((gateway) => gateway.protocol === "jt808")?.connectionsOpen;
    const before = open() ?? 0;
    terminal.close();
    await expect.poll(open).toBe(before - 1);
    await expect(t.services.media.service.requestClip(vehicle.companyId, window)).rejects.toMatchObject({
      errorName: "DeviceUnreachable",
    });
  });
});
