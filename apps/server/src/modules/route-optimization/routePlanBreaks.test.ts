import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const STOP = `stopId deliveryOrderId position arrival departure unassignedReason priority`;
const PLAN = `routePlanId breakRule { afterMinutes minutes }
  routes { routeId vehicleId violations returnAt breaks { start end } fleetTaskId stops { ${STOP} } }
  unassigned { ${STOP} }`;
const CREATE_PLAN = `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const MOVE = `mutation ($input: MoveRoutePlanStopInput!) { moveRoutePlanStop(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const ACCEPT = `mutation ($id: Int!) { acceptRoutePlan(input: { routePlanId: $id }) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const TASK = `query ($id: Int!) { fleetTask(fleetTaskId: $id) { isSuccessful data { note } } }`;
const CREATE_ORDER = `mutation ($input: CreateDeliveryOrderInput!) { createDeliveryOrder(input: $input) {
  isSuccessful errorName message data { deliveryOrderId priority } } }`;
const UPDATE_ORDER = `mutation ($input: UpdateDeliveryOrderInput!) { updateDeliveryOrder(input: $input) {
  isSuccessful errorName message data { deliveryOrderId priority } } }`;
const ORDER_STATUS = `mutation ($id: Int!) {
  changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: CONFIRMED }) { isSuccessful message } }`;

interface Stop {
  stopId: number;
  deliveryOrderId: number;
  position: number;
  arrival: string | null;
  departure: string | null;
  unassignedReason: string | null;
  priority: string;
}
interface Route {
  routeId: number;
  vehicleId: number;
  violations: string[];
  returnAt: string | null;
  breaks: { start: string; end: string }[];
  fleetTaskId: number | null;
  stops: Stop[];
}
interface Plan {
  routePlanId: number;
  breakRule: { afterMinutes: number; minutes: number } | null;
  routes: Route[];
  unassigned: Stop[];
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

const MINUTE = 60_000;
const DEPOT = { address: "Jl. Raya Cakung Cilincing, Cakung", lat: -6.1847, lng: 106.9402 };
const RAWAMANGUN = { address: "Jl. Pemuda No. 12, Rawamangun", lat: -6.1937, lng: 106.8839 };
const PULOGADUNG = { address: "Jl. Bekasi Raya, Pulogadung", lat: -6.1889, lng: 106.9085 };
const BOGOR = { address: "Jl. Pajajaran No. 10, Bogor", lat: -6.595, lng: 106.8166 };

describe("route plans with driver breaks and order priorities", () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(admin, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const orderInput = (
    customerName: string,
    destination: typeof DEPOT,
    weightKg: number,
    priority?: string,
  ) => ({
    customerName,
    origin: DEPOT,
    destination,
    items: [{ name: "Karton air mineral", quantity: 10, weightKg: weightKg / 10, volumeM3: 0.01 }],
    ...(priority ? { priority } : {}),
  });
  const confirmedOrder = async (...args: Parameters<typeof orderInput>) => {
    const created = await call<Result<{ deliveryOrderId: number; priority: string }>>(CREATE_ORDER, {
      input: orderInput(...args),
    });
    expect(created.isSuccessful, created.message).toBe(true);
    expect(created.data.priority).toBe(args[3] ?? "NORMAL");
    const confirmed = await call<{ isSuccessful: boolean; message: string }>(ORDER_STATUS, {
      id: created.data.deliveryOrderId,
    });
    expect(confirmed.isSuccessful, confirmed.message).toBe(true);
    return created.data.deliveryOrderId;
  };
  const plan = async (deliveryOrderIds: number[], extra: Record<string, unknown>) => {
    const created = await call<Result<Plan>>(CREATE_PLAN, {
      input: {
        day: new Date().toISOString().slice(0, 10),
        deliveryOrderIds,
        vehicles: [{ vehicleId, capacityKg: 5000, capacityM3: 20 }],
        depot: DEPOT,
        shiftStart: "00:00",
        shiftEnd: "23:59",
        timeLimitSeconds: 1,
        ...extra,
      },
    });
    expect(created.isSuccessful, created.message).toBe(true);
    return created.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const fleet = await call<{ data: { id: number }[] }>(`query { vehicles { data { id } } }`);
    const [first] = fleet.data;
    if (!first) throw new Error("a demo vehicle expected");
    vehicleId = first.id;
  });
  afterAll(() => t.close());

  it("keeps an order's priority when an edit leaves it out, and refuses one off the list", async () => {
    const id = await confirmedOrder("Toko Prioritas", RAWAMANGUN, 50, "HIGH");
    const edited = await call<Result<{ priority: string }>>(UPDATE_ORDER, {
      input: { deliveryOrderId: id, ...orderInput("Toko Prioritas", RAWAMANGUN, 50) },
    });
    expect(edited.isSuccessful, edited.message).toBe(true);
    expect(edited.data.priority).toBe("HIGH");
    const unknown = await t.graphql(admin, CREATE_ORDER, {
      input: orderInput("Toko Salah", RAWAMANGUN, 50, "SOON"),
    });
    expect(unknown.errors?.[0]?.message).toContain("OrderPriority");
  });

  it("gives the last capacity to the urgent order, listing the normal one left out as lower priority", async () => {
    const near = await confirmedOrder("Toko Dekat A", RAWAMANGUN, 60);
    const nearToo = await confirmedOrder("Toko Dekat B", PULOGADUNG, 60);
    const urgent = await confirmedOrder("Toko Jauh Mendesak", BOGOR, 60, "URGENT");
    const found = await plan([near, nearToo, urgent], {
      vehicles: [{ vehicleId, capacityKg: 130, capacityM3: 20 }],
    });
    const routed = found.routes[0]?.stops.map((stop) => stop.deliveryOrderId) ?? [];
    expect(routed).toContain(urgent);
    expect(routed).toHaveLength(2);
    expect(found.unassigned).toHaveLength(1);
    expect(found.unassigned[0]).toMatchObject({
      unassignedReason: "LOWER_PRIORITY_DROPPED",
      priority: "NORMAL",
    });
    expect([near, nearToo]).toContain(found.unassigned[0]?.deliveryOrderId);
    expect(found.routes[0]?.stops.find((stop) => stop.deliveryOrderId === urgent)?.priority).toBe("URGENT");
  });

  it("plans the drivers' break where 4 hours of work would pass, moves it with the stops, and notes it on the task", async () => {
    // at 5 km/h with an hour and a half at each stop, the second stop would end past 4 hours of work
    const first = await confirmedOrder("Toko Istirahat A", RAWAMANGUN, 10);
    const second = await confirmedOrder("Toko Istirahat B", PULOGADUNG, 10);
    const slow = { speedKmh: 5, serviceMinutes: 90 };
    const without = await plan([first, second], slow);
    expect(without.breakRule).toBeNull();
    expect(without.routes[0]?.breaks).toEqual([]);

    const found = await plan([first, second], { ...slow, breaks: {} });
    expect(found.breakRule).toEqual({ afterMinutes: 240, minutes: 30 });
    const [route] = found.routes;
    if (!route) throw new Error("plan without its route");
    expect(route.stops).toHaveLength(2);
    expect(route.breaks).toHaveLength(1);
    const [rest] = route.breaks;
    if (!rest) throw new Error("route without its break");
    expect(Date.parse(rest.end) - Date.parse(rest.start)).toBe(30 * MINUTE);
    // taken after the first stop, before driving to the second: the second arrives 30 minutes later than without
    const [stopA, stopB] = route.stops;
    expect(Date.parse(rest.start)).toBeGreaterThanOrEqual(Date.parse(stopA?.departure ?? ""));
    expect(Date.parse(stopB?.arrival ?? "")).toBeGreaterThan(Date.parse(rest.end));
    const withoutB = without.routes[0]?.stops.find((stop) => stop.deliveryOrderId === stopB?.deliveryOrderId);
    const withoutA = without.routes[0]?.stops.find((stop) => stop.deliveryOrderId === stopA?.deliveryOrderId);
    if (withoutA?.position === 0)
      expect(Date.parse(stopB?.arrival ?? "") - Date.parse(withoutB?.arrival ?? "")).toBe(30 * MINUTE);
    expect(Date.parse(route.returnAt ?? "")).toBeGreaterThan(Date.parse(without.routes[0]?.returnAt ?? ""));

    // swapping the stops recomputes the break with the times
    const moved = await call<Result<Plan>>(MOVE, {
      input: { routePlanId: found.routePlanId, stopId: stopB?.stopId, routeId: route.routeId, position: 0 },
    });
    expect(moved.isSuccessful, moved.message).toBe(true);
    const movedRoute = moved.data.routes[0];
    expect(movedRoute?.stops.map((stop) => stop.stopId)).toEqual([stopB?.stopId, stopA?.stopId]);
    expect(movedRoute?.breaks).toHaveLength(1);
    expect(Date.parse(movedRoute?.breaks[0]?.start ?? "")).toBe(
      Date.parse(movedRoute?.stops[0]?.departure ?? ""),
    );

    const accepted = await call<Result<Plan>>(ACCEPT, { id: found.routePlanId });
    expect(accepted.isSuccessful, accepted.message).toBe(true);
    const task = await call<Result<{ note: string }>>(TASK, { id: accepted.data.routes[0]?.fleetTaskId });
    expect(task.data.note).toMatch(/Istirahat 30 mnt pukul \d\d\.\d\d WIB\./);
  });

  it("refuses a break rule out of bounds with a validation error", async () => {
    const order = await confirmedOrder("Toko Batas", RAWAMANGUN, 10);
    const refused = await call<Result<unknown>>(CREATE_PLAN, {
      input: {
        day: new Date().toISOString().slice(0, 10),
        deliveryOrderIds: [order],
        vehicles: [{ vehicleId }],
        depot: DEPOT,
        shiftStart: "07:00",
        shiftEnd: "17:00",
        breaks: { afterMinutes: 30, minutes: 5 },
      },
    });
    expect(refused).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });
});
