import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../../bus/eventBus.js";
import { createMemoryEventBus } from "../../../bus/memoryEventBus.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { companyIdOf } from "../../alerts/testing/alertFixtures.js";
import { devices, vehicles } from "../../fleet/fleet.tables.js";
import { positions } from "../positions.tables.js";
import type { DeviceReport } from "./deviceReport.js";
import { createPositionPipeline } from "./positionPipeline.js";

/**
 * Two pipelines on one bus, as two instances: the tracker's fixes reach one, the dashcam's the other. The fast
 * counterpart of twoDeviceVehicle.instances.test.ts (two built servers over NATS).
 */
describe("a two-device vehicle's fixes split over two pipelines", () => {
  let t: TestApp;
  /** the vehicle and its two devices */
  const ids = { vehicle: 0, tracker: 0, dashcam: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    const companyId = await companyIdOf(t.database.db, "PT Armada Demo");
    const [tracker] = await t.database.db
      .insert(devices)
      .values({ companyId, imei: "864100000007401", vendorType: "gt06" })
      .returning();
    const [dashcam] = await t.database.db
      .insert(devices)
      .values({ companyId, imei: "13800007401", vendorType: "bsj" })
      .returning();
    ids.tracker = tracker?.id ?? 0;
    ids.dashcam = dashcam?.id ?? 0;
    const [vehicle] = await t.database.db
      .insert(vehicles)
      .values({ companyId, licensePlate: "B 7401 TWO", deviceId: ids.tracker, cameraDeviceId: ids.dashcam })
      .returning();
    ids.vehicle = vehicle?.id ?? 0;
  });
  afterAll(() => t.close());

  it("merges the track as one pipeline would, hearing only the other pipeline's fixes and valid events", async () => {
    const bus = createMemoryEventBus();
    const trackerSide = createPositionPipeline(t.database.db, bus, t.app.log, { lingerMs: 1 });
    const dashcamSide = createPositionPipeline(t.database.db, bus, t.app.log, { lingerMs: 1 });
    const base = Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000;
    const fix = (imei: string, seconds: number): DeviceReport => ({
      imei,
      protocol: imei.length === 15 ? "gt06" : "jt808",
      fixTime: new Date(base + seconds * 1000),
      latitude: -6.2,
      longitude: 106.8 + seconds / 10_000,
      speedKmh: 40,
      gpsFixed: true,
      attributes: {},
    });
    const trackerFix = (seconds: number) => trackerSide.submitPosition(fix("864100000007401", seconds));
    const dashcamFix = (seconds: number) => dashcamSide.submitPosition(fix("13800007401", seconds));
    try {
      for (let seconds = 0; seconds < 100; seconds += 10) {
        await trackerFix(seconds);
        await dashcamFix(seconds + 5);
      }
      await dashcamFix(160);
      // malformed or out-of-range events are dropped and counted by both
      bus.publish(topics.trackFixes, {
        instance: "elsewhere",
        vehicleId: ids.vehicle,
        device: "primary",
        time: "soon",
      });
      bus.publish(topics.trackFixes, {
        instance: "elsewhere",
        vehicleId: ids.vehicle,
        device: "primary",
        time: 0,
        valid: true,
      });
      await trackerFix(180);
      await trackerFix(210);
      await dashcamFix(215);
      await trackerSide.drain();
      await dashcamSide.drain();

      const track = await t.database.db
        .select({ fixTime: positions.fixTime, deviceId: positions.deviceId })
        .from(positions)
        .where(eq(positions.vehicleId, ids.vehicle))
        .orderBy(asc(positions.fixTime));
      const { tracker: T, dashcam: D } = ids;
      expect(track.map((row) => [(row.fixTime.getTime() - base) / 1000, row.deviceId])).toEqual([
        ...[0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map((seconds) => [seconds, T]),
        [160, D],
        [210, T],
      ]);
      // each hears the other's fixes, never its own
      expect(trackerSide.metrics()).toMatchObject({
        trackFixesHeard: 12,
        trackFixesRefused: 2,
        standbyFixes: 1,
      });
      expect(dashcamSide.metrics()).toMatchObject({
        trackFixesHeard: 12,
        trackFixesRefused: 2,
        standbyFixes: 11,
      });
    } finally {
      await trackerSide.stop();
      await dashcamSide.stop();
    }
  });
});
