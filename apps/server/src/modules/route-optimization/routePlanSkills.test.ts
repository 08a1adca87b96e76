import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const STOP = `stopId deliveryOrderId position unassignedReason requiredSkills missingSkills`;
const PLAN = `routePlanId routes { routeId vehicleId skills violations stops { ${STOP} } } unassigned { ${STOP} }`;
const CREATE_PLAN = `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const MOVE = `mutation ($input: MoveRoutePlanStopInput!) { moveRoutePlanStop(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const CREATE_ORDER = `mutation ($input: CreateDeliveryOrderInput!) { createDeliveryOrder(input: $input) {
  isSuccessful errorName message data { deliveryOrderId requiredSkills } } }`;
const UPDATE_ORDER = `mutation ($input: UpdateDeliveryOrderInput!) { updateDeliveryOrder(input: $input) {
  isSuccessful errorName message data { deliveryOrderId requiredSkills } } }`;
const ORDER_STATUS = `mutation ($id: Int!) {
  changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: CONFIRMED }) { isSuccessful message } }`;
const UPDATE_VEHICLE = `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) {
  isSuccessful errorName message data { id skills } } }`;

interface Stop {
  stopId: number;
  deliveryOrderId: number;
  unassignedReason: string | null;
  requiredSkills: string[];
  missingSkills: string[];
}
interface Plan {
  routePlanId: number;
  routes: { routeId: number; vehicleId: number; skills: string[]; violations: string[]; stops: Stop[] }[];
  unassigned: Stop[];
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

const DEPOT = { address: "Jl. Raya Cakung Cilincing, Cakung", lat: -6.1847, lng: 106.9402 };

describe("route plans and vehicle skills", () => {
  let t: TestApp;
  let admin: string;
  let coldVehicle: number;
  let plainVehicle: number;
  let coldOrder: number;
  let plainOrder: number;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(admin, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const orderInput = (customerName: string, requiredSkills?: string[]) => ({
    customerName,
    origin: DEPOT,
    destination: { address: "Jl. Pemuda No. 12, Rawamangun", lat: -6.1937, lng: 106.8839 },
    items: [{ name: "Karton es krim", quantity: 10, weightKg: 5, volumeM3: 0.02 }],
    ...(requiredSkills ? { requiredSkills } : {}),
  });
  const confirmedOrder = async (customerName: string, requiredSkills?: string[]) => {
    const created = await call<Result<{ deliveryOrderId: number; requiredSkills: string[] }>>(CREATE_ORDER, {
      input: orderInput(customerName, requiredSkills),
    });
    expect(created.isSuccessful, created.message).toBe(true);
    expect(created.data.requiredSkills).toEqual(requiredSkills ?? []);
    const confirmed = await call<{ isSuccessful: boolean; message: string }>(ORDER_STATUS, {
      id: created.data.deliveryOrderId,
    });
    expect(confirmed.isSuccessful, confirmed.message).toBe(true);
    return created.data.deliveryOrderId;
  };
  const plan = async (vehicleIds: number[]) => {
    const created = await call<Result<Plan>>(CREATE_PLAN, {
      input: {
        day: new Date().toISOString().slice(0, 10),
        deliveryOrderIds: [coldOrder, plainOrder],
        vehicles: vehicleIds.map((vehicleId) => ({ vehicleId, capacityKg: 5000, capacityM3: 20 })),
        depot: DEPOT,
        shiftStart: "00:00",
        shiftEnd: "23:59",
        timeLimitSeconds: 1,
      },
    });
    expect(created.isSuccessful, created.message).toBe(true);
    return created.data;
  };
  const stopOf = (found: Plan, order: number) =>
    [...found.routes.flatMap((route) => route.stops), ...found.unassigned].find(
      (stop) => stop.deliveryOrderId === order,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const fleet = await call<{ data: { id: number; skills: string[] }[] }>(
      `query { vehicles { data { id skills } } }`,
    );
    const [first, second] = fleet.data.filter((vehicle) => vehicle.skills.length === 0);
    if (!first || !second) throw new Error("two demo vehicles without skills expected");
    [coldVehicle, plainVehicle] = [first.id, second.id];
    const updated = await call<Result<{ skills: string[] }>>(UPDATE_VEHICLE, {
      input: { id: coldVehicle, skills: ["COLD_BOX", "TAIL_LIFT"] },
    });
    expect(updated.isSuccessful, updated.message).toBe(true);
    expect(updated.data.skills).toEqual(["COLD_BOX", "TAIL_LIFT"]);
    coldOrder = await confirmedOrder("Toko Es Krim Segar", ["COLD_BOX"]);
    plainOrder = await confirmedOrder("Toko Kelontong Biasa");
  });
  afterAll(() => t.close());

  it("refuses a skill not on the list, and one given twice", async () => {
    const unknown = await t.graphql(admin, UPDATE_VEHICLE, {
      input: { id: plainVehicle, skills: ["JETPACK"] },
    });
    expect(unknown.errors?.[0]?.message).toContain("VehicleSkill");
    const vehicle = await call<Result<unknown>>(UPDATE_VEHICLE, {
      input: { id: plainVehicle, skills: ["TAIL_LIFT", "TAIL_LIFT"] },
    });
    expect(vehicle).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    const order = await call<Result<unknown>>(CREATE_ORDER, {
      input: orderInput("Toko Dobel", ["COLD_BOX", "COLD_BOX"]),
    });
    expect(order).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("keeps an order's required skills when an edit leaves them out", async () => {
    const edited = await call<Result<{ requiredSkills: string[] }>>(UPDATE_ORDER, {
      input: { deliveryOrderId: coldOrder, ...orderInput("Toko Es Krim Segar") },
    });
    expect(edited.isSuccessful, edited.message).toBe(true);
    expect(edited.data.requiredSkills).toEqual(["COLD_BOX"]);
  });

  it("puts the cold-box order on the vehicle with a cold box", async () => {
    const found = await plan([plainVehicle, coldVehicle]);
    const cold = found.routes.find((route) => route.vehicleId === coldVehicle);
    expect(cold?.skills).toEqual(["COLD_BOX", "TAIL_LIFT"]);
    expect(cold?.stops.map((stop) => stop.deliveryOrderId)).toContain(coldOrder);
    expect(stopOf(found, plainOrder)?.unassignedReason).toBeNull();
    for (const route of found.routes) expect(route.violations).toEqual([]);
  });

  it("lists the cold-box order unassigned when no vehicle of the plan has a cold box", async () => {
    const found = await plan([plainVehicle]);
    expect(found.unassigned.map((stop) => [stop.deliveryOrderId, stop.unassignedReason])).toEqual([
      [coldOrder, "NO_VEHICLE_WITH_SKILLS"],
    ]);
    expect(found.routes[0]?.stops.map((stop) => stop.deliveryOrderId)).toEqual([plainOrder]);
  });

  it("moves the cold-box order onto a vehicle without the skill, flagging the route", async () => {
    const found = await plan([plainVehicle]);
    const [route] = found.routes;
    const stop = stopOf(found, coldOrder);
    if (!route || !stop) throw new Error("plan without its route or stop");
    const moved = await call<Result<Plan>>(MOVE, {
      input: { routePlanId: found.routePlanId, stopId: stop.stopId, routeId: route.routeId, position: 0 },
    });
    expect(moved.isSuccessful, moved.message).toBe(true);
    expect(moved.data.unassigned).toEqual([]);
    expect(moved.data.routes[0]?.violations).toContain("MISSING_SKILL");
    expect(stopOf(moved.data, coldOrder)?.missingSkills).toEqual(["COLD_BOX"]);
    expect(stopOf(moved.data, plainOrder)?.missingSkills).toEqual([]);
  });
});
