import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import {
  ALERT_CODE,
  decodeAttachmentFileAnswer,
  decodeAttachmentUploadInstruction,
  encodeAttachmentData,
  encodeAttachmentFileInfo,
  encodeAttachmentInfo,
  encodeJt808Frame,
  encodeJt808Location,
  JT808_ATTACHMENT_MESSAGE,
  JT808_MESSAGE,
  JT808_RESULT,
  type Jt808AttachmentUploadInstruction,
  MEDIA_ACCESS_KEY,
  TRACK_MERGE_TIMING,
  JT808_STANDARD_ZONE_MINUTES as ZONE,
} from "@armada/domain";
import { Jt808Dashcam, silentSimulatorLogger } from "@armada/simulator";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import type { TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { alertRules, alertRuleVehicles, rawAlerts } from "../alerts/alerts.tables.js";
import { insertTestAlert } from "../alerts/testing/alertFixtures.js";
import type { Ingest } from "../ingest/startIngest.js";
import { Jt808TestTerminal } from "../ingest/testing/jt808Terminal.js";
import { createAlarmAttachmentService } from "./alarmAttachmentService.js";
import { createAttachmentServer } from "./attachmentServer.js";
import { alarmAttachments, mediaRequests } from "./media.tables.js";
import { findAlarmRawAlertId } from "./mediaRepository.js";
import { createMediaStore } from "./mediaStore.js";
import {
  alarmMediaRequests,
  type DashcamTestApp,
  drivingSample,
  startDashcamTestApp,
} from "./testing/dashcamTestApp.js";

const asset = (name: string) =>
  fileURLToPath(new URL(`../../../../../tools/simulator/assets/${name}`, import.meta.url));

/** DMS type 0x07 of the BSJ vendor table: eyes closed (alert code 49). */
const EYES_CLOSED = { kind: "dms" as const, type: 0x07 };

/** The simulator's BSJ dashcam, the real gateway, attachment server, alert engine, database and HTTP. */
describe("alarm attachments (T/JSATL 12 attachment server)", () => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  let dashcamApp: DashcamTestApp;
  const dashcams: Jt808Dashcam[] = [];
  const terminals: Jt808TestTerminal[] = [];

  beforeAll(async () => {
    dashcamApp = await startDashcamTestApp({ MEDIA_MAX_UPLOAD_MB: "1" });
    ({ app: t, ingest } = dashcamApp);
  });

  afterAll(async () => {
    for (const dashcam of dashcams) dashcam.stop();
    for (const terminal of terminals) terminal.close();
    await dashcamApp.close();
  });

  async function eyesClosedRule(companyId: number, vehicleId: number) {
    const [rule] = await t.database.db
      .insert(alertRules)
      .values({
        companyId,
        alertCode: ALERT_CODE.dmsEyesClosed,
        label: "Mata terpejam",
        alertUrgencyType: "Urgent",
      })
      .returning();
    if (!rule) throw new Error("no rule");
    await t.database.db.insert(alertRuleVehicles).values({ alertRuleId: rule.alertRuleId, vehicleId });
    t.services.bus.publish(topics.alertRuleChanges(companyId), {
      companyId,
      alertRuleIds: [rule.alertRuleId],
    });
  }

  it("a BSJ dashcam's eyes-closed alarm → 0x9208 → snapshot and clip uploaded (one piece sent again) → the alert plays it, ranges, own company only", async () => {
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "138000000071",
      licensePlate: "B 71 ATT",
      vendorType: "bsj",
    });
    await eyesClosedRule(vehicle.companyId, vehicle.vehicleId);
    const dashcam = new Jt808Dashcam(
      vehicle.imei,
      "127.0.0.1",
      ingest?.ports.jt808 ?? 0,
      silentSimulatorLogger,
    );
    dashcams.push(dashcam);
    dashcam.start();
    await expect.poll(() => dashcam.connected, { timeout: 10_000 }).toBe(true);
    const alarmTime = new Date(Date.now() - 5_000);
    alarmTime.setUTCMilliseconds(0);
    dashcam.sendLocation(drivingSample(40), new Date(alarmTime.getTime() - 5_000));
    dashcam.sendLocation(drivingSample(42), alarmTime, { ...EYES_CLOSED, attachments: true });

    await expect
      .poll(() => dashcam.stats.attachmentUploads + dashcam.stats.attachmentFailures, { timeout: 20_000 })
      .toBe(1);
    expect(dashcam.stats).toMatchObject({ attachmentUploads: 1, attachmentFailures: 0 });
    // the dashcam's first upload leaves a piece of the clip out: the 0x9212 asked for it again
    expect(dashcam.stats.attachmentResends).toBe(1);
    expect(t.services.media.attachmentStats()).toMatchObject({ filesStored: 2, resendsAsked: 1 });
    expect(t.services.media.attachmentMetrics()).toMatchObject({
      media_attachment_files_stored: 2,
      media_attachment_resends_asked: 1,
    });

    const [alarm] = await t.database.db
      .select()
      .from(alarmAttachments)
      .where(eq(alarmAttachments.vehicleId, vehicle.vehicleId));
    expect(alarm).toMatchObject({ alertCode: ALERT_CODE.dmsEyesClosed, alarmTime });
    expect(alarm?.alarmNumber).toMatch(/^[0-9a-f]{32}$/);

    await expect
      .poll(async () => (await alarmMediaRequests(t, vehicle.vehicleId)).length, { timeout: 40_000 })
      .toBe(2);
    const [raised] = await t.database.db
      .select()
      .from(rawAlerts)
      .where(eq(rawAlerts.vehicleId, vehicle.vehicleId));
    expect(raised).toMatchObject({
      alertCode: ALERT_CODE.dmsEyesClosed,
      createdOn: alarmTime,
      shouldHaveMedia: true,
    });

    const viewer = await t.login("operator");
    const shown = await t.graphql<{ rawAlerts: { rawAlerts: { data: Record<string, unknown>[] } } }>(
      viewer,
      `query ($filter: RawAlertsFilter) { rawAlerts(filter: $filter) { rawAlerts { data { canRequest canCheck pollingStatus additionalData { downloadVideoStatus } videoData { id url contentType channel } } } } }`,
      { filter: { rawAlertIds: [raised?.rawAlertId] } },
    );
    const media = shown.data?.rawAlerts.rawAlerts.data[0];
    expect(media).toMatchObject({
      canRequest: false,
      canCheck: false,
      pollingStatus: "complete",
      additionalData: { downloadVideoStatus: "S" },
      videoData: { contentType: "video/mp4", channel: 3 },
    });
    const url = (media?.videoData as { url: string } | undefined)?.url ?? "";

    // the popup's download history around the alert holds both files, the clip's window ±5 s
    const history = await t.graphql<{
      findDownloadVideoHistories: {
        data: { status: string; contentType: string; startTime: string; url: string }[];
      };
    }>(
      viewer,
      `query ($filter: DownloadVideoHistoriesFilter!) { findDownloadVideoHistories(filter: $filter) { data { status contentType startTime url } } }`,
      { filter: { vehicleId: vehicle.vehicleId, startTime: alarmTime.toISOString() } },
    );
    const rows = history.data?.findDownloadVideoHistories.data ?? [];
    expect(rows.map((row) => [row.status, row.contentType]).sort()).toEqual([
      ["S", "image/jpeg"],
      ["S", "video/mp4"],
    ]);

    const clip = await readFile(asset("dashcam-demo.mp4"));
    const whole = await t.app.inject({ url, headers: { cookie: viewer } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(clip)).toBe(true);
    const part = await t.app.inject({ url, headers: { cookie: viewer, range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
    const snapshotUrl = rows.find((row) => row.contentType === "image/jpeg")?.url ?? "";
    const snapshot = await t.app.inject({ url: snapshotUrl, headers: { cookie: viewer } });
    expect(snapshot.headers["content-type"]).toBe("image/jpeg");
    expect(snapshot.rawPayload.equals(await readFile(asset("dashcam-snapshot.jpg")))).toBe(true);
    const stranger = await t.loginAs([MEDIA_ACCESS_KEY], "PT Lain");
    expect((await t.app.inject({ url, headers: { cookie: stranger } })).statusCode).toBe(404);
  });

  describe("refusals", () => {
    let instruction: Jt808AttachmentUploadInstruction;
    const terminalId = "138000000072";

    beforeAll(async () => {
      const vehicle = await createTestVehicle(t.database.db, {
        companyName: "PT Armada Demo",
        imei: terminalId,
        licensePlate: "B 72 ATT",
        vendorType: "bsj",
      });
      expect(vehicle.vehicleId).toBeGreaterThan(0);
      const terminal = await Jt808TestTerminal.authenticated(ingest?.ports.jt808 ?? 0, terminalId);
      terminals.push(terminal);
      const time = new Date(Date.now() - 3_000);
      await terminal.send(
        JT808_MESSAGE.location,
        encodeJt808Location(
          {
            time,
            latitude: -6.2,
            longitude: 106.82,
            speedKmh: 40,
            course: 90,
            safetyAlarms: [
              {
                kind: "dms",
                alarmId: 1,
                type: 0x09,
                flag: 1,
                speedKmh: 40,
                latitude: -6.2,
                longitude: 106.82,
                time,
                terminalId: "0000072",
                serial: 4,
                attachments: 1,
              },
            ],
          },
          ZONE,
        ),
      );
      expect(await terminal.response()).toMatchObject({ result: 0 });
      const command = await terminal.next(5_000);
      expect(command.messageId).toBe(JT808_ATTACHMENT_MESSAGE.uploadInstruction);
      instruction = decodeAttachmentUploadInstruction(command.body, ZONE);
      expect(instruction).toMatchObject({
        host: "127.0.0.1",
        udpPort: 0,
        identification: { terminalId: "0000072", serial: 4, attachments: 1, size: 16 },
      });
    });

    /** A connection to the attachment server that lists `files` for `alarmNumber`; the 0x8001 result. */
    async function listFiles(
      phone: string,
      files: { name: string; sizeBytes: number }[],
      alarmNumber = instruction.alarmNumber,
    ) {
      const client = await Jt808TestTerminal.connect(instruction.tcpPort, phone);
      terminals.push(client);
      await client.send(
        JT808_ATTACHMENT_MESSAGE.attachmentInfo,
        encodeAttachmentInfo(
          {
            terminalId: "0000072",
            identification: instruction.identification,
            alarmNumber,
            infoType: 0,
            files,
          },
          ZONE,
        ),
      );
      return { client, result: (await client.response()).result };
    }

    it("refuses an alarm number never issued, another terminal's upload, oversized files and paths in names", async () => {
      const file = { name: "00_3_6509_0_a.jpg", sizeBytes: 10 };
      const unknown = await listFiles(terminalId, [file], "f".repeat(32));
      expect(unknown.result).toBe(1);
      await unknown.client.client.waitClosed();
      expect((await listFiles("138000000071", [file])).result).toBe(1);
      expect((await listFiles(terminalId, [{ name: "big.mp4", sizeBytes: 2 * 1024 * 1024 }])).result).toBe(1);
      expect((await listFiles(terminalId, [{ name: "../../escape.jpg", sizeBytes: 10 }])).result).toBe(1);
      expect(t.services.media.attachmentStats()?.refusedUploads).toBeGreaterThanOrEqual(4);
    });

    it("refuses a file not listed, closes on data past the size or garbage; the server keeps serving", async () => {
      const { client, result } = await listFiles(terminalId, [{ name: "00_3_6509_0_a.jpg", sizeBytes: 10 }]);
      expect(result).toBe(0);
      await client.send(
        JT808_ATTACHMENT_MESSAGE.fileInfo,
        encodeAttachmentFileInfo({ name: "other.jpg", fileType: 0, sizeBytes: 10 }),
      );
      expect((await client.response()).result).toBe(1);
      await client.send(
        JT808_ATTACHMENT_MESSAGE.fileInfo,
        encodeAttachmentFileInfo({ name: "00_3_6509_0_a.jpg", fileType: 0, sizeBytes: 10 }),
      );
      expect((await client.response()).result).toBe(0);
      await client.client.write(encodeAttachmentData("00_3_6509_0_a.jpg", 8, new Uint8Array(4)));
      await client.client.waitClosed();

      const garbage = await Jt808TestTerminal.connect(instruction.tcpPort, terminalId);
      terminals.push(garbage);
      await garbage.client.write(new Uint8Array(4096).fill(0x41));
      await garbage.client.waitClosed();
      // a data frame announcing 4 GiB is refused before anything is allocated
      const absurd = await Jt808TestTerminal.connect(instruction.tcpPort, terminalId);
      terminals.push(absurd);
      const header = encodeAttachmentData("00_3_6509_0_a.jpg", 0, new Uint8Array(0));
      header.set([0xff, 0xff, 0xff, 0xff], header.length - 4);
      await absurd.client.write(header);
      await absurd.client.waitClosed();

      // a whole upload still works: the file is complete at the first 0x1212, and kept once when sent again
      for (const round of [0, 1]) {
        const again = await listFiles(terminalId, [{ name: "00_3_6509_0_a.jpg", sizeBytes: 10 }]);
        expect(again.result).toBe(0);
        await again.client.send(
          JT808_ATTACHMENT_MESSAGE.fileInfo,
          encodeAttachmentFileInfo({ name: "00_3_6509_0_a.jpg", fileType: 0, sizeBytes: 10 }),
        );
        expect((await again.client.response()).result).toBe(0);
        await again.client.client.write(
          encodeAttachmentData("00_3_6509_0_a.jpg", 0, Uint8Array.of(1, 2, 3, 4, 5)),
        );
        await again.client.send(
          JT808_ATTACHMENT_MESSAGE.fileFinished,
          encodeAttachmentFileInfo({ name: "00_3_6509_0_a.jpg", fileType: 0, sizeBytes: 10 }),
        );
        const gaps = await again.client.next();
        expect(gaps.messageId).toBe(JT808_ATTACHMENT_MESSAGE.fileFinishedAnswer);
        expect(decodeAttachmentFileAnswer(gaps.body).missing).toEqual([{ offset: 5, length: 5 }]);
        await again.client.client.write(
          encodeAttachmentData("00_3_6509_0_a.jpg", 5, Uint8Array.of(6, 7, 8, 9, 10)),
        );
        await again.client.send(
          JT808_ATTACHMENT_MESSAGE.fileFinished,
          encodeAttachmentFileInfo({ name: "00_3_6509_0_a.jpg", fileType: 0, sizeBytes: 10 }),
        );
        const done = await again.client.next();
        expect(decodeAttachmentFileAnswer(done.body)).toEqual({
          name: "00_3_6509_0_a.jpg",
          fileType: 0,
          missing: [],
        });
        again.client.close();
        expect(round).toBeLessThan(2);
      }
      const files = await t.database.db
        .select()
        .from(mediaRequests)
        .where(eq(mediaRequests.fileName, "00_3_6509_0_a.jpg"));
      expect(files).toMatchObject([{ status: "S", fileSize: 10, contentType: "image/jpeg", channel: 3 }]);
    });
  });

  it("finds a standby dashcam's alarm's alert at the track's fix, the nearest of its code within the takeover time", async () => {
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "138000000073",
      licensePlate: "B 7301 ATT",
      vendorType: "bsj",
    });
    const alarmTime = new Date(Math.floor(Date.now() / 1000) * 1000 - 600_000);
    const at = (offsetMs: number, alertCode: number = ALERT_CODE.dmsEyesClosed) =>
      insertTestAlert(t.database.db, {
        ...vehicle,
        alertCode,
        createdOn: new Date(alarmTime.getTime() + offsetMs),
      });
    const alarm = { ...vehicle, alertCode: ALERT_CODE.dmsEyesClosed, alarmTime };
    await at(-TRACK_MERGE_TIMING.takeoverMs - 1_000);
    await at(-5_000, ALERT_CODE.dmsYawning);
    expect(await findAlarmRawAlertId(t.database.db, alarm)).toBeNull();
    const earlier = await at(-40_000);
    expect(await findAlarmRawAlertId(t.database.db, alarm)).toBe(earlier.rawAlertId);
    const nearest = await at(12_000);
    expect(await findAlarmRawAlertId(t.database.db, alarm)).toBe(nearest.rawAlertId);
  });

  async function withServer(
    timing: { idleTimeoutMs: number; loginTimeoutMs?: number },
    use: (port: number) => Promise<void>,
  ) {
    const server = createAttachmentServer({
      service: createAlarmAttachmentService(t.database.db, {
        store: createMediaStore(dashcamApp.dataDir),
        logger: t.app.log,
        attachmentAddress: () => ({ host: "127.0.0.1", port: 0 }),
        maxFileBytes: 1024,
      }),
      logger: t.app.log,
      host: "127.0.0.1",
      port: 0,
      ...timing,
    });
    const { port } = await server.start();
    try {
      await use(port);
    } finally {
      await server.stop();
    }
  }

  it("closes a connection that goes silent", async () => {
    await withServer({ idleTimeoutMs: 300 }, async (port) => {
      const silent = await Jt808TestTerminal.connect(port, "138000000072");
      terminals.push(silent);
      await silent.client.waitClosed(2_000);
    });
  });

  it("closes a connection that keeps talking but names no upload in time", async () => {
    await withServer({ idleTimeoutMs: 60_000, loginTimeoutMs: 300 }, async (port) => {
      const talker = await Jt808TestTerminal.connect(port, "138000000073");
      terminals.push(talker);
      await talker.send(JT808_MESSAGE.heartbeat);
      expect(await talker.response()).toMatchObject({ result: JT808_RESULT.success });
      await talker.client.waitClosed(2_000);
    });
  });

  it("holds no sub-package before an upload is named: the connection is closed", async () => {
    await withServer({ idleTimeoutMs: 60_000 }, async (port) => {
      const flooder = await Jt808TestTerminal.connect(port, "138000000074");
      terminals.push(flooder);
      await flooder.client.write(
        encodeJt808Frame(
          {
            messageId: 0x0900,
            edition: 2013,
            phone: "138000000074",
            serial: 1,
            packet: { total: 65_535, index: 1 },
          },
          new Uint8Array(1023),
        ),
      );
      await flooder.client.waitClosed(2_000);
    });
  });
});
