import { ALERT_CODE, type GeofenceShape, geofenceBoundingBox } from "@armada/domain";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { users } from "../../auth/auth.tables.js";
import { companies } from "../../company/company.tables.js";
import { vehicles, vehicleVgroups, vgroups } from "../../fleet/fleet.tables.js";
import { describeNear } from "../../geocoding/geocoding.js";
import { geofences } from "../../geofences/geofences.tables.js";
import { whatsappMessages } from "../../messaging/messaging.tables.js";
import type { DeviceReport } from "../../positions/pipeline/deviceReport.js";
import { vehicleLatestStatus } from "../../positions/positions.tables.js";
import type { AlertRaisedEvent } from "../alertEvents.js";
import {
  alertEngineState,
  alertRuleContacts,
  alertRuleGeofences,
  alertRules,
  alertRuleVehicles,
  alertRuleVgroups,
  rawAlerts,
} from "../alerts.tables.js";
import { createAlertEngine } from "./alertEngine.js";

type RuleInsert = typeof alertRules.$inferInsert;

describe("alert engine over the real pipeline and database", () => {
  let t: TestApp;
  let demoId: number;
  let lainId: number;
  let imeiSeq = 864_700_000_000_100;
  const raised: AlertRaisedEvent[] = [];
  /** a track that starts 30 minutes ago, whole seconds */
  const trackStart = Math.floor(Date.now() / 1000) * 1000 - 30 * 60_000;

  beforeAll(async () => {
    t = await startTestApp();
    const rows = await t.database.db.select().from(companies);
    demoId = rows.find((row) => row.name === "PT Armada Demo")?.id ?? 0;
    lainId = rows.find((row) => row.name === "PT Lain")?.id ?? 0;
    t.services.bus.subscribe<AlertRaisedEvent[]>(topics.allAlertsRaised, (events) => raised.push(...events));
  });

  afterAll(async () => {
    await t.close();
  });

  async function vehicle(companyName = "PT Armada Demo", plate = `B ${imeiSeq % 10_000} TES`) {
    imeiSeq += 1;
    return createTestVehicle(t.database.db, { companyName, imei: String(imeiSeq), licensePlate: plate });
  }

  async function rule(
    values: Omit<RuleInsert, "label"> & { label?: string },
    relations: { vehicleIds?: number[]; vgroupIds?: number[]; geofenceIds?: number[] } = {},
  ) {
    const [row] = await t.database.db
      .insert(alertRules)
      .values({ label: `rule ${values.alertCode}`, ...values })
      .returning();
    if (!row) throw new Error("rule not created");
    const id = row.alertRuleId;
    if (relations.vehicleIds?.length)
      await t.database.db
        .insert(alertRuleVehicles)
        .values(relations.vehicleIds.map((vehicleId) => ({ alertRuleId: id, vehicleId })));
    if (relations.vgroupIds?.length)
      await t.database.db
        .insert(alertRuleVgroups)
        .values(relations.vgroupIds.map((vgroupId) => ({ alertRuleId: id, vgroupId })));
    if (relations.geofenceIds?.length)
      await t.database.db
        .insert(alertRuleGeofences)
        .values(relations.geofenceIds.map((geofenceId) => ({ alertRuleId: id, geofenceId })));
    // what the rule API publishes on every change
    t.services.bus.publish(topics.alertRuleChanges(values.companyId), {
      companyId: values.companyId,
      alertRuleIds: [id],
    });
    return id;
  }

  /** Sends positions one by one through the real pipeline (each written and published), then waits for the engine. */
  async function drive(imei: string, points: (Partial<DeviceReport> & { at: number })[]) {
    for (const { at, ...point } of points) {
      const result = await t.services.positionPipeline.submitPosition({
        imei,
        protocol: "gt06",
        fixTime: new Date(trackStart + at * 1000),
        latitude: -6.3,
        longitude: 106.7,
        speedKmh: 40,
        course: 90,
        gpsFixed: true,
        ignition: true,
        attributes: {},
        ...point,
      });
      expect(result).toMatchObject({ accepted: true });
      await t.services.positionPipeline.drain();
    }
    await t.services.alertEngine.idle();
  }

  /** A circular fence of 300 m around (-6.25, 106.9) in the demo company. */
  async function circleFence(fenceName: string) {
    const shape: GeofenceShape = { type: "C", circData: { lat: -6.25, lng: 106.9, radius: 300 } };
    const [fence] = await t.database.db
      .insert(geofences)
      .values({
        companyId: demoId,
        fenceName,
        type: "C",
        circData: shape.circData,
        ...geofenceBoundingBox(shape),
      })
      .returning();
    if (!fence) throw new Error("no fence");
    return fence;
  }

  const alertsOf = (vehicleId: number) =>
    t.database.db
      .select()
      .from(rawAlerts)
      .where(eq(rawAlerts.vehicleId, vehicleId))
      .orderBy(rawAlerts.createdOn);

  it("a speeding track raises exactly one overspeed alert carrying every matching rule (vehicle group and company-wide)", async () => {
    const car = await vehicle("PT Armada Demo", "B 1234 XY");
    const [group] = await t.database.db
      .insert(vgroups)
      .values({ companyId: demoId, name: "Armada Engine Test" })
      .returning();
    if (!group) throw new Error("no group");
    await t.database.db.insert(vehicleVgroups).values({ vehicleId: car.vehicleId, vgroupId: group.id });
    const [driver] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "driver"));
    await t.database.db
      .update(vehicles)
      .set({ driver1Id: driver?.id ?? null })
      .where(eq(vehicles.id, car.vehicleId));
    const groupRule = await rule(
      { companyId: demoId, alertCode: ALERT_CODE.overspeed, maxThreshold: 80, alertUrgencyType: "Important" },
      { vgroupIds: [group.id] },
    );
    // neither vehicles nor groups: covers every vehicle of the company
    const companyRule = await rule({
      companyId: demoId,
      alertCode: ALERT_CODE.overspeed,
      maxThreshold: 80,
      alertUrgencyType: "Urgent",
      autoPopup: true,
    });
    const events = raised.length;
    const speeds = [90, 95, 102, 97, 93, 91, 94, 96, 99, 92, 95, 90, 85, 88];
    await drive(
      car.imei,
      speeds.map((speed, index) => ({ at: index * 10, speedKmh: speed, latitude: -6.2, longitude: 106.85 })),
    );
    const alerts = await alertsOf(car.vehicleId);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    expect(alert).toMatchObject({
      companyId: demoId,
      alertCode: 8,
      alertRuleIds: [groupRule, companyRule].sort((a, b) => a - b),
      alertData: "102|60|80",
      alertTrigger: "102",
      alertFlag: "S",
      isUrgent: true,
      isImportant: true,
      autoPopup: true,
      shouldHaveMedia: false,
      sourceDeviceCategory: "GPS",
      sourceDeviceType: "gt06",
      latitude: -6.2,
      longitude: 106.85,
    });
    expect(alert?.createdOn.getTime()).toBe(trackStart + 60_000);
    expect(alert?.driverId).toBe(driver?.id);
    expect(driver?.id).toBeTypeOf("number");
    // the reverse geocoder fills the address after the insert, with its parts for the reader's language
    const near = alert?.addressNear;
    expect(near?.name).toBeTypeOf("string");
    expect(near?.metres).toBeGreaterThanOrEqual(0);
    expect(alert?.address).toBe(describeNear(near?.name ?? "", near?.metres ?? 0));
    expect(raised.slice(events)).toEqual([
      expect.objectContaining({
        rawAlertId: alert?.rawAlertId,
        companyId: demoId,
        vehicleId: car.vehicleId,
        alertCode: 8,
      }),
    ]);
    const [state] = await t.database.db
      .select()
      .from(alertEngineState)
      .where(eq(alertEngineState.vehicleId, car.vehicleId));
    expect(JSON.stringify(state?.state)).toContain('"raised":true');
    // the company-wide rule would catch every other test's vehicle: switch it off
    await t.database.db
      .update(alertRules)
      .set({ isActive: false })
      .where(eq(alertRules.alertRuleId, companyRule));
    t.services.bus.publish(topics.alertRuleChanges(demoId), {
      companyId: demoId,
      alertRuleIds: [companyRule],
    });
  });

  it("geofence enter and exit", async () => {
    const car = await vehicle();
    const fence = await circleFence("Gudang Uji");
    const enter = await rule(
      { companyId: demoId, alertCode: ALERT_CODE.geofenceEnter },
      { vehicleIds: [car.vehicleId], geofenceIds: [fence.geofenceId] },
    );
    const exit = await rule(
      { companyId: demoId, alertCode: ALERT_CODE.geofenceExit },
      { vehicleIds: [car.vehicleId], geofenceIds: [fence.geofenceId] },
    );
    const outside = { latitude: -6.26, longitude: 106.92 };
    const inside = { latitude: -6.2501, longitude: 106.9001 };
    await drive(car.imei, [
      { at: 0, ...outside },
      { at: 30, ...inside },
      { at: 60, ...inside, speedKmh: 10 },
      { at: 90, ...outside },
    ]);
    const alerts = await alertsOf(car.vehicleId);
    expect(
      alerts.map((a) => [a.alertCode, a.alertRuleIds, a.geofenceIds, a.alertData, a.createdOn.getTime()]),
    ).toEqual([
      [1, [enter], [fence.geofenceId], `Gudang Uji|${fence.geofenceId}`, trackStart + 30_000],
      [2, [exit], [fence.geofenceId], `Gudang Uji|${fence.geofenceId}`, trackStart + 90_000],
    ]);
  });

  it("a geofence an operator moves is used by the next position, not after the rule cache's reload", async () => {
    const car = await vehicle();
    const fence = await circleFence("Depo Lama");
    const enter = await rule(
      { companyId: demoId, alertCode: ALERT_CODE.geofenceEnter },
      { vehicleIds: [car.vehicleId], geofenceIds: [fence.geofenceId] },
    );
    const depot = { latitude: -6.32, longitude: 106.75 };
    await drive(car.imei, [{ at: 0, latitude: -6.33, longitude: 106.76 }]);

    const admin = await t.login("admin");
    const moved = await t.graphql<{ updateGeofence: { isSuccessful: boolean } }>(
      admin,
      `mutation ($input: UpdateGeofenceInput!) { updateGeofence(input: $input) { isSuccessful } }`,
      {
        input: {
          geofenceId: fence.geofenceId,
          type: "C",
          circData: { lat: depot.latitude, lng: depot.longitude, radius: 300 },
        },
      },
    );
    expect(moved.data?.updateGeofence.isSuccessful).toBe(true);
    await drive(car.imei, [{ at: 30, ...depot }]);

    const alerts = await alertsOf(car.vehicleId);
    expect(alerts.map((a) => [a.alertCode, a.alertRuleIds, a.createdOn.getTime()])).toEqual([
      [ALERT_CODE.geofenceEnter, [enter], trackStart + 30_000],
    ]);
  });

  it("a device SOS alarm raises one alert", async () => {
    const car = await vehicle();
    const sos = await rule(
      { companyId: demoId, alertCode: ALERT_CODE.sos, alertUrgencyType: "Urgent" },
      { vehicleIds: [car.vehicleId] },
    );
    await drive(car.imei, [{ at: 0 }, { at: 10, alarm: "sos" }, { at: 20, alarm: "sos" }, { at: 30 }]);
    const alerts = await alertsOf(car.vehicleId);
    expect(alerts.map((a) => [a.alertCode, a.alertRuleIds, a.alertTrigger, a.alertFlag, a.isUrgent])).toEqual(
      [[6, [sos], "sos", "E", true]],
    );
  });

  it("a new engine over the same database continues an open episode instead of repeating it", async () => {
    const car = await vehicle();
    await rule(
      { companyId: demoId, alertCode: ALERT_CODE.overspeed, maxThreshold: 60, minThresholdTime: 20 },
      { vehicleIds: [car.vehicleId] },
    );
    await drive(
      car.imei,
      [0, 10, 20, 30].map((at) => ({ at, speedKmh: 90 })),
    );
    expect(await alertsOf(car.vehicleId)).toHaveLength(1);

    await t.services.alertEngine.stop();
    const restarted = createAlertEngine(t.database.db, t.services.bus, t.services.geocoding, t.app.log, {
      checkIntervalMs: 0,
      countAlerts: t.services.alertCounters.count,
    });
    restarted.start();
    try {
      for (const at of [40, 50, 60, 70]) {
        await t.services.positionPipeline.submitPosition({
          imei: car.imei,
          protocol: "gt06",
          fixTime: new Date(trackStart + at * 1000),
          latitude: -6.3,
          longitude: 106.7,
          speedKmh: 95,
          gpsFixed: true,
          ignition: true,
          attributes: {},
        });
        await t.services.positionPipeline.drain();
      }
      await restarted.idle();
      expect(await alertsOf(car.vehicleId)).toHaveLength(1);
      // the episode ends (below 55 km/h) and a new one raises a second alert
      for (const [at, speedKmh] of [
        [80, 40],
        [90, 90],
        [100, 90],
        [110, 90],
      ] as const) {
        await t.services.positionPipeline.submitPosition({
          imei: car.imei,
          protocol: "gt06",
          fixTime: new Date(trackStart + at * 1000),
          latitude: -6.3,
          longitude: 106.7,
          speedKmh,
          gpsFixed: true,
          ignition: true,
          attributes: {},
        });
        await t.services.positionPipeline.drain();
      }
      await restarted.idle();
      expect(await alertsOf(car.vehicleId)).toHaveLength(2);
    } finally {
      await restarted.stop();
      t.services.alertEngine.start();
    }
  });

  it("a rule of another company never matches, even when it names the vehicle", async () => {
    const demoCar = await vehicle();
    const lainCar = await vehicle("PT Lain", "L 1 AIN");
    const foreign = await rule({
      companyId: lainId,
      alertCode: ALERT_CODE.overspeed,
      maxThreshold: 20,
      minThresholdTime: 0,
    });
    await t.database.db
      .insert(alertRuleVehicles)
      .values({ alertRuleId: foreign, vehicleId: demoCar.vehicleId });
    t.services.bus.publish(topics.alertRuleChanges(lainId), { companyId: lainId, alertRuleIds: [foreign] });
    await drive(demoCar.imei, [
      { at: 0, speedKmh: 70 },
      { at: 10, speedKmh: 70 },
    ]);
    expect(await alertsOf(demoCar.vehicleId)).toHaveLength(0);
    // the rule names a vehicle, so it covers only that one: PT Lain's own vehicle is not covered either
    await drive(lainCar.imei, [{ at: 0, speedKmh: 70 }]);
    expect(await alertsOf(lainCar.vehicleId)).toHaveLength(0);
    // a company-wide rule of PT Lain covers PT Lain's vehicle only
    const lainWide = await rule({
      companyId: lainId,
      alertCode: ALERT_CODE.overspeed,
      maxThreshold: 20,
      minThresholdTime: 0,
    });
    await drive(lainCar.imei, [{ at: 10, speedKmh: 70 }]);
    await drive(demoCar.imei, [{ at: 20, speedKmh: 70 }]);
    expect((await alertsOf(lainCar.vehicleId)).map((a) => [a.companyId, a.alertRuleIds])).toEqual([
      [lainId, [lainWide]],
    ]);
    expect(await alertsOf(demoCar.vehicleId)).toHaveLength(0);
    await t.database.db
      .update(alertRules)
      .set({ isActive: false })
      .where(eq(alertRules.alertRuleId, lainWide));
    t.services.bus.publish(topics.alertRuleChanges(lainId), { companyId: lainId, alertRuleIds: [lainWide] });
  });

  it("queues one WhatsApp message per contact phone for a rule that notifies contacts", async () => {
    const car = await vehicle("PT Armada Demo", "B 777 WA");
    const id = await rule(
      { companyId: demoId, alertCode: ALERT_CODE.powerCut, notifyContacts: true },
      { vehicleIds: [car.vehicleId] },
    );
    await t.database.db.insert(alertRuleContacts).values([
      { alertRuleId: id, label: "Pak Budi", phoneNumber: "+6281234567890" },
      { alertRuleId: id, label: "Email only", email: "ops@example.com" },
    ]);
    t.services.bus.publish(topics.alertRuleChanges(demoId), { companyId: demoId, alertRuleIds: [id] });
    await drive(car.imei, [{ at: 0, alarm: "powerCut" }]);
    const [alert] = await alertsOf(car.vehicleId);
    expect(alert?.alertCode).toBe(ALERT_CODE.powerCut);
    const messages = await t.database.db
      .select()
      .from(whatsappMessages)
      .where(like(whatsappMessages.idempotencyKey, `alert:${alert?.rawAlertId}:%`));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: "alert", recipientPhone: "+6281234567890", companyId: demoId });
    // the outbox worker runs in this harness too: on a busy machine it may already have handed it to the provider
    expect(["queued", "sending", "stored"]).toContain(messages[0]?.status);
    expect(messages[0]?.body).toMatch(/^Peringatan Armada: B 777 WA — Daya Terputus .* WIB\)$/);
  });

  it("the scheduled check raises offline once for a silent vehicle", async () => {
    const car = await vehicle();
    const offline = await rule(
      { companyId: demoId, alertCode: ALERT_CODE.offline, minThresholdTime: 600 },
      { vehicleIds: [car.vehicleId] },
    );
    await drive(car.imei, [{ at: 0, speedKmh: 0, ignition: false }]);
    const lastPacket = new Date(Date.now() - 20 * 60_000);
    await t.database.db
      .update(vehicleLatestStatus)
      .set({ lastPacket })
      .where(eq(vehicleLatestStatus.vehicleId, car.vehicleId));
    await t.services.alertEngine.check();
    await t.services.alertEngine.check();
    const alerts = await alertsOf(car.vehicleId);
    expect(alerts.map((a) => [a.alertCode, a.alertRuleIds, a.alertFlag])).toEqual([[5, [offline], "S"]]);
    const [seconds, threshold] = (alerts[0]?.alertData ?? "").split("|").map(Number);
    expect(seconds).toBeGreaterThanOrEqual(1200);
    expect(threshold).toBe(600);
    expect(
      await t.database.db
        .select()
        .from(rawAlerts)
        .where(and(eq(rawAlerts.alertCode, 5), eq(rawAlerts.companyId, lainId))),
    ).toHaveLength(0);
  });
});
