import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DemoVideo, loadDemoVideo, type Simulator, startSimulator } from "@armada/simulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from "../../seed/seed.js";
import {
  buildServer,
  builtServerMetric,
  deleteNatsPrefix,
  exited,
  signIn,
  stopBuiltServers,
} from "../../testing/builtServer.js";
import {
  dashcamReported,
  type MediaInstance,
  startDashcamInstances,
} from "../../testing/dashcamInstances.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { liveVideoSocket } from "./testing/liveVideoSocket.js";
import { probeMp4 } from "./testing/probeMp4.js";

/*
 * Track Vision across two BUILT server processes over one PostgreSQL database and one NATS (TEST_TWO_INSTANCES=1):
 * the operator's video socket on one; the dashcam's JT/T 808 link and its media stream on the other
 * (`startDashcamInstances`), whose frames are relayed, as the dashcam coded them, to the operator's instance.
 */
const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";

describe("Track Vision across two server instances", () => {
  let database: Database & { url?: string };
  const prefix = `test${randomBytes(6).toString("hex")}`;
  let operatorSide: MediaInstance;
  let dashcamSide: MediaInstance;
  let simulator: Simulator | undefined;
  let cookie: string;
  let dir: string;
  let vehicle: Awaited<ReturnType<typeof createTestVehicle>>;
  const metric = (instance: MediaInstance, name: string) => builtServerMetric(instance.port, name);
  const watch = (query: Record<string, string | number>) =>
    liveVideoSocket(`ws://127.0.0.1:${operatorSide.port}`, cookie, {
      vehicleId: vehicle.vehicleId,
      ...query,
    });

  beforeAll(async () => {
    buildServer();
    dir = mkdtempSync(join(tmpdir(), "armada-track-vision-instances-"));
    const video = (await loadDemoVideo(dir)) as DemoVideo;
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    vehicle = await createTestVehicle(database.db, {
      companyName: "PT Armada Demo",
      imei: "628130007021",
      licensePlate: "B 7021 TVR",
      vendorType: "bsj",
    });
    ({ dashcamSide, operatorSide } = await startDashcamInstances({
      databaseUrl: database.url,
      natsUrl,
      prefix,
    }));
    simulator = startSimulator({
      host: "127.0.0.1",
      jt808Port: dashcamSide.jt808Port,
      devices: [{ protocol: "jt808", id: vehicle.imei }],
      rateSeconds: 0.5,
      heartbeatSeconds: 0.5,
      video,
    });
    await dashcamReported(database.db, simulator, vehicle.vehicleId);
    cookie = await signIn(operatorSide.port, "admin", DEMO_PASSWORD);
  }, 300_000);

  afterAll(async () => {
    await simulator?.stop();
    await stopBuiltServers([operatorSide?.child, dashcamSide?.child]);
    await database?.close();
    await deleteNatsPrefix(natsUrl, prefix);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("plays a live channel whose stream lands on the other instance, and stops it there once nobody watches", async () => {
    const viewer = watch({ channel: 2, quality: "sub" });
    await expect.poll(() => viewer.segments.length, { timeout: 20_000 }).toBeGreaterThan(30);
    expect(viewer.states()).toEqual(["requesting", "connecting", "live"]);
    // the stream runs on the operator's instance, fed by the dashcam's instance
    expect(await metric(operatorSide, "track_vision_live_streams")).toBe(1);
    expect(await metric(dashcamSide, "track_vision_streams_relayed")).toBe(1);
    expect(await metric(operatorSide, "track_vision_streams_relayed")).toBe(0);
    const stream = probeMp4(dir, viewer.bytes());
    expect(stream).toMatchObject({ codec_name: "h264", width: 640, height: 360 });
    expect(Number(stream?.nb_read_frames)).toBeGreaterThanOrEqual(viewer.segments.length - 1);

    viewer.socket.close();
    await expect.poll(() => metric(operatorSide, "track_vision_live_streams"), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => metric(dashcamSide, "track_vision_streams_relayed"), { timeout: 5_000 }).toBe(0);
  }, 60_000);

  it("ends the live tile with no signal within the relay's 3 s when the dashcam's instance dies", async () => {
    const viewer = watch({ channel: 1, quality: "sub" });
    await expect.poll(() => viewer.states(), { timeout: 20_000 }).toContain("live");
    const killedAt = Date.now();
    dashcamSide.child.kill("SIGKILL");
    await exited(dashcamSide.child);
    await expect.poll(() => viewer.states().at(-1), { timeout: 8_000 }).toBe("noSignal");
    expect(Date.now() - killedAt).toBeLessThan(6_000);
    viewer.socket.close();
  }, 60_000);
});
