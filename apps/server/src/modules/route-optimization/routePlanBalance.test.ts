import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";

const PLAN = `routePlanId balanceRoutes routes { vehicleId violations returnAt stops { deliveryOrderId } }
  unassigned { deliveryOrderId unassignedReason }`;
const CREATE_PLAN = `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const PLAN_QUERY = `query ($id: Int!) { routePlan(routePlanId: $id) { isSuccessful data { ${PLAN} } } }`;
const CREATE_ORDER = `mutation ($input: CreateDeliveryOrderInput!) { createDeliveryOrder(input: $input) {
  isSuccessful errorName message data { deliveryOrderId } } }`;
const ORDER_STATUS = `mutation ($id: Int!) {
  changeDeliveryOrderStatus(input: { deliveryOrderId: $id, status: CONFIRMED }) { isSuccessful message } }`;

interface Plan {
  routePlanId: number;
  balanceRoutes: boolean;
  routes: {
    vehicleId: number;
    violations: string[];
    returnAt: string | null;
    stops: { deliveryOrderId: number }[];
  }[];
  unassigned: { deliveryOrderId: number; unassignedReason: string }[];
}
type Result<T> = { isSuccessful: boolean; errorName: string | null; message: string; data: T };

const DEPOT = { address: "Jl. Raya Cakung Cilincing, Cakung", lat: -6.1847, lng: 106.9402 };
/** Nine drops around East Jakarta: one truck carries them all, three share them. */
const DROPS = Array.from({ length: 9 }, (_, i) => ({
  address: `Jl. Uji Seimbang No. ${i + 1}, Jakarta Timur`,
  lat: -6.17 - 0.012 * (i % 3),
  lng: 106.86 + 0.015 * Math.floor(i / 3),
}));

const longestMinutes = (plan: Plan, shiftStart: number) =>
  Math.max(
    ...plan.routes.map((route) => (route.returnAt ? (Date.parse(route.returnAt) - shiftStart) / 60_000 : 0)),
  );
const stopSpread = (plan: Plan) => {
  const counts = plan.routes.map((route) => route.stops.length);
  return Math.max(...counts) - Math.min(...counts);
};

describe("route plans balanced over the vehicles", () => {
  let t: TestApp;
  let admin: string;

  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await t.graphql<Record<string, T>>(admin, query, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return Object.values(result.data ?? {})[0] as T;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
  });
  afterAll(() => t.close());

  it("spreads the same orders over three vehicles with a shorter longest route, every route within its rules", async () => {
    const fleet = await call<{ data: { id: number }[] }>(`query { vehicles { data { id } } }`);
    const vehicleIds = fleet.data.slice(0, 3).map((vehicle) => vehicle.id);
    expect(vehicleIds).toHaveLength(3);
    const orderIds: number[] = [];
    for (const [i, drop] of DROPS.entries()) {
      const created = await call<Result<{ deliveryOrderId: number }>>(CREATE_ORDER, {
        input: {
          customerName: `Toko Seimbang ${i + 1}`,
          origin: DEPOT,
          destination: drop,
          items: [{ name: "Karton mi instan", quantity: 10, weightKg: 5, volumeM3: 0.01 }],
        },
      });
      expect(created.isSuccessful, created.message).toBe(true);
      await call(ORDER_STATUS, { id: created.data.deliveryOrderId });
      orderIds.push(created.data.deliveryOrderId);
    }
    const day = new Date().toISOString().slice(0, 10);
    const plan = async (balanceRoutes?: boolean) => {
      const created = await call<Result<Plan>>(CREATE_PLAN, {
        input: {
          day,
          deliveryOrderIds: orderIds,
          vehicles: vehicleIds.map((vehicleId) => ({ vehicleId, capacityKg: 5000, capacityM3: 20 })),
          depot: DEPOT,
          shiftStart: "06:00",
          shiftEnd: "20:00",
          travelEstimate: "MANUAL",
          serviceMinutes: 20,
          timeLimitSeconds: 1,
          ...(balanceRoutes === undefined ? {} : { balanceRoutes }),
        },
      });
      expect(created.isSuccessful, created.message).toBe(true);
      return created.data;
    };

    const fewest = await plan();
    const balanced = await plan(true);
    expect(fewest.balanceRoutes).toBe(false);
    expect(balanced.balanceRoutes).toBe(true);
    const stored = await call<Result<Plan>>(PLAN_QUERY, { id: balanced.routePlanId });
    expect(stored.data.balanceRoutes).toBe(true);
    for (const found of [fewest, balanced]) {
      expect(found.unassigned).toEqual([]);
      for (const route of found.routes) expect(route.violations).toEqual([]);
    }
    // the routes all start at the shift's start: their return times compare their lengths
    const shiftStart = Date.parse(`${day}T00:00:00Z`);
    expect(longestMinutes(balanced, shiftStart)).toBeLessThan(longestMinutes(fewest, shiftStart));
    expect(stopSpread(balanced)).toBeLessThan(stopSpread(fewest));
    expect(balanced.routes.every((route) => route.stops.length > 0)).toBe(true);
  });
});
