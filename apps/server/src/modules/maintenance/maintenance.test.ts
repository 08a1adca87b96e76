import { addDays, zonedDay } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { vehicleAuditLogs } from "../fleet/index.js";

const ITEM_FIELDS = `servicePlanItemId servicePlanId name licensePlate status odometerKm dueOdometerKm dueDay
  remainingKm remainingDays lastServiceDay lastServiceOdometerKm projectedDueDay`;
const PLAN_FIELDS = `servicePlanId vehicleId licensePlate name odometerKm items { ${ITEM_FIELDS} }`;
const ITEMS = `query ($filter: ServicePlanItemsFilter) { servicePlanItems(filter: $filter) {
  isSuccessful errorName list { ${ITEM_FIELDS} } pagination { total } statusCounts { status count } } }`;
const PLANS = `query ($vehicleId: Int) { servicePlans(vehicleId: $vehicleId) { isSuccessful errorName list { ${PLAN_FIELDS} } } }`;
const CREATE_PLAN = `mutation ($input: CreateServicePlanInput!) { createServicePlan(input: $input) {
  isSuccessful errorName message data { ${PLAN_FIELDS} } } }`;
const UPDATE_PLAN = `mutation ($input: UpdateServicePlanInput!) { updateServicePlan(input: $input) {
  isSuccessful errorName message data { ${PLAN_FIELDS} } } }`;
const DELETE_PLAN = `mutation ($id: Int!) { deleteServicePlan(input: { servicePlanId: $id }) { isSuccessful errorName } }`;
const CORRECT = `mutation ($input: CorrectVehicleMetersInput!) { correctVehicleMeters(input: $input) {
  isSuccessful errorName data { vehicleId odometerKm engineHours } } }`;
const ORDER_FIELDS = `serviceOrderId code status vehicleId licensePlate location workshopName personInCharge scheduledDay
  planItems { servicePlanItemId name } extraServices costLines { kind name quantity unitPrice } totalCost
  finishedOdometerKm`;
const ORDERS = `query ($filter: ServiceOrdersFilter) { serviceOrders(filter: $filter) {
  isSuccessful errorName list { ${ORDER_FIELDS} } pagination { total } statusCounts { status count } } }`;
const ORDER = `query ($id: Int!) { serviceOrder(serviceOrderId: $id) { isSuccessful errorName data { ${ORDER_FIELDS} } } }`;
const CREATE_ORDER = `mutation ($input: CreateServiceOrderInput!) { createServiceOrder(input: $input) {
  isSuccessful errorName message data { ${ORDER_FIELDS} } } }`;
const UPDATE_ORDER = `mutation ($input: UpdateServiceOrderInput!) { updateServiceOrder(input: $input) {
  isSuccessful errorName message data { ${ORDER_FIELDS} } } }`;
const ORDER_STATUS = `mutation ($id: Int!, $status: ServiceOrderStatus!, $odometerKm: Float) {
  changeServiceOrderStatus(input: { serviceOrderId: $id, status: $status, odometerKm: $odometerKm }) {
  isSuccessful errorName message data { ${ORDER_FIELDS} } } }`;

interface Item {
  servicePlanItemId: number;
  name: string;
  licensePlate: string;
  status: string;
  odometerKm: number | null;
  dueOdometerKm: number | null;
  dueDay: string | null;
  remainingKm: number | null;
  remainingDays: number | null;
  lastServiceDay: string;
  lastServiceOdometerKm: number | null;
  projectedDueDay: string | null;
}
interface Plan {
  servicePlanId: number;
  vehicleId: number;
  name: string;
  odometerKm: number | null;
  items: Item[];
}
interface Order {
  serviceOrderId: number;
  code: string;
  status: string;
  licensePlate: string;
  planItems: { servicePlanItemId: number; name: string }[];
  totalCost: number;
  finishedOdometerKm: number | null;
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

describe("maintenance: service plans and service orders", () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  let plate: string;
  const today = zonedDay(new Date());

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const counts = async (query: string, variables: Record<string, unknown> = {}) =>
    Object.fromEntries(
      (
        await call<{ statusCounts: { status: string; count: number }[] }>(admin, query, variables)
      ).statusCounts.map((row) => [row.status, row.count]),
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const fleet = await call<{ data: { id: number; licensePlate: string }[] }>(
      admin,
      `query { vehicles { data { id licensePlate } } }`,
    );
    // a vehicle without a demo plan
    const last = fleet.data.at(-1);
    vehicleId = last?.id ?? 0;
    plate = last?.licensePlate ?? "";
  });
  afterAll(() => t.close());

  it("shows the demo company's overdue, upcoming and in-progress work", async () => {
    expect(await counts(ITEMS)).toMatchObject({ OVERDUE: expect.any(Number), UPCOMING: expect.any(Number) });
    const overdue = await call<{ list: Item[] }>(admin, ITEMS, { filter: { dueStatus: "OVERDUE" } });
    expect(overdue.list.length).toBeGreaterThan(0);
    expect(overdue.list.every((item) => item.status === "OVERDUE")).toBe(true);
    expect(await counts(ORDERS)).toEqual({ DRAFT: 1, IN_PROGRESS: 1, DONE: 1 });
  });

  it("a plan item comes due by km or by days, whichever first, and a meter correction moves it", async () => {
    const input = {
      vehicleId,
      name: "Servis uji",
      items: [
        {
          name: "Ganti oli",
          intervalKm: 10_000,
          noticeKm: 500,
          lastServiceOdometerKm: 0,
          lastServiceDay: today,
        },
        { name: "Cek aki", intervalDays: 30, noticeDays: 7, lastServiceDay: addDays(today, -25) },
        { name: "Kir rem", intervalDays: 30, lastServiceDay: addDays(today, -31) },
      ],
    };
    const created = await call<Result<Plan>>(admin, CREATE_PLAN, { input });
    expect(created.isSuccessful, created.message).toBe(true);
    const odometer = created.data.odometerKm ?? 0;
    expect(created.data.items.map((item) => [item.name, item.status])).toEqual([
      ["Ganti oli", odometer >= 10_000 ? "OVERDUE" : odometer >= 9_500 ? "UPCOMING" : "OK"],
      ["Cek aki", "UPCOMING"],
      ["Kir rem", "OVERDUE"],
    ]);
    expect(created.data.items[1]).toMatchObject({
      dueDay: addDays(today, 5),
      remainingDays: 5,
      projectedDueDay: addDays(today, 5),
    });
    // a due day already past stays in the past on the calendar
    expect(created.data.items[2]?.projectedDueDay).toBe(addDays(today, -1));

    // the tracker was replaced: the odometer is entered by hand, 9,700 km since the oil change
    const corrected = await call<Result<{ odometerKm: number }>>(admin, CORRECT, {
      input: { vehicleId, odometerKm: 9_700, engineHours: 1_200 },
    });
    expect(corrected.data.odometerKm).toBe(9_700);
    const [plan] = (await call<{ list: Plan[] }>(admin, PLANS, { vehicleId })).list;
    // 9,700 km on the day of the oil change: the last 300 km come tomorrow at that pace
    expect(plan?.items[0]).toMatchObject({
      status: "UPCOMING",
      remainingKm: 300,
      dueOdometerKm: 10_000,
      projectedDueDay: addDays(today, 1),
    });

    const upcoming = await call<{ list: Item[] }>(admin, ITEMS, {
      filter: { dueStatus: "UPCOMING", vehicleId },
    });
    expect(upcoming.list.map((item) => item.name).sort()).toEqual(["Cek aki", "Ganti oli"]);

    // an edit keeps an item by its id and drops the one left out
    const [oil, battery] = created.data.items;
    const updated = await call<Result<Plan>>(admin, UPDATE_PLAN, {
      input: {
        servicePlanId: created.data.servicePlanId,
        vehicleId,
        name: "Servis uji",
        items: [
          { ...input.items[0], id: oil?.servicePlanItemId },
          { ...input.items[1], id: battery?.servicePlanItemId },
        ],
      },
    });
    expect(updated.data.items.map((item) => item.servicePlanItemId)).toEqual([
      oil?.servicePlanItemId,
      battery?.servicePlanItemId,
    ]);
  });

  it("runs a service order through its statuses; finishing it resets the plan's items", async () => {
    const [plan] = (await call<{ list: Plan[] }>(admin, PLANS, { vehicleId })).list;
    const oil = plan?.items.find((item) => item.name === "Ganti oli");
    const orderInput = {
      vehicleId,
      location: "EXTERNAL",
      workshopName: "Bengkel Sinar Jaya",
      personInCharge: "Budi Santoso",
      scheduledDay: today,
      planItemIds: [oil?.servicePlanItemId],
      extraServices: ["Cuci mesin"],
      costLines: [
        { kind: "LABOUR", name: "Jasa", quantity: 1, unitPrice: 100_000 },
        { kind: "PART", name: "Oli 1 L", quantity: 6, unitPrice: 62_500 },
      ],
    };
    const created = await call<Result<Order>>(admin, CREATE_ORDER, { input: orderInput });
    expect(created.isSuccessful, created.message).toBe(true);
    const order = created.data;
    expect(order).toMatchObject({
      status: "DRAFT",
      code: `SO-${String(order.serviceOrderId).padStart(6, "0")}`,
      licensePlate: plate,
      planItems: [{ name: "Ganti oli" }],
      totalCost: 475_000,
    });

    // Draf cannot jump to Selesai
    expect(
      await call<Result<Order>>(admin, ORDER_STATUS, { id: order.serviceOrderId, status: "DONE" }),
    ).toMatchObject({
      isSuccessful: false,
      errorName: "StatusChangeNotAllowed",
    });
    for (const status of ["CONFIRMED", "IN_PROGRESS"]) {
      const moved = await call<Result<Order>>(admin, ORDER_STATUS, { id: order.serviceOrderId, status });
      expect(moved.data.status).toBe(status);
    }
    // in progress, its details are locked
    expect(
      await call<Result<Order>>(admin, UPDATE_ORDER, {
        input: { ...orderInput, serviceOrderId: order.serviceOrderId, personInCharge: "Lain" },
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "ServiceOrderLocked" });
    const inProgress = await call<{ list: Order[] }>(admin, ORDERS, {
      filter: { statuses: ["CONFIRMED", "IN_PROGRESS", "DOCUMENT_VERIFICATION"] },
    });
    expect(inProgress.list.map((row) => row.serviceOrderId)).toContain(order.serviceOrderId);

    await call<Result<Order>>(admin, ORDER_STATUS, {
      id: order.serviceOrderId,
      status: "DOCUMENT_VERIFICATION",
    });
    const done = await call<Result<Order>>(admin, ORDER_STATUS, {
      id: order.serviceOrderId,
      status: "DONE",
      odometerKm: 9_750,
    });
    expect(done.data).toMatchObject({ status: "DONE", finishedOdometerKm: 9_750 });
    const [after] = (await call<{ list: Plan[] }>(admin, PLANS, { vehicleId })).list;
    expect(after?.items.find((item) => item.name === "Ganti oli")).toMatchObject({
      status: "OK",
      lastServiceOdometerKm: 9_750,
      lastServiceDay: today,
      dueOdometerKm: 19_750,
    });
    expect((await call<Result<Order>>(admin, ORDER, { id: order.serviceOrderId })).data.status).toBe("DONE");

    // every change is in the vehicle's audit log
    const logs = await t.database.db
      .select({ action: vehicleAuditLogs.action, object: vehicleAuditLogs.object })
      .from(vehicleAuditLogs)
      .where(and(eq(vehicleAuditLogs.vehicleId, vehicleId)));
    expect(logs.map((log) => log.action)).toEqual(
      expect.arrayContaining([
        "Tambah Rencana Servis",
        "Ubah Rencana Servis",
        "Ubah Koreksi Odometer",
        "Tambah Perintah Servis",
        "Ubah Perintah Servis",
      ]),
    );
  });

  it("refuses another vehicle's plan item, a plan without an interval, and bad input in Indonesian", async () => {
    const others = (await call<{ list: Plan[] }>(admin, PLANS)).list.filter(
      (plan) => plan.vehicleId !== vehicleId,
    );
    const foreignItem = others[0]?.items[0]?.servicePlanItemId;
    const wrongItem = await call<Result<Order>>(admin, CREATE_ORDER, {
      input: {
        vehicleId,
        location: "INTERNAL",
        personInCharge: "Budi",
        scheduledDay: today,
        planItemIds: [foreignItem],
      },
    });
    expect(wrongItem).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const noInterval = await call<Result<Plan>>(admin, CREATE_PLAN, {
      input: { vehicleId, name: "X", items: [{ name: "Tanpa interval" }] },
    });
    expect(noInterval).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(noInterval.message).toContain("Isi minimal satu interval: km, jam mesin atau hari");
  });

  it("needs maintenance keys: read to list, create/update/delete to change", async () => {
    const reader = await t.loginAs(["maintenance:read"]);
    expect((await call<{ isSuccessful: boolean }>(reader, ITEMS)).isSuccessful).toBe(true);
    const denied = await t.graphql(reader, DELETE_PLAN, { id: 1 });
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const none = await t.loginAs(["vehicle_docs:read"]);
    expect((await t.graphql(none, ORDERS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
