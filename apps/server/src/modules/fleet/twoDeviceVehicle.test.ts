import { ALERT_CODE } from "@armada/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { alertRuleVehicles, rawAlerts } from "../alerts/alerts.tables.js";
import { insertTestRule } from "../alerts/testing/alertFixtures.js";
import type { DeviceReport } from "../positions/pipeline/deviceReport.js";
import { positions } from "../positions/positions.tables.js";
import { devices } from "./fleet.tables.js";

const FIELDS = `id imei cameraImei device { imei vendorType } cameraDevice { imei vendorType }`;
const CREATE = `mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const UPDATE = `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) {
  isSuccessful errorName message data { ${FIELDS} } } }`;
const ALERTS = `query ($filter: RawAlertsFilter) { rawAlerts(filter: $filter) {
  isSuccessful rawAlerts { data { alertCode vehicleId sourceDeviceCategory sourceDeviceType
    callState { isHaveVoip deviceType imeiVoip vehicleIdVoip } } } } }`;

interface VehicleData {
  id: number;
  imei: string | null;
  cameraImei: string | null;
  device: { imei: string; vendorType: string } | null;
  cameraDevice: { imei: string; vendorType: string } | null;
}
interface Envelope<T> {
  isSuccessful: boolean;
  errorName: string | null;
  message: string;
  data: T;
}

/** A tracker and a dashcam on one vehicle: the vehicle form, the merged track, each alert's source device. */
describe("two devices on one vehicle", () => {
  let t: TestApp;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    other = await t.login("lain");
  });

  afterAll(async () => {
    await t.close();
  });

  const create = async (cookie: string, input: Record<string, unknown>, language = "id") =>
    (
      await t.graphql<{ createVehicle: Envelope<VehicleData | null> }>(
        cookie,
        CREATE,
        { input },
        { "accept-language": language },
      )
    ).data?.createVehicle;
  const update = async (cookie: string, input: Record<string, unknown>, language = "id") =>
    (
      await t.graphql<{ updateVehicle: Envelope<VehicleData | null> }>(
        cookie,
        UPDATE,
        { input },
        { "accept-language": language },
      )
    ).data?.updateVehicle;

  it("registers a tracker and a dashcam on one vehicle; a device belongs to one vehicle only", async () => {
    const created = await create(admin, {
      licensePlate: "B 2001 DV",
      imei: "864100000002001",
      vendorType: "gt06",
      cameraImei: "13800002001",
      cameraVendorType: "bsj",
    });
    expect(created).toMatchObject({
      isSuccessful: true,
      data: {
        imei: "864100000002001",
        cameraImei: "13800002001",
        device: { imei: "864100000002001", vendorType: "gt06" },
        cameraDevice: { imei: "13800002001", vendorType: "bsj" },
      },
    });

    // the dashcam of one vehicle cannot be the tracker or the dashcam of another, nor another company's
    expect(await create(admin, { licensePlate: "B 2002 DV", cameraImei: "13800002001" })).toMatchObject({
      isSuccessful: false,
      errorName: "ImeiAlreadyExists",
    });
    expect(await create(admin, { licensePlate: "B 2003 DV", imei: "13800002001" })).toMatchObject({
      isSuccessful: false,
      errorName: "ImeiAlreadyExists",
    });
    expect(await create(other, { licensePlate: "B 2004 DV", cameraImei: "13800002001" })).toMatchObject({
      isSuccessful: false,
      errorName: "ImeiAlreadyExists",
    });
    // the same device in both slots, and a GT06 tracker as a dashcam, are refused with the field's message
    expect(
      await create(admin, {
        licensePlate: "B 2005 DV",
        imei: "13800002005",
        vendorType: "jt808",
        cameraImei: "13800002005",
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const id = created?.data?.id ?? 0;
    const sameInBoth = await update(admin, { id, cameraImei: "864100000002001" }, "en");
    expect(sameInBoth).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(sameInBoth?.message).toContain("two different devices");
    const withTracker = await create(admin, {
      licensePlate: "B 2006 DV",
      imei: "864100000002006",
      vendorType: "gt06",
    });
    await update(admin, { id: withTracker?.data?.id ?? 0, imei: "" });
    const spareGt06 = await update(admin, { id, cameraImei: "864100000002006" }, "en");
    expect(spareGt06).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(spareGt06?.message).toContain("not a JT/T 808 dashcam");
    const newCameraWithoutType = await update(admin, { id, cameraImei: "13800002099" });
    expect(newCameraWithoutType).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(newCameraWithoutType?.message).toContain("Jenis dashcam");

    // taking the dashcam off leaves it a spare of the company; putting it back attaches the spare
    expect(await update(admin, { id, cameraImei: "" })).toMatchObject({
      isSuccessful: true,
      data: { cameraImei: null, cameraDevice: null, imei: "864100000002001" },
    });
    const [spare] = await t.database.db.select().from(devices).where(eq(devices.imei, "13800002001"));
    expect(spare).toBeDefined();
    expect(await update(admin, { id, cameraImei: "13800002001" })).toMatchObject({
      isSuccessful: true,
      data: { cameraDevice: { imei: "13800002001", vendorType: "bsj" } },
    });
  });

  it("merges both devices' fixes into one track and records each alert's source device", async () => {
    const created = await create(admin, {
      licensePlate: "B 2010 DV",
      imei: "864100000002010",
      vendorType: "gt06",
      cameraImei: "13800002010",
      cameraVendorType: "bsj",
    });
    const vehicleId = created?.data?.id ?? 0;
    const [tracker] = await t.database.db.select().from(devices).where(eq(devices.imei, "864100000002010"));
    const [dashcam] = await t.database.db.select().from(devices).where(eq(devices.imei, "13800002010"));
    const companyId = tracker?.companyId ?? 0;
    for (const alertCode of [ALERT_CODE.sos, ALERT_CODE.dmsFatigue]) {
      const rule = await insertTestRule(t.database.db, { companyId, alertCode, label: `rule ${alertCode}` });
      await t.database.db.insert(alertRuleVehicles).values({ alertRuleId: rule.alertRuleId, vehicleId });
      t.services.bus.publish(topics.alertRuleChanges(companyId), {
        companyId,
        alertRuleIds: [rule.alertRuleId],
      });
    }

    const base = Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000;
    const pipeline = t.services.positionPipeline;
    const report = async (imei: string, seconds: number, extra: Partial<DeviceReport> = {}) => {
      const fromDashcam = imei === dashcam?.imei;
      const result = await pipeline.submitPosition({
        imei,
        protocol: fromDashcam ? "jt808" : "gt06",
        fixTime: new Date(base + seconds * 1000),
        // the two devices' GPS differ a little
        latitude: fromDashcam ? -6.20012 : -6.2,
        longitude: 106.8 + seconds / 10_000,
        speedKmh: 40,
        gpsFixed: true,
        attributes: {},
        ...extra,
      });
      await pipeline.drain();
      return result;
    };
    const trackerImei = tracker?.imei ?? "";
    const dashcamImei = dashcam?.imei ?? "";
    // both report: the tracker makes the track, the dashcam's DMS alarm still counts
    await report(trackerImei, 0);
    await report(dashcamImei, 5);
    await report(trackerImei, 10);
    await report(dashcamImei, 15, { alarm: "dmsFatigue" });
    await report(trackerImei, 20);
    await report(trackerImei, 25, { alarm: "sos" });
    // the tracker goes silent: after the takeover time the dashcam's fixes fill in
    await report(dashcamImei, 60);
    await report(dashcamImei, 100);
    await report(dashcamImei, 110);
    // the tracker is back: it takes over again only after it has been valid for the return time
    await report(trackerImei, 120);
    await report(dashcamImei, 125);
    await report(trackerImei, 130);
    await report(dashcamImei, 135);
    await report(trackerImei, 150);
    await report(dashcamImei, 155);
    await report(trackerImei, 160);

    const track = await t.database.db
      .select({ fixTime: positions.fixTime, deviceId: positions.deviceId, latitude: positions.latitude })
      .from(positions)
      .where(eq(positions.vehicleId, vehicleId))
      .orderBy(asc(positions.fixTime));
    const T = tracker?.id;
    const D = dashcam?.id;
    expect(track.map((row) => [(row.fixTime.getTime() - base) / 1000, row.deviceId])).toEqual([
      [0, T],
      [10, T],
      [20, T],
      [25, T],
      [100, D],
      [110, D],
      [125, D],
      [135, D],
      [150, T],
      [160, T],
    ]);
    expect(pipeline.metrics().standbyFixes).toBeGreaterThanOrEqual(6);

    await expect
      .poll(
        async () => {
          await t.services.alertEngine.idle();
          const rows = await t.database.db
            .select({
              alertCode: rawAlerts.alertCode,
              category: rawAlerts.sourceDeviceCategory,
              type: rawAlerts.sourceDeviceType,
            })
            .from(rawAlerts)
            .where(eq(rawAlerts.vehicleId, vehicleId))
            .orderBy(asc(rawAlerts.alertCode));
          return rows;
        },
        { timeout: 15_000 },
      )
      .toEqual([
        { alertCode: ALERT_CODE.sos, category: "GPS", type: "gt06" },
        { alertCode: ALERT_CODE.dmsFatigue, category: "camera", type: "bsj" },
      ]);

    // calls and media go to the dashcam
    const listed = await t.graphql<{
      rawAlerts: {
        rawAlerts: {
          data: {
            alertCode: number;
            vehicleId: number;
            sourceDeviceCategory: string;
            sourceDeviceType: string;
            callState: { isHaveVoip: boolean; deviceType: string; imeiVoip: string; vehicleIdVoip: number };
          }[];
        };
      };
    }>(admin, ALERTS, { filter: { vehicleIds: [vehicleId], pagination: { page: 1, show: 10 } } });
    const rows = listed.data?.rawAlerts.rawAlerts.data ?? [];
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.callState)).toEqual(
      rows.map(() => ({
        isHaveVoip: true,
        deviceType: "bsj",
        imeiVoip: dashcamImei,
        vehicleIdVoip: vehicleId,
      })),
    );
    expect(rows.find((row) => row.alertCode === ALERT_CODE.dmsFatigue)?.sourceDeviceType).toBe("bsj");
    expect(rows.find((row) => row.alertCode === ALERT_CODE.sos)?.sourceDeviceType).toBe("gt06");
  });
});
