import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const ORDER_FIELDS = `deliveryOrderId code status customerName shipmentNumber fleetTaskId totalWeightKg totalVolumeM3
  origin { address lat lng geofenceId } destination { address } deliveryWindow { start end } items { name quantity }
  customFields { key value }`;
const ORDERS = `query ($filter: DeliveryOrdersFilter) { deliveryOrders(filter: $filter) {
  isSuccessful errorName list { ${ORDER_FIELDS} } pagination { total page show } statusCounts { status count } } }`;
const ORDER = `query ($id: Int!) { deliveryOrder(deliveryOrderId: $id) { isSuccessful errorName data { ${ORDER_FIELDS} } } }`;
const CREATE_ORDER = `mutation ($input: CreateDeliveryOrderInput!) { createDeliveryOrder(input: $input) {
  isSuccessful errorName message data { ${ORDER_FIELDS} } } }`;
const UPDATE_ORDER = `mutation ($input: UpdateDeliveryOrderInput!) { updateDeliveryOrder(input: $input) {
  isSuccessful errorName message data { ${ORDER_FIELDS} } } }`;
const DELETE_ORDER = `mutation ($id: Int!) { deleteDeliveryOrder(input: { deliveryOrderId: $id }) { isSuccessful errorName data { code } } }`;
const HISTORY = `query ($id: Int!) { deliveryOrder(deliveryOrderId: $id) { isSuccessful errorName
  data { statusHistory { fromStatus toStatus changedOn } } } }`;
const ORDER_STATUS = `mutation ($id: Int!, $status: DeliveryOrderStatus!) {
  changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: $status }) { isSuccessful errorName message data { status } } }`;
const TASK_FIELDS = `fleetTaskId code status vehicleId licensePlate driverId driverName stopCount visitedCount isInstant
  stops { sequence deliveryOrderId deliveryOrderCode customerName activity address lat lng visitStatus targetArrival punctuality }
  interventions { action userName before after }`;
const TASKS = `query ($filter: FleetTasksFilter) { fleetTasks(filter: $filter) {
  isSuccessful errorName list { fleetTaskId code status stopCount isInstant } pagination { total } statusCounts { status count } } }`;
const TASK = `query ($id: Int!) { fleetTask(fleetTaskId: $id) { isSuccessful errorName data { ${TASK_FIELDS} } } }`;
const CREATE_TASK = `mutation ($input: CreateFleetTaskInput!) { createFleetTask(input: $input) {
  isSuccessful errorName message data { ${TASK_FIELDS} } } }`;
const UPDATE_TASK = `mutation ($input: UpdateFleetTaskInput!) { updateFleetTask(input: $input) {
  isSuccessful errorName message data { ${TASK_FIELDS} } } }`;
const TASK_STATUS = `mutation ($id: Int!, $status: FleetTaskStatus!) {
  changeFleetTaskStatus(input: { fleetTaskId: $id, status: $status }) { isSuccessful errorName message data { status } } }`;
const DELETE_TASK = `mutation ($id: Int!) { deleteFleetTask(input: { fleetTaskId: $id }) { isSuccessful errorName } }`;

interface Order {
  deliveryOrderId: number;
  code: string;
  customerName: string;
  status: string;
  fleetTaskId: number | null;
  totalWeightKg: number;
}
interface Stop {
  sequence: number;
  deliveryOrderId: number | null;
  activity: string;
  address: string;
  visitStatus: string;
  targetArrival: string | null;
}
interface Task {
  fleetTaskId: number;
  code: string;
  status: string;
  stopCount: number;
  isInstant: boolean;
  stops: Stop[];
  interventions: {
    action: string;
    userName: string;
    before: { driverId: number };
    after: { driverId: number };
  }[];
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };
type Counts = { status: string; count: number }[];

const orderInput = (customerName: string, shipmentNumber: string) => ({
  customerName,
  billedCustomerName: "PT Induk Niaga",
  shipmentNumber,
  origin: { address: "Jl. Industri Raya 5, Cikarang", lat: -6.3, lng: 107.15 },
  destination: { address: "Jl. Boulevard Barat, Kelapa Gading", lat: -6.157, lng: 106.908 },
  pickupWindow: { start: "2026-12-01T01:00:00.000Z", end: "2026-12-01T03:00:00.000Z" },
  deliveryWindow: { start: "2026-12-01T05:00:00.000Z", end: "2026-12-01T08:00:00.000Z" },
  items: [
    { name: "Karton", quantity: 10, weightKg: 2.5, volumeM3: 0.02 },
    { name: "Palet", quantity: 1, weightKg: 15, volumeM3: 0.5 },
  ],
  customFields: [{ key: "No. PO", value: "PO-77" }],
  notes: "Bongkar di dok 3",
});

describe("delivery orders and fleet tasks", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  let vehicleId: number;
  let driverId: number;
  let otherDriverId: number;

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const createOrder = async (customer: string, shipment: string) =>
    (await call<Result<Order>>(admin, CREATE_ORDER, { input: orderInput(customer, shipment) })).data;
  const counts = async (query: string, cookie = admin) =>
    Object.fromEntries(
      (await call<{ statusCounts: Counts }>(cookie, query)).statusCounts.map((row) => [
        row.status,
        row.count,
      ]),
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
    const fleet = await call<{ data: { id: number; driver1Id: number | null }[] }>(
      admin,
      `query { vehicles { data { id driver1Id } } }`,
    );
    const drivers = fleet.data.flatMap((vehicle) => (vehicle.driver1Id ? [vehicle.driver1Id] : []));
    vehicleId = fleet.data[0]?.id ?? 0;
    driverId = drivers[0] ?? 0;
    otherDriverId = drivers.find((id) => id !== driverId) ?? 0;
    expect(otherDriverId).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it("shows the demo company's deliveries with a count per status", async () => {
    // 16 of the confirmed orders are route planning's demo day (route-optimization/demoRoutePlanning.ts), the
    // delivered ones and the ended tasks the invoices' demo (invoices/demoInvoices.ts), a draft the sales orders' demo
    // (demoSalesOrders.ts)
    expect(await counts(ORDERS)).toEqual({
      DRAFT: 2,
      CONFIRMED: 18,
      SCHEDULED: 2,
      PICKED_UP: 2,
      DELIVERED: 4,
    });
    expect(await counts(TASKS)).toEqual({ DRAFT: 1, SCHEDULED: 1, STARTED: 1, ENDED: 2 });
    const page = await call<{ list: Order[]; pagination: { total: number } }>(admin, ORDERS, {
      filter: { status: "CONFIRMED", pagination: { page: 1, show: 1 } },
    });
    expect(page.list.map((order) => order.status)).toEqual(["CONFIRMED"]);
    expect(page.pagination.total).toBe(18);
  });

  it("plans two orders on a fleet task and runs it: orders follow the task, a change after the start is an intervention", async () => {
    const first = await createOrder("PT Uji Satu", "SHP-T1");
    const second = await createOrder("PT Uji Dua", "SHP-T2");
    expect(first).toMatchObject({
      status: "DRAFT",
      code: `DO-${String(first.deliveryOrderId).padStart(6, "0")}`,
    });
    expect(first.totalWeightKg).toBe(40);

    const stops = [first, second].flatMap((order) => [
      { deliveryOrderId: order.deliveryOrderId, activity: "PICKUP" },
      { deliveryOrderId: order.deliveryOrderId, activity: "DROP" },
    ]);
    const input = { vehicleId, driverId, departureTime: "2026-12-01T00:30:00.000Z", stops };
    // a draft is not ready for a task
    expect(await call<Result<Task>>(admin, CREATE_TASK, { input })).toMatchObject({
      isSuccessful: false,
      errorName: "DeliveryOrderNotSchedulable",
    });
    for (const order of [first, second]) {
      const moved = await call<Result<Order>>(admin, ORDER_STATUS, {
        id: order.deliveryOrderId,
        status: "CONFIRMED",
      });
      expect(moved.data.status).toBe("CONFIRMED");
    }

    const created = await call<Result<Task>>(admin, CREATE_TASK, { input });
    expect(created.isSuccessful, created.message).toBe(true);
    const task = created.data;
    expect(task).toMatchObject({ status: "DRAFT", stopCount: 4, isInstant: false });
    expect(task.stops.map((stop) => [stop.sequence, stop.activity, stop.address, stop.visitStatus])).toEqual([
      [1, "PICKUP", "Jl. Industri Raya 5, Cikarang", "TO_VISIT"],
      [2, "DROP", "Jl. Boulevard Barat, Kelapa Gading", "TO_VISIT"],
      [3, "PICKUP", "Jl. Industri Raya 5, Cikarang", "TO_VISIT"],
      [4, "DROP", "Jl. Boulevard Barat, Kelapa Gading", "TO_VISIT"],
    ]);
    // arrive by the end of the order's window
    expect(task.stops[1]?.targetArrival).toBe("2026-12-01T08:00:00.000Z");
    const scheduled = await call<Result<Order>>(admin, ORDER, { id: first.deliveryOrderId });
    expect(scheduled.data).toMatchObject({ status: "SCHEDULED", fleetTaskId: task.fleetTaskId });
    expect(await counts(TASKS)).toEqual({ DRAFT: 2, SCHEDULED: 1, STARTED: 1, ENDED: 2 });

    // an order on a task is neither edited nor scheduled twice nor canceled by hand
    const locked = await call<Result<Order>>(admin, UPDATE_ORDER, {
      input: { deliveryOrderId: first.deliveryOrderId, ...orderInput("Ganti", "X") },
    });
    expect(locked).toMatchObject({ isSuccessful: false, errorName: "DeliveryOrderLocked" });
    expect(await call<Result<Task>>(admin, CREATE_TASK, { input })).toMatchObject({
      errorName: "DeliveryOrderNotSchedulable",
    });
    expect(
      await call<Result<Order>>(admin, ORDER_STATUS, { id: first.deliveryOrderId, status: "CANCELED" }),
    ).toMatchObject({ isSuccessful: false, errorName: "StatusChangeNotAllowed" });

    // DRAFT cannot start; SCHEDULED then STARTED runs its orders
    expect(
      await call<Result<Task>>(admin, TASK_STATUS, { id: task.fleetTaskId, status: "STARTED" }),
    ).toMatchObject({
      errorName: "StatusChangeNotAllowed",
    });
    for (const status of ["SCHEDULED", "STARTED"]) {
      const moved = await call<Result<Task>>(admin, TASK_STATUS, { id: task.fleetTaskId, status });
      expect(moved.data.status).toBe(status);
    }
    expect((await call<Result<Order>>(admin, ORDER, { id: second.deliveryOrderId })).data.status).toBe(
      "IN_PROGRESS",
    );

    // after the start: the driver changes (an intervention), the load may not
    const changed = await call<Result<Task>>(admin, UPDATE_TASK, {
      input: { ...input, fleetTaskId: task.fleetTaskId, driverId: otherDriverId },
    });
    expect(changed.isSuccessful, changed.message).toBe(true);
    expect(changed.data.interventions).toEqual([
      expect.objectContaining({
        action: "UPDATE",
        userName: "Admin Armada",
        before: expect.objectContaining({ driverId }),
        after: expect.objectContaining({ driverId: otherDriverId }),
      }),
    ]);
    const dropped = await call<Result<Task>>(admin, UPDATE_TASK, {
      input: { ...input, fleetTaskId: task.fleetTaskId, stops: stops.slice(0, 2) },
    });
    expect(dropped).toMatchObject({ isSuccessful: false, errorName: "FleetTaskLocked" });
    expect(await call<Result<Task>>(admin, DELETE_TASK, { id: task.fleetTaskId })).toMatchObject({
      errorName: "FleetTaskLocked",
    });
    const ended = await call<Result<Task>>(admin, TASK_STATUS, { id: task.fleetTaskId, status: "ENDED" });
    expect(ended.data.status).toBe("ENDED");
    // each move of the order, by hand or with its task, in its history
    const history = await call<Result<{ statusHistory: { fromStatus: string; toStatus: string }[] }>>(
      admin,
      HISTORY,
      { id: second.deliveryOrderId },
    );
    expect(history.data.statusHistory.map((move) => `${move.fromStatus}>${move.toStatus}`)).toEqual([
      "DRAFT>CONFIRMED",
      "CONFIRMED>SCHEDULED",
      "SCHEDULED>IN_PROGRESS",
    ]);
  });

  it("hands a deleted or canceled task's orders back to the planner, and deletes only drafts", async () => {
    const order = await createOrder("PT Uji Tiga", "SHP-T3");
    expect(
      await call<Result<Order>>(admin, ORDER_STATUS, { id: order.deliveryOrderId, status: "CONFIRMED" }),
    ).toMatchObject({ isSuccessful: true });
    const input = {
      vehicleId,
      driverId,
      departureTime: "2026-12-02T00:30:00.000Z",
      stops: [{ deliveryOrderId: order.deliveryOrderId, activity: "DROP" }],
    };
    const task = (await call<Result<Task>>(admin, CREATE_TASK, { input })).data;
    expect(await call<Result<Task>>(admin, DELETE_TASK, { id: task.fleetTaskId })).toMatchObject({
      isSuccessful: true,
    });
    expect((await call<Result<Order>>(admin, ORDER, { id: order.deliveryOrderId })).data).toMatchObject({
      status: "CONFIRMED",
      fleetTaskId: null,
    });
    const again = (await call<Result<Task>>(admin, CREATE_TASK, { input })).data;
    await call(admin, TASK_STATUS, { id: again.fleetTaskId, status: "CANCELED" });
    expect((await call<Result<Order>>(admin, ORDER, { id: order.deliveryOrderId })).data.status).toBe(
      "CONFIRMED",
    );

    expect(await call<Result<Order>>(admin, DELETE_ORDER, { id: order.deliveryOrderId })).toMatchObject({
      errorName: "DeliveryOrderLocked",
    });
    await call(admin, ORDER_STATUS, { id: order.deliveryOrderId, status: "DRAFT" });
    expect(await call<Result<Order>>(admin, DELETE_ORDER, { id: order.deliveryOrderId })).toMatchObject({
      isSuccessful: true,
    });
    // the canceled task keeps its stop, without the order
    const canceled = (await call<Result<Task>>(admin, TASK, { id: again.fleetTaskId })).data;
    expect(canceled.stops.map((stop) => [stop.activity, stop.deliveryOrderId])).toEqual([["DROP", null]]);
  });

  it("refuses invalid input with its fields", async () => {
    const bad = await call<Result<Order>>(admin, CREATE_ORDER, {
      input: {
        ...orderInput("", "S"),
        deliveryWindow: { start: "2026-12-02T00:00:00Z", end: "2026-12-01T00:00:00Z" },
      },
    });
    expect(bad).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const instantWithoutAddress = await call<Result<Task>>(admin, CREATE_TASK, {
      input: { vehicleId, departureTime: "2026-12-01T00:00:00Z", stops: [{ activity: "DROP" }] },
    });
    expect(instantWithoutAddress).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("keeps each company's deliveries to itself", async () => {
    const order = await createOrder("Rahasia A", "SHP-A");
    const tasksOfA = await call<{ list: Task[] }>(admin, TASKS);
    const taskOfA = tasksOfA.list[0]?.fleetTaskId ?? 0;

    const seenByB = await call<{ list: Order[]; statusCounts: Counts }>(lain, ORDERS);
    expect(seenByB).toMatchObject({ list: [], statusCounts: [] });
    expect(await call<{ list: Task[] }>(lain, TASKS)).toMatchObject({ list: [] });
    expect(await call<Result<Order>>(lain, ORDER, { id: order.deliveryOrderId })).toMatchObject({
      errorName: "NotFound",
    });
    expect(await call<Result<null>>(lain, HISTORY, { id: order.deliveryOrderId })).toMatchObject({
      errorName: "NotFound",
      data: null,
    });
    expect(await call<Result<Task>>(lain, TASK, { id: taskOfA })).toMatchObject({ errorName: "NotFound" });
    expect(
      await call<Result<Order>>(lain, UPDATE_ORDER, {
        input: { deliveryOrderId: order.deliveryOrderId, ...orderInput("Diambil alih", "B") },
      }),
    ).toMatchObject({ errorName: "NotFound" });
    expect(await call<Result<Order>>(lain, DELETE_ORDER, { id: order.deliveryOrderId })).toMatchObject({
      errorName: "NotFound",
    });
    expect(await call<Result<Task>>(lain, TASK_STATUS, { id: taskOfA, status: "CANCELED" })).toMatchObject({
      errorName: "NotFound",
    });
    // B's task cannot carry A's order, vehicle or driver
    const fleetOfB = await call<{ data: { id: number }[] }>(lain, `query { vehicles { data { id } } }`);
    const taken = await call<Result<Task>>(lain, CREATE_TASK, {
      input: {
        vehicleId: fleetOfB.data[0]?.id,
        driverId,
        departureTime: "2026-12-01T00:00:00Z",
        stops: [{ deliveryOrderId: order.deliveryOrderId, activity: "DROP" }],
      },
    });
    expect(taken).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(taken.message).toContain("Pengemudi tidak ditemukan");
    expect((await call<Result<Order>>(admin, ORDER, { id: order.deliveryOrderId })).data.customerName).toBe(
      "Rahasia A",
    );
  });

  it("opens instant tasks to the fleet-task-instant keys and everything else to the tms keys only", async () => {
    const instantKeys = ["read", "create", "update", "delete"].map(
      (action) => `fleet-task-instant:${action}`,
    );
    const planner = await t.loginAs(instantKeys);
    const refused = await t.graphql(planner, ORDERS);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await call<{ list: Task[] }>(planner, TASKS)).list.every((task) => task.isInstant)).toBe(true);
    expect(await counts(TASKS, planner)).toEqual({ DRAFT: 1 });

    const instant = await call<Result<Task>>(planner, CREATE_TASK, {
      input: {
        vehicleId,
        driverId,
        departureTime: "2026-12-03T01:00:00Z",
        stops: [
          { activity: "PICKUP", address: { address: "Depo Cakung", lat: -6.18, lng: 106.94 }, note: "Ambil" },
          { activity: "DROP", address: { address: "Kuningan", lat: -6.23, lng: 106.83 } },
        ],
      },
    });
    expect(instant).toMatchObject({ isSuccessful: true, data: { isInstant: true, stopCount: 2 } });
    const ordered = await t.graphql(planner, CREATE_TASK, {
      input: {
        vehicleId,
        departureTime: "2026-12-03T01:00:00Z",
        stops: [{ deliveryOrderId: 1, activity: "DROP" }],
      },
    });
    expect(ordered.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const reader = await t.loginAs(["tms:read"]);
    expect(
      (await t.graphql(reader, CREATE_ORDER, { input: orderInput("X", "Y") })).errors?.[0]?.extensions?.code,
    ).toBe("FORBIDDEN");
    const nobody = await t.loginAs(["b1f-liveview-v2:read"]);
    expect((await t.graphql(nobody, TASKS)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.graphql(nobody, TASK, { id: 1 })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
