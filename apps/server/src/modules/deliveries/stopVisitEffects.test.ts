import { ALERT_CODE, FLEET_TASK_SOCKET_TYPE, type FleetTaskChange, type VehicleUpdate } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { topics } from "../../bus/eventBus.js";
import { openTestSocket, type TestSocket } from "../../testing/socketClient.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { rawAlerts } from "../alerts/index.js";
import { companyIdOf, insertTestRule } from "../alerts/testing/alertFixtures.js";
import { fleetTaskAlerts } from "./deliveries.tables.js";

const ORIGIN = { address: "Gudang Cikarang", lat: -6.3, lng: 107.15 };
const DESTINATION = { address: "Toko Kelapa Gading", lat: -6.157, lng: 106.908 };
const T0 = Date.UTC(2026, 11, 1, 2, 0, 0);
const minute = (m: number) => new Date(T0 + m * 60_000).toISOString();

const update = (vehicleId: number, m: number, place: { lat: number; lng: number }): VehicleUpdate => ({
  vehicleId,
  latitude: place.lat,
  longitude: place.lng,
  speed: 0,
  course: 0,
  ignition: true,
  motionStatus: "idle",
  temperature: null,
  fuel: null,
  fixTime: minute(m),
  lastPacket: minute(m),
  alarm: null,
});

describe("what a started task's positions do: stops, orders, the planner's page, fleet-order alerts", () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let socket: TestSocket;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(admin, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const orderStatus = async (id: number) =>
    (
      await call<{ data: { status: string } }>(
        `query ($id: Int!) { deliveryOrder(deliveryOrderId: $id) { data { status } } }`,
        { id },
      )
    ).data.status;
  const stops = async (id: number) =>
    (
      await call<{
        data: { stops: { stopId: number; visitStatus: string; actualArrival: string | null }[] };
      }>(
        `query ($id: Int!) { fleetTask(fleetTaskId: $id) { data { stops { stopId visitStatus actualArrival } } } }`,
        { id },
      )
    ).data.stops;
  const updateCompany = (input: Record<string, unknown>) =>
    t.graphql<{
      updateCompany: { isSuccessful: boolean; message: string; data: Record<string, number> | null };
    }>(
      admin,
      `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) { isSuccessful message
        data { stopArrivalRadiusMeters stopDwellSeconds fleetLateToleranceMinutes fleetLongStopMinutes fleetOffRouteMeters } } }`,
      { input: { id: companyId, ...input } },
    );

  /** A started task of a new vehicle with one confirmed order's pickup and drop. */
  async function startedTask(plate: string) {
    const { vehicleId } = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: `3597200000${plate.replace(/\D/g, "").padStart(5, "0")}`,
      licensePlate: plate,
    });
    const order = await call<{ data: { deliveryOrderId: number } }>(
      `mutation ($input: CreateDeliveryOrderInput!) { createDeliveryOrder(input: $input) { data { deliveryOrderId } } }`,
      {
        input: {
          customerName: "PT Toko Jaya",
          origin: ORIGIN,
          destination: DESTINATION,
          pickupWindow: { start: minute(-60), end: minute(60) },
          deliveryWindow: { start: minute(120), end: minute(360) },
        },
      },
    );
    const orderId = order.data.deliveryOrderId;
    await call(
      `mutation ($id: Int!) { changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: CONFIRMED }) { isSuccessful } }`,
      { id: orderId },
    );
    const task = await call<{ data: { fleetTaskId: number } }>(
      `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) { data { fleetTaskId } } }`,
      {
        input: {
          vehicleId,
          departureTime: minute(0),
          stops: [
            { deliveryOrderId: orderId, activity: "PICKUP" },
            { deliveryOrderId: orderId, activity: "DROP" },
          ],
        },
      },
    );
    const id = task.data.fleetTaskId;
    for (const status of ["SCHEDULED", "STARTED"])
      await call(
        `mutation ($id: Int!, $status: FleetTaskStatus!) { changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful } }`,
        { id, status },
      );
    return { vehicleId, orderId, taskId: id, stopIds: (await stops(id)).map((stop) => stop.stopId) };
  }

  const publish = (updates: VehicleUpdate[]) =>
    t.services.bus.publish(topics.vehicleUpdates(companyId), updates);
  const fleetTaskMessages = () => socket.messages<{ data: FleetTaskChange }>(FLEET_TASK_SOCKET_TYPE);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    companyId = await companyIdOf(t.database.db, "PT Armada Demo");
    const baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    socket = openTestSocket(`${baseUrl.replace("http", "ws")}/ws`, { cookie: admin });
    await socket.opened;
  });
  afterAll(async () => {
    socket.socket.close();
    await t.close();
  });

  it("keeps the stop detection and fleet-order settings per company, within their ranges", async () => {
    const defaults = await updateCompany({});
    expect(defaults.data?.updateCompany.data).toEqual({
      stopArrivalRadiusMeters: 200,
      stopDwellSeconds: 120,
      fleetLateToleranceMinutes: 15,
      fleetLongStopMinutes: 60,
      fleetOffRouteMeters: 1000,
    });
    const wrong = await updateCompany({ stopArrivalRadiusMeters: 5, fleetOffRouteMeters: 60_000 });
    expect(wrong.data?.updateCompany.isSuccessful).toBe(false);
    expect(wrong.data?.updateCompany.message).toContain("Radius tiba di titik (meter)");
    expect(wrong.data?.updateCompany.message).toContain("Batas keluar rute (meter)");
    const saved = await updateCompany({ stopArrivalRadiusMeters: 300, stopDwellSeconds: 60 });
    expect(saved.data?.updateCompany.data).toMatchObject({
      stopArrivalRadiusMeters: 300,
      stopDwellSeconds: 60,
    });
  });

  it("visits the pickup after the company's dwell, takes the order, tells the planner's socket; a drop waits for the driver", async () => {
    const { vehicleId, orderId, taskId, stopIds } = await startedTask("B 1 TES");
    expect(await orderStatus(orderId)).toBe("IN_PROGRESS");
    const [pickupId, _dropId] = stopIds;
    // 250 m from the pickup: inside the company's 300 m; 70 s is past its 60 s dwell
    const near = { lat: ORIGIN.lat + 250 / 111_320, lng: ORIGIN.lng };
    publish([update(vehicleId, 0, near), update(vehicleId, 1, ORIGIN), update(vehicleId, 1.2, near)]);
    await vi.waitFor(async () => expect((await stops(taskId))[0]?.visitStatus).toBe("VISITED"), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await stops(taskId))[0]?.actualArrival).toBe(minute(0));
    expect(await orderStatus(orderId)).toBe("PICKED_UP");
    await vi.waitFor(() =>
      expect(fleetTaskMessages().map((message) => message.data)).toContainEqual({
        fleetTaskId: taskId,
        stopId: pickupId,
        isInstant: false,
      }),
    );
    // at the drop long enough: visited, yet not delivered until the driver confirms
    publish([update(vehicleId, 150, DESTINATION), update(vehicleId, 155, DESTINATION)]);
    await vi.waitFor(async () => expect((await stops(taskId))[1]?.visitStatus).toBe("VISITED"), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await orderStatus(orderId)).toBe("PICKED_UP");
  });

  it("raises the fleet-order alerts a rule picks, once per stop, with the order's details", async () => {
    const late = await insertTestRule(t.database.db, {
      companyId,
      alertCode: ALERT_CODE.fleetOrderLateArrival,
      label: "Terlambat",
      maxThreshold: null,
    });
    const offRoute = await insertTestRule(t.database.db, {
      companyId,
      alertCode: ALERT_CODE.fleetOrderOffRoute,
      label: "Keluar rute",
      maxThreshold: null,
    });
    // as the rules' and vehicles' own services do: the alerts' rule cache reloads
    t.services.bus.publish(topics.alertRuleChanges(companyId), {
      companyId,
      alertRuleIds: [late.alertRuleId, offRoute.alertRuleId],
    });
    const { vehicleId, orderId, taskId, stopIds } = await startedTask("B 2 TES");
    t.services.bus.publish(topics.fleetChanges(companyId), {});
    const dropId = stopIds[1];
    // the pickup on time, then 15 km off the leg to the drop, then the drop 30 min past its target + 15 min
    publish([update(vehicleId, 0, ORIGIN), update(vehicleId, 2, ORIGIN), update(vehicleId, 3, ORIGIN)]);
    publish([
      update(vehicleId, 50, { lat: -6.1, lng: 107.2 }),
      update(vehicleId, 51, { lat: -6.1, lng: 107.2 }),
    ]);
    publish([update(vehicleId, 405, DESTINATION), update(vehicleId, 406, DESTINATION)]);
    const alertsOf = () =>
      t.database.db
        .select()
        .from(rawAlerts)
        .where(eq(rawAlerts.vehicleId, vehicleId))
        .orderBy(rawAlerts.alertCode);
    await vi.waitFor(
      async () => expect((await alertsOf()).map((alert) => alert.alertCode)).toEqual([137, 140]),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    const [lateAlert, offRouteAlert] = await alertsOf();
    expect(lateAlert).toMatchObject({
      alertRuleIds: [late.alertRuleId],
      alertData: `DO-${String(orderId).padStart(6, "0")}|${taskId}|${dropId}`,
    });
    expect(lateAlert?.additionalData).toEqual({
      foData: expect.objectContaining({
        location: DESTINATION.address,
        targetArrival: minute(360),
        targetTime: minute(360),
      }),
    });
    expect(offRouteAlert?.alertRuleIds).toEqual([offRoute.alertRuleId]);
    const offRouteDetails = offRouteAlert?.additionalData as { foData: { distanceKm: number } } | undefined;
    expect(offRouteDetails?.foData.distanceKm).toBeGreaterThan(5);
    // each stop and code claimed once, for every instance that checks the same positions
    expect(
      await t.database.db
        .select()
        .from(fleetTaskAlerts)
        .where(eq(fleetTaskAlerts.fleetTaskStopId, dropId ?? 0)),
    ).toHaveLength(2);
  });

  it("raises an unplanned stop once the vehicle stayed away from every planned place for the rule's time", async () => {
    const rule = await insertTestRule(t.database.db, {
      companyId,
      alertCode: ALERT_CODE.fleetOrderUnplannedStop,
      label: "Berhenti tak terencana",
      maxThreshold: null,
      minThresholdTime: 20 * 60,
    });
    t.services.bus.publish(topics.alertRuleChanges(companyId), {
      companyId,
      alertRuleIds: [rule.alertRuleId],
    });
    const { vehicleId, orderId, taskId, stopIds } = await startedTask("B 3 TES");
    t.services.bus.publish(topics.fleetChanges(companyId), {});
    const halfway = { lat: (ORIGIN.lat + DESTINATION.lat) / 2, lng: (ORIGIN.lng + DESTINATION.lng) / 2 };
    const nearby = { lat: halfway.lat + 0.0005, lng: halfway.lng };
    // half an hour at the pickup is planned; then 15 min halfway is under the rule's 20, 25 min is over it
    publish([0, 10, 20, 30].map((m) => update(vehicleId, m, ORIGIN)));
    publish([update(vehicleId, 40, halfway), update(vehicleId, 50, nearby), update(vehicleId, 55, halfway)]);
    publish([update(vehicleId, 65, nearby), update(vehicleId, 70, halfway), update(vehicleId, 90, halfway)]);
    const unplanned = () =>
      t.database.db
        .select()
        .from(rawAlerts)
        .where(eq(rawAlerts.vehicleId, vehicleId))
        .then((rows) => rows.filter((row) => row.alertCode === ALERT_CODE.fleetOrderUnplannedStop));
    await vi.waitFor(async () => expect(await unplanned()).toHaveLength(1), {
      timeout: 10_000,
      interval: 100,
    });
    const [alert] = await unplanned();
    expect(alert).toMatchObject({
      alertRuleIds: [rule.alertRuleId],
      alertData: `DO-${String(orderId).padStart(6, "0")}|${taskId}|${stopIds[1]}`,
      latitude: halfway.lat,
    });
    expect(alert?.additionalData).toEqual({
      foData: expect.objectContaining({
        destination: DESTINATION.address,
        totalDurationMinutes: 25,
        actualTime: minute(40),
        targetArrival: minute(360),
        distanceKm: 0,
      }),
    });
  });
});
