import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  encodeGt06Location,
  encodeJt808Location,
  JT808_MESSAGE,
  JT808_STANDARD_ZONE_MINUTES,
} from "@armada/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { seedDemoData, seedReferenceData } from "../../seed/seed.js";
import {
  buildServer,
  builtServerPlace,
  deleteNatsPrefix,
  startBuiltServer,
  stopBuiltServers,
  waitForHealth,
} from "../../testing/builtServer.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { companyIdOf } from "../alerts/testing/alertFixtures.js";
import { devices, vehicles } from "../fleet/fleet.tables.js";
import { connectGt06Tracker } from "../ingest/testing/gt06Tracker.js";
import { Jt808TestTerminal } from "../ingest/testing/jt808Terminal.js";
import { positions } from "./positions.tables.js";

/*
 * A vehicle with a GPS tracker and a dashcam across two BUILT server processes over one PostgreSQL database and one
 * NATS (TEST_TWO_INSTANCES=1), as behind a TCP balancer that sent the tracker's socket to A and the dashcam's to B:
 * the track is merged as one instance seeing both devices would merge it (nextTrackSource, topics.trackFixes).
 */
const natsUrl = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";
const TRACKER_IMEI = "864100000007301";
const DASHCAM_ID = "13800007301";

interface Instance {
  port: number;
  gt06Port: number;
  jt808Port: number;
  child: ChildProcess;
}

describe("a two-device vehicle whose devices reach different server instances", () => {
  let database: Database & { url?: string };
  const prefix = `test${randomBytes(6).toString("hex")}`;
  const instances: Instance[] = [];
  let vehicleId: number;
  let trackerId: number;
  let dashcamId: number;

  async function startInstance(): Promise<Instance> {
    const { port, env } = await builtServerPlace({ databaseUrl: database.url, dataDir: "unused" });
    const child = startBuiltServer({ ...env, NATS_URL: natsUrl, NATS_PREFIX: prefix });
    await waitForHealth(port, child);
    const instance = { port, gt06Port: Number(env.GT06_PORT), jt808Port: Number(env.JT808_PORT), child };
    instances.push(instance);
    return instance;
  }

  const metric = async (instance: Instance, name: string) => {
    const text = await (await fetch(`http://127.0.0.1:${instance.port}/api/metrics`)).text();
    return Number(new RegExp(`^armada_${name} (\\d+)$`, "m").exec(text)?.[1] ?? Number.NaN);
  };

  beforeAll(async () => {
    buildServer();
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    const companyId = await companyIdOf(database.db, "PT Armada Demo");
    const [tracker] = await database.db
      .insert(devices)
      .values({ companyId, imei: TRACKER_IMEI, vendorType: "gt06" })
      .returning();
    const [dashcam] = await database.db
      .insert(devices)
      .values({ companyId, imei: DASHCAM_ID, vendorType: "bsj" })
      .returning();
    trackerId = tracker?.id ?? 0;
    dashcamId = dashcam?.id ?? 0;
    const [vehicle] = await database.db
      .insert(vehicles)
      .values({ companyId, licensePlate: "B 7301 TWO", deviceId: trackerId, cameraDeviceId: dashcamId })
      .returning();
    vehicleId = vehicle?.id ?? 0;
    await startInstance();
    await startInstance();
  }, 300_000);

  afterAll(async () => {
    await stopBuiltServers(instances.map((instance) => instance.child));
    await database?.close();
    await deleteNatsPrefix(natsUrl, prefix);
  }, 60_000);

  it("keeps the dashcam's fixes out while the tracker reports to the other instance, and takes them once it is silent", async () => {
    const [trackerSide, dashcamSide] = instances as [Instance, Instance];
    const tracker = await connectGt06Tracker(trackerSide.gt06Port, TRACKER_IMEI);
    const dashcam = await Jt808TestTerminal.authenticated(dashcamSide.jt808Port, DASHCAM_ID);
    const base = Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000;
    let serial = 2;
    let trackerFixes = 0;
    let dashcamFixes = 0;
    /** one fix from a device, `seconds` of fix time after `base`, heard by the other instance before the next */
    const trackerFix = async (seconds: number) => {
      const time = new Date(base + seconds * 1000);
      await tracker.client.write(
        encodeGt06Location(
          {
            time,
            latitude: -6.2,
            longitude: 106.8 + seconds / 10_000,
            speedKmh: 40,
            course: 90,
            gpsFixed: true,
          },
          serial++,
        ),
      );
      trackerFixes++;
      await expect
        .poll(() => metric(dashcamSide, "track_fixes_heard_total"), { timeout: 10_000 })
        .toBe(trackerFixes);
    };
    const dashcamFix = async (seconds: number) => {
      const time = new Date(base + seconds * 1000);
      await dashcam.send(
        JT808_MESSAGE.location,
        encodeJt808Location(
          // the two devices' GPS differ a little
          { time, latitude: -6.20012, longitude: 106.8 + seconds / 10_000, speedKmh: 40, course: 90 },
          JT808_STANDARD_ZONE_MINUTES,
        ),
      );
      await dashcam.response();
      dashcamFixes++;
      await expect
        .poll(() => metric(trackerSide, "track_fixes_heard_total"), { timeout: 10_000 })
        .toBe(dashcamFixes);
    };
    try {
      // both report, longer than the takeover time: the tracker makes the track
      for (let seconds = 0; seconds < 100; seconds += 10) {
        await trackerFix(seconds);
        await dashcamFix(seconds + 5);
      }
      // the tracker falls silent: past the takeover time, the dashcam's fixes fill in
      await dashcamFix(160);
      await dashcamFix(170);
      // the tracker is back: it takes over again once it has been valid for the return time
      for (let seconds = 180; seconds <= 210; seconds += 10) {
        await trackerFix(seconds);
        await dashcamFix(seconds + 5);
      }

      const T = trackerId;
      const D = dashcamId;
      const expected = [
        ...[0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map((seconds) => [seconds, T]),
        [160, D],
        [170, D],
        [185, D],
        [195, D],
        [205, D],
        [210, T],
      ];
      const track = async () =>
        (
          await database.db
            .select({ fixTime: positions.fixTime, deviceId: positions.deviceId })
            .from(positions)
            .where(eq(positions.vehicleId, vehicleId))
            .orderBy(asc(positions.fixTime))
        ).map((row) => [(row.fixTime.getTime() - base) / 1000, row.deviceId]);
      // the rows are written in batches, each instance's on its own
      await expect.poll(track, { timeout: 10_000 }).toEqual(expected);
      expect(await metric(trackerSide, "positions_standby_total")).toBe(3);
      expect(await metric(dashcamSide, "positions_standby_total")).toBe(11);
    } finally {
      tracker.client.close();
      dashcam.close();
    }
  }, 120_000);
});
