import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { ROUTE_SOLVES_WAITING } from "./routePlanService.js";

const STOP = `stopId deliveryOrderId customerName position arrival departure late unassignedReason weightKg`;
const PLAN = `routePlanId code status day distanceKm solveMs
  routes { routeId vehicleId licensePlate driverId capacityKg distanceKm loadKg returnAt violations fleetTaskId stops { ${STOP} } }
  unassigned { ${STOP} }`;
const CREATE = `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const GET = `query ($id: Int!) { routePlan(routePlanId: $id) { isSuccessful errorName data { ${PLAN} } } }`;
const LIST = `query ($filter: RoutePlansFilter) { routePlans(filter: $filter) {
  isSuccessful errorName list { routePlanId status vehicleCount routedCount unassignedCount } pagination { total }
  statusCounts { status count } } }`;
const MOVE = `mutation ($input: MoveRoutePlanStopInput!) { moveRoutePlanStop(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const ACCEPT = `mutation ($id: Int!) { acceptRoutePlan(input: { routePlanId: $id }) { isSuccessful errorName data { ${PLAN} } } }`;
const TASK = `query ($id: Int!) { fleetTask(fleetTaskId: $id) { isSuccessful data { status vehicleId driverId
  stops { activity deliveryOrderId targetArrival } } } }`;
const ORDER = `query ($id: Int!) { deliveryOrder(deliveryOrderId: $id) { data { status } } }`;

interface Stop {
  stopId: number;
  deliveryOrderId: number;
  position: number;
  arrival: string | null;
  departure: string | null;
  late: boolean;
  unassignedReason: string | null;
  weightKg: number;
}
interface Route {
  routeId: number;
  vehicleId: number;
  driverId: number | null;
  capacityKg: number | null;
  distanceKm: number;
  loadKg: number;
  returnAt: string | null;
  violations: string[];
  fleetTaskId: number | null;
  stops: Stop[];
}
interface Plan {
  routePlanId: number;
  status: string;
  distanceKm: number;
  routes: Route[];
  unassigned: Stop[];
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

/** The demo's tomorrow in Jakarta, the day its confirmed orders for route planning are on. */
const tomorrow = () => new Date(Date.now() + 7 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
const DEPOT = { address: "Jl. Raya Cakung Cilincing, Cakung", lat: -6.1847, lng: 106.9402 };

describe("route plans", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  let vehicleIds: number[];
  let tonnes: Map<number, number | null>;

  const call = async <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(cookie, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };
  const input = (overrides: Record<string, unknown> = {}) => ({
    day: tomorrow(),
    vehicles: vehicleIds.map((vehicleId) => ({ vehicleId })),
    depot: DEPOT,
    shiftStart: "07:00",
    shiftEnd: "18:00",
    timeLimitSeconds: 1,
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
    const fleet = await call<{ data: { id: number; tonnage: number | null }[] }>(
      admin,
      `query { vehicles { data { id tonnage } } }`,
    );
    vehicleIds = fleet.data.slice(0, 3).map((vehicle) => vehicle.id);
    tonnes = new Map(fleet.data.map((vehicle) => [vehicle.id, vehicle.tonnage]));
    expect(vehicleIds).toHaveLength(3);
  });
  afterAll(() => t.close());

  it("plans the demo day's confirmed orders on vehicles, every order routed or listed with a reason", async () => {
    const created = await call<Result<Plan>>(admin, CREATE, { input: input() });
    expect(created).toMatchObject({ isSuccessful: true, errorName: null });
    const plan = created.data;
    expect(plan.status).toBe("DRAFT");
    expect(plan.routes).toHaveLength(3);
    const routed = plan.routes.flatMap((route) => route.stops);
    expect(routed.length + plan.unassigned.length).toBeGreaterThanOrEqual(16);
    for (const stop of plan.unassigned) expect(stop.unassignedReason).not.toBeNull();
    expect(routed.length).toBeGreaterThan(0);
    for (const route of plan.routes) {
      // capacities come from the vehicles' master data (tonnes → kg), and the solver's routes break no rule
      expect(route.capacityKg).toBe((tonnes.get(route.vehicleId) ?? 0) * 1000);
      expect(route.violations).toEqual([]);
      route.stops.forEach((stop, position) => {
        expect(stop.position).toBe(position);
        expect(stop.late).toBe(false);
        expect(Date.parse(stop.departure ?? "")).toBeGreaterThan(Date.parse(stop.arrival ?? ""));
      });
      expect(route.loadKg).toBeCloseTo(
        route.stops.reduce((sum, stop) => sum + stop.weightKg, 0),
        3,
      );
    }
    expect(plan.distanceKm).toBeGreaterThan(0);
    expect(await call<Result<Plan>>(admin, GET, { id: plan.routePlanId })).toMatchObject({ data: plan });
  });

  it("solves a mixed fleet largest vehicles first, the small one taking only what fits it", async () => {
    const plan = (
      await call<Result<Plan>>(admin, CREATE, {
        input: input({
          vehicles: [
            { vehicleId: vehicleIds[0], capacityKg: 400, capacityM3: 50 },
            { vehicleId: vehicleIds[1], capacityKg: 20000, capacityM3: 100 },
          ],
        }),
      })
    ).data;
    const [small, large] = plan.routes;
    expect(large?.stops.length).toBeGreaterThan(1);
    expect(large?.violations).toEqual([]);
    expect(small?.violations).toEqual([]);
    expect(small?.loadKg).toBeLessThanOrEqual(400);
  });

  it("solves one plan at a time: two more asked for meanwhile wait their turn, one beyond them is told to try again", async () => {
    const results = await Promise.all(
      Array.from({ length: ROUTE_SOLVES_WAITING + 2 }, () =>
        call<Result<Plan>>(admin, CREATE, { input: input() }),
      ),
    );
    expect(results.filter((result) => result.isSuccessful)).toHaveLength(ROUTE_SOLVES_WAITING + 1);
    expect(results.filter((result) => !result.isSuccessful)).toEqual([
      expect.objectContaining({ errorName: "RoutePlanBusy" }),
    ]);
  });

  it("moves a stop to another route, recomputing times and flagging the broken rules", async () => {
    const plan = (
      await call<Result<Plan>>(admin, CREATE, {
        input: input({
          vehicles: [
            { vehicleId: vehicleIds[0], capacityKg: 1000, capacityM3: 50 },
            { vehicleId: vehicleIds[1], capacityKg: 1000, capacityM3: 50 },
          ],
        }),
      })
    ).data;
    const [from, to] = plan.routes;
    const moved = from?.stops[0];
    if (!from || !to || !moved) throw new Error("expected two routes with stops");
    const after = await call<Result<Plan>>(admin, MOVE, {
      input: { routePlanId: plan.routePlanId, stopId: moved.stopId, routeId: to.routeId, position: 0 },
    });
    expect(after.isSuccessful).toBe(true);
    const [fromAfter, toAfter] = after.data.routes;
    expect(fromAfter?.stops.map((s) => s.stopId)).toEqual(from.stops.slice(1).map((s) => s.stopId));
    expect(toAfter?.stops.map((s) => s.stopId)).toEqual([moved.stopId, ...to.stops.map((s) => s.stopId)]);
    expect(toAfter?.loadKg).toBeCloseTo((to.loadKg ?? 0) + moved.weightKg, 3);
    // the stops after the inserted one are reached later than before
    expect(Date.parse(toAfter?.stops[1]?.arrival ?? "")).toBeGreaterThan(
      Date.parse(to.stops[0]?.arrival ?? ""),
    );
    expect(toAfter?.violations.includes("CAPACITY_WEIGHT")).toBe((toAfter?.loadKg ?? 0) > 1000);

    // piling every stop on one vehicle overloads it: flagged, not refused
    let current = after.data;
    for (const stop of current.routes[0]?.stops ?? []) {
      current = (
        await call<Result<Plan>>(admin, MOVE, {
          input: { routePlanId: plan.routePlanId, stopId: stop.stopId, routeId: to.routeId, position: 99 },
        })
      ).data;
    }
    expect(current.routes[1]?.violations).toContain("CAPACITY_WEIGHT");
    expect(current.routes[0]?.stops).toEqual([]);

    // off its route: unassigned as the planner's choice, the route lighter; then back onto a route
    const [first, second] = current.routes[1]?.stops ?? [];
    if (!first || !second) throw new Error("expected stops on the loaded route");
    const removed = await call<Result<Plan>>(admin, MOVE, {
      input: { routePlanId: plan.routePlanId, stopId: first.stopId, routeId: null, position: 0 },
    });
    expect(removed.errorName, JSON.stringify(removed)).toBeNull();
    expect(removed.data.routes[1]?.stops[0]?.stopId).toBe(second.stopId);
    expect(removed.data.routes[1]?.loadKg).toBeCloseTo((current.routes[1]?.loadKg ?? 0) - first.weightKg, 3);
    expect(removed.data.unassigned.find((s) => s.stopId === first.stopId)).toMatchObject({
      unassignedReason: "REMOVED_BY_PLANNER",
      arrival: null,
    });
    const back = await call<Result<Plan>>(admin, MOVE, {
      input: { routePlanId: plan.routePlanId, stopId: first.stopId, routeId: from.routeId, position: 0 },
    });
    expect(back.data.routes[0]?.stops.map((s) => s.stopId)).toEqual([first.stopId]);
    expect(back.data.unassigned.some((s) => s.stopId === first.stopId)).toBe(false);
  });

  it("accepts a plan into fleet tasks on the chosen vehicles, the orders scheduled; then it is fixed", async () => {
    const plan = (await call<Result<Plan>>(admin, CREATE, { input: input() })).data;
    const accepted = await call<Result<Plan>>(admin, ACCEPT, { id: plan.routePlanId });
    expect(accepted).toMatchObject({ isSuccessful: true, data: { status: "ACCEPTED" } });
    const withStops = accepted.data.routes.filter((route) => route.stops.length > 0);
    expect(withStops.length).toBeGreaterThan(0);
    for (const route of withStops) {
      expect(route.fleetTaskId).not.toBeNull();
      const task = await call<
        Result<{
          status: string;
          vehicleId: number;
          stops: { activity: string; deliveryOrderId: number; targetArrival: string }[];
        }>
      >(admin, TASK, { id: route.fleetTaskId });
      expect(task.data.status).toBe("DRAFT");
      expect(task.data.vehicleId).toBe(route.vehicleId);
      const drops = task.data.stops.filter((stop) => stop.activity === "DROP");
      expect(drops.map((stop) => stop.deliveryOrderId)).toEqual(
        route.stops.map((stop) => stop.deliveryOrderId),
      );
      expect(drops.map((stop) => stop.targetArrival)).toEqual(route.stops.map((stop) => stop.arrival));
      const order = await call<{ data: { status: string } }>(admin, ORDER, {
        id: route.stops[0]?.deliveryOrderId,
      });
      expect(order.data.status).toBe("SCHEDULED");
    }
    const stop = withStops[0]?.stops[0];
    expect(
      await call<Result<Plan>>(admin, MOVE, {
        input: {
          routePlanId: plan.routePlanId,
          stopId: stop?.stopId,
          routeId: withStops[0]?.routeId,
          position: 1,
        },
      }),
    ).toMatchObject({ isSuccessful: false, errorName: "RoutePlanAccepted" });
    expect(await call<Result<Plan>>(admin, ACCEPT, { id: plan.routePlanId })).toMatchObject({
      isSuccessful: false,
      errorName: "RoutePlanAccepted",
    });
    // the accepted orders are on tasks now: a new plan of the day leaves them out
    const scheduled = new Set(withStops.flatMap((route) => route.stops.map((s) => s.deliveryOrderId)));
    const next = await call<Result<Plan>>(admin, CREATE, { input: input() });
    const planned = [...next.data.routes.flatMap((route) => route.stops), ...next.data.unassigned];
    expect(planned.filter((s) => scheduled.has(s.deliveryOrderId))).toEqual([]);
    // and a plan of no confirmed order is refused
    expect(await call<Result<Plan>>(admin, CREATE, { input: input({ day: "2020-01-01" }) })).toMatchObject({
      isSuccessful: false,
      errorName: "RoutePlanNoOrders",
    });
    const list = await call<{
      list: { routePlanId: number; status: string }[];
      pagination: { total: number };
      statusCounts: { status: string; count: number }[];
    }>(admin, LIST, { filter: { status: "ACCEPTED", pagination: { page: 1, show: 10 } } });
    expect(list.list.map((row) => row.routePlanId)).toEqual([plan.routePlanId]);
    // the counts are the lists' own totals: how many drafts the earlier tests left depends on their solves
    const drafts = await call<{ list: { status: string }[]; pagination: { total: number } }>(admin, LIST, {
      filter: { status: "DRAFT", pagination: { page: 1, show: 100 } },
    });
    expect(drafts.list.map((row) => row.status)).toEqual(drafts.list.map(() => "DRAFT"));
    expect(drafts.pagination.total).toBeGreaterThanOrEqual(2);
    expect(list.statusCounts).toEqual(
      expect.arrayContaining([
        { status: "DRAFT", count: drafts.pagination.total },
        { status: "ACCEPTED", count: 1 },
      ]),
    );
  });

  it("puts a delivery template's order on its default vehicle's route, with its default driver", async () => {
    const day = new Date(Date.now() + 7 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);
    const [own, pinned] = vehicleIds as [number, number];
    const drivers = await call<{ data: { userId: number }[] }>(
      admin,
      `query { drivers { data { userId } } }`,
    );
    const driverId = drivers.data[0]?.userId ?? 0;
    const template = (overrides: Record<string, unknown>) =>
      call<
        Result<{
          deliveryTemplateId: number;
          defaultVehicleId: number | null;
          defaultDriverId: number | null;
        }>
      >(
        admin,
        `mutation ($input: CreateDeliveryTemplateInput!) { createDeliveryTemplate(input: $input) {
          isSuccessful errorName data { deliveryTemplateId defaultVehicleId defaultDriverId } } }`,
        {
          input: {
            name: "Kiriman harian toko rute",
            customerName: "Toko Rute Bawaan",
            origin: DEPOT,
            destination: { address: "Toko Pulo Gadung", lat: -6.19, lng: 106.9 },
            items: [{ name: "Karton", quantity: 1, weightKg: 50, volumeM3: 0.1 }],
            deliveryWindow: { start: "08:00", end: "17:00" },
            schedule: { kind: "DAILY" },
            startsOn: day,
            endsOn: day,
            horizonDays: 30,
            ...overrides,
          },
        },
      );
    // another company's vehicle is refused like an unknown one
    const lainVehicle = (await call<{ data: { id: number }[] }>(lain, `query { vehicles { data { id } } }`))
      .data[0]?.id;
    expect(await template({ defaultVehicleId: lainVehicle })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    const made = await template({ defaultVehicleId: pinned, defaultDriverId: driverId });
    expect(made).toMatchObject({
      isSuccessful: true,
      data: { defaultVehicleId: pinned, defaultDriverId: driverId },
    });
    const order = await call<{ list: { deliveryOrderId: number }[] }>(
      admin,
      `query { deliveryOrders(filter: { search: "Toko Rute Bawaan", pagination: { page: 1, show: 10 } }) {
        list { deliveryOrderId } } }`,
    );
    const orderId = order.list[0]?.deliveryOrderId ?? 0;
    expect(order.list).toHaveLength(1);
    await call(
      admin,
      `mutation { changeDeliveryOrderStatus(input: { deliveryOrderId: ${orderId}, status: CONFIRMED }) { isSuccessful } }`,
    );
    // the first vehicle listed first: the solver's one route would be its own
    const planned = await call<Result<Plan>>(admin, CREATE, {
      input: input({ day, vehicles: [{ vehicleId: own }, { vehicleId: pinned }] }),
    });
    expect(planned).toMatchObject({ isSuccessful: true });
    const route = planned.data.routes.find((r) => r.vehicleId === pinned);
    expect(route?.stops.map((stop) => stop.deliveryOrderId)).toEqual([orderId]);
    expect(route?.driverId).toBe(driverId);
    expect(route?.violations).toEqual([]);
  });

  it("keeps a company's plans from another company, and checks the input", async () => {
    const [mine] = (await call<{ list: { routePlanId: number }[] }>(admin, LIST)).list;
    expect(await call<Result<Plan>>(lain, GET, { id: mine?.routePlanId })).toMatchObject({
      isSuccessful: false,
      errorName: "NotFound",
    });
    expect((await call<{ pagination: { total: number } }>(lain, LIST)).pagination.total).toBe(0);
    // another company's vehicle is not a reference to plan with
    expect(await call<Result<Plan>>(lain, CREATE, { input: input() })).toMatchObject({
      isSuccessful: false,
      errorName: "ValidationError",
    });
    expect(
      await call<Result<Plan>>(admin, CREATE, { input: input({ shiftStart: "18:00", shiftEnd: "07:00" }) }),
    ).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
  });

  it("needs a planner's key", async () => {
    const forbidden = async (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
      (await t.graphql(cookie, query, variables)).errors?.[0]?.extensions?.code;
    const reader = await t.loginAs(["route-optimization:read"]);
    expect((await call<Result<Plan>>(reader, LIST)).isSuccessful).toBe(true);
    expect(await forbidden(reader, CREATE, { input: input() })).toBe("FORBIDDEN");
    expect(await forbidden(await t.loginAs(["dashboard:read"]), LIST)).toBe("FORBIDDEN");

    // a route planner without the fleet task key plans, but accepting (which makes fleet tasks) is refused whole
    const planner = await t.loginAs([
      "route-optimization:read",
      "route-optimization:create",
      "route-optimization:update",
    ]);
    const plan = (await call<Result<Plan>>(planner, CREATE, { input: input() })).data;
    expect(await call<Result<Plan>>(planner, ACCEPT, { id: plan.routePlanId })).toMatchObject({
      isSuccessful: false,
      errorName: "RoutePlanAcceptNeedsTaskKeys",
    });
    const after = (await call<Result<Plan>>(admin, GET, { id: plan.routePlanId })).data;
    expect(after.status).toBe("DRAFT");
    expect(after.routes.every((route) => route.fleetTaskId === null)).toBe(true);
  });
});
