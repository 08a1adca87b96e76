import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Simulator, startSimulator } from "@armada/simulator";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { silentLogger } from "../ingest/ingestLogger.js";
import { type Ingest, startIngest } from "../ingest/startIngest.js";
import { ingestTestConfig } from "../ingest/testing/ingestTestConfig.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";
import { mediaRequests } from "./media.tables.js";

const CLIP = fileURLToPath(
  new URL("../../../../../tools/simulator/assets/dashcam-demo.mp4", import.meta.url),
);

const BUCKET = "armada-clips";

/** The clips' store of a run: files under DATA_DIR, or a local S3-compatible server (s3rver). */
const STORAGES = [
  { name: "files under DATA_DIR", s3: false },
  { name: "S3-compatible storage", s3: true },
];

/** The simulator's dashcam against the real gateway, FTP receiver, database and clip store. */
describe.each(STORAGES)("simulated dashcam, clips in $name", ({ s3: useS3 }) => {
  let t: TestApp;
  let ingest: Ingest | undefined;
  let simulator: Simulator | undefined;
  let dataDir: string;
  let s3: S3rver | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "armada-simcam-"));
    let s3Env: Record<string, string> = {};
    if (useS3) {
      s3 = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: join(dataDir, "s3"),
        configureBuckets: [{ name: BUCKET }],
      });
      const { port } = await s3.run();
      s3Env = {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      };
    }
    t = await startTestApp({
      DATA_DIR: dataDir,
      FTP_PORT: "0",
      JT808_ATTACHMENT_PORT: "0",
      FTP_PUBLIC_HOST: "127.0.0.1",
      INGEST_HOST: "127.0.0.1",
      ...s3Env,
    });
    ingest = await startIngest(
      t.services.positionPipeline,
      ingestTestConfig(),
      silentLogger,
      {},
      {
        jt808: t.services.media.dashcamHooks,
      },
    );
    await t.services.media.startReceiver();
  });

  afterAll(async () => {
    await simulator?.stop();
    await ingest?.stop();
    await t.services.media.stopReceiver();
    await t.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("reports positions, lists its clip and uploads it over FTP when asked", async () => {
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "62813000001",
      licensePlate: "B 3001 SIM",
      vendorType: "jt808",
    });
    simulator = startSimulator({
      host: "127.0.0.1",
      gt06Port: ingest?.ports.gt06,
      osmandPort: ingest?.ports.osmand,
      jt808Port: ingest?.ports.jt808,
      devices: [{ protocol: "jt808", id: vehicle.imei }],
      rateSeconds: 0.2,
      heartbeatSeconds: 0.5,
      timeScale: 20,
    });
    await expect
      .poll(
        async () => {
          await t.services.positionPipeline.drain();
          const [state] = await t.database.db
            .select()
            .from(vehicleLatestStatus)
            .where(eq(vehicleLatestStatus.vehicleId, vehicle.vehicleId));
          return state?.latitude ?? 0;
        },
        { timeout: 15_000 },
      )
      .toBeLessThan(-6);
    expect(simulator.stats().jt808.authentications).toBe(1);

    const startTime = new Date(Date.now() - 10_000);
    const endTime = new Date();
    const files = await t.services.media.service.fileList(vehicle.companyId, {
      vehicleId: vehicle.vehicleId,
      channel: 3,
      startTime,
      endTime,
    });
    const clip = await readFile(CLIP);
    expect(files).toEqual([expect.objectContaining({ channel: 3, sizeBytes: clip.length })]);

    const request = await t.services.media.service.requestClip(vehicle.companyId, {
      vehicleId: vehicle.vehicleId,
      channel: 3,
      startTime,
      endTime,
    });
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mediaRequests).where(eq(mediaRequests.id, request.id)))[0]
            ?.status,
        { timeout: 15_000 },
      )
      .toBe("S");
    const stored = await t.services.media.service.clip(vehicle.companyId, request.id);
    expect(Buffer.concat(await (await stored.read()).toArray())).toEqual(clip);
    expect(Buffer.concat(await (await stored.read({ start: 10, end: 19 })).toArray())).toEqual(
      clip.subarray(10, 20),
    );
    // an S3 store keeps nothing of the clip on the instance's disk
    expect(existsSync(join(dataDir, "media"))).toBe(!useS3);
    expect(simulator.stats().jt808).toMatchObject({ fileLists: 1, uploads: 1, uploadFailures: 0 });
  });
});
