import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { haversineMeters, type LatLng, learnedTravelMatrix, learnTravel } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/index.js";
import { vehicles } from "../fleet/index.js";
import { vehicleActivityRuns } from "../reports/reports.tables.js";
import { osrmBlock, ROUTER_CHUNK, routerMatrix } from "./travelEstimate.js";

const HOUR = 3_600_000;
const DEPOT = { address: "Jl. Raya Cakung Cilincing, Cakung", lat: -6.1847, lng: 106.9402 };
const tomorrow = () => new Date(Date.now() + 7 * HOUR + 24 * HOUR).toISOString().slice(0, 10);

/** The fake router's road: 1.4 × the straight line, driven at 36 km/h (10 m/s). */
const roadMetres = (a: LatLng, b: LatLng) => haversineMeters(a, b) * 1.4;

/**
 * A local stand-in for OSRM (we cannot run the real router here): GET /table/v1/driving/{lng,lat;…} with sources,
 * destinations and annotations=duration,distance, answered in OSRM's documented format; `failing` answers 503.
 */
function fakeOsrm() {
  const state = { failing: false, requests: 0, largest: 0 };
  const server: Server = createServer((request, response) => {
    state.requests += 1;
    const url = new URL(request.url ?? "/", "http://localhost");
    const match = /^\/table\/v1\/driving\/(.+)$/.exec(url.pathname);
    if (state.failing || !match?.[1] || url.searchParams.get("annotations") !== "duration,distance") {
      response.writeHead(503).end();
      return;
    }
    const points = decodeURIComponent(match[1])
      .split(";")
      .map((pair) => {
        const [lng, lat] = pair.split(",").map(Number);
        return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
      });
    state.largest = Math.max(state.largest, points.length);
    const indexes = (name: string) => (url.searchParams.get(name) ?? "").split(";").map(Number);
    const sources = indexes("sources").map((i) => points[i] as LatLng);
    const targets = indexes("destinations").map((i) => points[i] as LatLng);
    const distances = sources.map((a) => targets.map((b) => roadMetres(a, b)));
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        code: "Ok",
        distances,
        durations: distances.map((row) => row.map((metres) => metres / 10)),
      }),
    );
  });
  return { server, state };
}

const PLAN = `routePlanId detourFactor speedKmh travelSource travelFallback travelSamples traffic trafficFactors
  routes { routeId distanceKm returnAt stops { stopId lat lng arrival departure } }
  unassigned { stopId }`;
const CREATE = `mutation ($input: CreateRoutePlanInput!) { createRoutePlan(input: $input) {
  isSuccessful errorName message data { ${PLAN} } } }`;
const MOVE = `mutation ($input: MoveRoutePlanStopInput!) { moveRoutePlanStop(input: $input) {
  isSuccessful errorName data { ${PLAN} } } }`;

interface Plan {
  routePlanId: number;
  detourFactor: number;
  speedKmh: number;
  travelSource: string;
  travelFallback: boolean;
  travelSamples: number;
  traffic: string;
  trafficFactors: number[] | null;
  routes: {
    routeId: number;
    distanceKm: number;
    returnAt: string | null;
    stops: { stopId: number; lat: number; lng: number; arrival: string; departure: string }[];
  }[];
  unassigned: { stopId: number }[];
}

describe("route plan travel times", () => {
  let t: TestApp;
  let admin: string;
  let osrm: ReturnType<typeof fakeOsrm>;
  let vehicleIds: number[];
  let stored = 0;

  const create = async (overrides: Record<string, unknown> = {}) => {
    const result = await t.graphql<{
      createRoutePlan: { isSuccessful: boolean; errorName: string; data: Plan };
    }>(admin, CREATE, {
      input: {
        day: tomorrow(),
        vehicles: vehicleIds.map((vehicleId) => ({ vehicleId })),
        depot: DEPOT,
        shiftStart: "07:00",
        shiftEnd: "18:00",
        timeLimitSeconds: 1,
        ...overrides,
      },
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.createRoutePlan.errorName ?? null).toBeNull();
    return result.data?.createRoutePlan.data as Plan;
  };

  /** `count` moving runs of a company's vehicle: Monas → Blok M driven `detour` × the line at `speed`, at `hour` WIB. */
  async function storeDrives(
    companyName: string,
    runs: { count: number; detour: number; speed: number; hour: number; daysAgo?: number; state?: string },
  ) {
    const { db } = t.database;
    // each call's runs a second apart from another's: a vehicle's run starts once
    stored += 1;
    const [company] = await db.select().from(companies).where(eq(companies.name, companyName));
    const [vehicle] = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.companyId, company?.id ?? 0));
    if (!company || !vehicle) throw new Error(`no vehicle of ${companyName}`);
    const from = { lat: -6.1754, lng: 106.8272 };
    const to = { lat: -6.2443, lng: 106.7987 };
    const km = (haversineMeters(from, to) / 1000) * runs.detour;
    const minutes = (km / runs.speed) * 60;
    // each run on its own day at the hour (WIB, UTC+7), the days back from yesterday
    const midnightWib = Math.floor((Date.now() + 7 * HOUR) / (24 * HOUR)) * 24 * HOUR - 7 * HOUR;
    await db.insert(vehicleActivityRuns).values(
      Array.from({ length: runs.count }, (_, i) => {
        const start =
          midnightWib -
          (1 + i + (runs.daysAgo ?? 0)) * 24 * HOUR +
          runs.hour * HOUR +
          60_000 * (i % 7) +
          1000 * stored;
        return {
          companyId: company.id,
          vehicleId: vehicle.id,
          state: runs.state ?? "moving",
          startTime: new Date(start),
          endTime: new Date(start + minutes * 60_000),
          startLatitude: from.lat,
          startLongitude: from.lng,
          endLatitude: to.lat,
          endLongitude: to.lng,
          distanceMeters: km * 1000,
        };
      }),
    );
    return company.id;
  }

  beforeAll(async () => {
    osrm = fakeOsrm();
    await new Promise<void>((resolve) => osrm.server.listen(0, "127.0.0.1", resolve));
    const { port } = osrm.server.address() as AddressInfo;
    t = await startTestApp({ ROUTING_PROVIDER: "osrm", ROUTING_OSRM_URL: `http://127.0.0.1:${port}` });
    admin = await t.login("admin");
    const fleet = await t.graphql<{ vehicles: { data: { id: number }[] } }>(
      admin,
      `query { vehicles { data { id } } }`,
    );
    vehicleIds = (fleet.data?.vehicles.data ?? []).slice(0, 3).map((vehicle) => vehicle.id);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => osrm.server.close(resolve));
  });

  it("learns a company's detour and hour speeds from its own stored drives only, the last 60 days' moving runs", async () => {
    const { travel } = t.services.routeOptimization;
    const lain = await storeDrives("PT Lain", { count: 12, detour: 1.6, speed: 18, hour: 7 });
    await storeDrives("PT Lain", { count: 12, detour: 1.6, speed: 40, hour: 13 });
    // too old, or not driving: left out
    await storeDrives("PT Lain", { count: 30, detour: 2.4, speed: 60, hour: 13, daysAgo: 70 });
    await storeDrives("PT Lain", { count: 30, detour: 2.4, speed: 60, hour: 13, state: "idle" });
    travel.forget();
    const model = await travel.learned(lain, "Asia/Jakarta");
    expect(model.samples).toBe(24);
    expect(model.detourFactor).toBeCloseTo(1.6, 6);
    expect(model.hourSpeeds[7]).toBeCloseTo(18, 3);
    expect(model.hourSpeeds[13]).toBeCloseTo(40, 3);
    // the same drives read in Jayapura's zone (UTC+9) start two hours later
    const east = await travel.learned(lain, "Asia/Jayapura");
    expect(east.hourSpeeds[9]).toBeCloseTo(18, 3);
    expect(east.hourSpeeds[7]).toBeNull();

    // the demo company's model never reads PT Lain's drives
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    const demoModel = await travel.learned(demo?.id ?? 0, "Asia/Jakarta");
    expect(demoModel.hourSpeeds[7] ?? 0).not.toBeCloseTo(18, 3);
  });

  it("solves with the road router's matrix, the plan saying so, and a hand move is timed with the same matrix", async () => {
    const plan = await create();
    expect(plan).toMatchObject({
      travelSource: "OSRM",
      travelFallback: false,
      traffic: "OFF",
      trafficFactors: null,
    });
    const route = plan.routes.find((r) => r.stops.length >= 2);
    expect(route).toBeDefined();
    if (!route) return;
    // the route's km are the router's legs: depot → stops → depot
    const legs = [DEPOT, ...route.stops, DEPOT];
    const km = legs.slice(1).reduce((sum, point, i) => sum + roadMetres(legs[i] as LatLng, point) / 1000, 0);
    expect(route.distanceKm).toBeCloseTo(km, 1);
    // the first arrival: the router's seconds from the depot at the shift's start
    const first = route.stops[0];
    const shiftStart = Date.parse(`${tomorrow()}T00:00:00Z`) - 7 * HOUR + 7 * HOUR;
    expect(Date.parse(first?.arrival ?? "")).toBeCloseTo(
      shiftStart + (roadMetres(DEPOT, first as LatLng) / 10) * 1000,
      -4,
    );

    // moving the last stop to the front keeps the router's numbers (no request, the matrix is kept on the plan)
    const requests = osrm.state.requests;
    const last = route.stops[route.stops.length - 1];
    const moved = await t.graphql<{ moveRoutePlanStop: { isSuccessful: boolean; data: Plan } }>(admin, MOVE, {
      input: { routePlanId: plan.routePlanId, stopId: last?.stopId, routeId: route.routeId, position: 0 },
    });
    expect(moved.data?.moveRoutePlanStop.isSuccessful).toBe(true);
    expect(osrm.state.requests).toBe(requests);
    const after = moved.data?.moveRoutePlanStop.data.routes.find((r) => r.routeId === route.routeId);
    const order = [DEPOT, ...(after?.stops ?? []), DEPOT];
    const movedKm = order
      .slice(1)
      .reduce((sum, point, i) => sum + roadMetres(order[i] as LatLng, point) / 1000, 0);
    expect(after?.distanceKm).toBeCloseTo(movedKm, 1);
  });

  it("falls back to the learned estimate when the router fails, and says so", async () => {
    osrm.state.failing = true;
    try {
      const plan = await create();
      expect(plan.travelFallback).toBe(true);
      expect(["LEARNED", "DEFAULT"]).toContain(plan.travelSource);
      expect(plan.routes.some((route) => route.stops.length > 0)).toBe(true);
    } finally {
      osrm.state.failing = false;
    }
  });

  it("learns the demo company's travel from its drives, applying the traffic of each hour to the arrivals", async () => {
    const { travel } = t.services.routeOptimization;
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Armada Demo"));
    // slow mornings, quick middays: 10 drives an hour from 06 to 17
    for (let hour = 6; hour < 18; hour++)
      await storeDrives("PT Armada Demo", { count: 10, detour: 1.7, speed: hour < 10 ? 12 : 36, hour });
    travel.forget();
    const model = await travel.learned(demo?.id ?? 0, "Asia/Jakarta");
    expect(model.samples).toBeGreaterThanOrEqual(120);

    const plain = await create({ travelEstimate: "MANUAL", detourFactor: 1.7, speedKmh: 24 });
    expect(plain).toMatchObject({ travelSource: "MANUAL", traffic: "OFF", detourFactor: 1.7, speedKmh: 24 });
    const manualTraffic = await create({
      travelEstimate: "MANUAL",
      detourFactor: 1.7,
      speedKmh: 24,
      traffic: true,
    });
    expect(manualTraffic.traffic).toBe("LEARNED");
    expect(manualTraffic.trafficFactors).toHaveLength(24);
    // a morning hour is slower than the day's mean, midday quicker
    expect(manualTraffic.trafficFactors?.[7]).toBeGreaterThan(1);
    expect(manualTraffic.trafficFactors?.[12]).toBeLessThan(1);
    // the first leg leaves the depot at 07:00, in the slow morning: it takes its factor longer than without traffic
    const firstLeg = (plan: Plan) =>
      plan.routes.flatMap((route) => (route.stops[0] ? [Date.parse(route.stops[0].arrival)] : []));
    const start = Date.parse(`${tomorrow()}T00:00:00Z`);
    const legsOf = (plan: Plan) =>
      new Map(
        plan.routes.flatMap((route) =>
          route.stops[0]
            ? [[`${route.stops[0].lat},${route.stops[0].lng}`, Date.parse(route.stops[0].arrival) - start]]
            : [],
        ),
      );
    expect(firstLeg(manualTraffic).length).toBeGreaterThan(0);
    const without = legsOf(plain);
    const factor = manualTraffic.trafficFactors?.[7] ?? 1;
    let compared = 0;
    for (const [key, leg] of legsOf(manualTraffic)) {
      const plainLeg = without.get(key);
      if (plainLeg === undefined) continue;
      compared += 1;
      // both from 07:00 (the shift's start, 00:00 UTC); within a second of rounding
      expect(leg / plainLeg).toBeCloseTo(factor, 2);
    }
    expect(compared).toBeGreaterThan(0);
  });
});

describe("the road router's matrix in blocks", () => {
  let osrm: ReturnType<typeof fakeOsrm>;
  let url: string;
  beforeAll(async () => {
    osrm = fakeOsrm();
    await new Promise<void>((resolve) => osrm.server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(osrm.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => osrm.server.close(resolve)));

  it("asks at most 50 × 50 at a time and assembles every pair", async () => {
    const points = Array.from({ length: 2 * ROUTER_CHUNK + 7 }, (_, i) => ({
      lat: -6.1 - (i % 11) * 0.01,
      lng: 106.7 + Math.floor(i / 11) * 0.013,
    }));
    const fallback = learnedTravelMatrix(points, learnTravel([]));
    const matrix = await routerMatrix(points, osrmBlock(url), fallback, 10_000);
    expect(osrm.state.requests).toBe(9);
    expect(osrm.state.largest).toBeLessThanOrEqual(2 * ROUTER_CHUNK);
    for (const [i, j] of [
      [0, 1],
      [3, 106],
      [106, 3],
      [60, 99],
    ] as const) {
      const metres = roadMetres(points[i] as LatLng, points[j] as LatLng);
      expect(matrix.km[i * points.length + j]).toBeCloseTo(metres / 1000, 6);
      expect(matrix.minutes[i * points.length + j]).toBeCloseTo(metres / 10 / 60, 6);
    }
    expect(matrix.minutes[5 * points.length + 5]).toBe(0);
  });

  it("fails as a whole on a broken answer, for the caller to fall back", async () => {
    osrm.state.failing = true;
    const points = [DEPOT, { lat: -6.2, lng: 106.8 }];
    await expect(
      routerMatrix(points, osrmBlock(url), learnedTravelMatrix(points, learnTravel([])), 5_000),
    ).rejects.toThrow("HTTP 503");
    osrm.state.failing = false;
  });
});
