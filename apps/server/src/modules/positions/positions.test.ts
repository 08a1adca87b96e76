import { type GeofenceShape, geofenceBoundingBox } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { companies } from "../company/company.tables.js";
import { geofences } from "../geofences/geofences.tables.js";
import type { DeviceReport } from "./pipeline/deviceReport.js";

const ROUTE = `query ($filter: RouteHistoryFilter!) { routeHistory(filter: $filter) {
  isSuccessful errorName message
  data { vehicleId licensePlate truncated points { fixTime latitude longitude speed }
         stops { startTime endTime durationSeconds engineOn } summary { distanceKm drivingSeconds stopCount maxSpeed avgSpeed } } } }`;
const AREA = `query { companyMapArea { isSuccessful errorName data { west south east north } } }`;
const SUMMARY = `query { fleetSummary { isSuccessful data { total moving stopped idle parked stale offline noData noDevice } } }`;

describe("route history and fleet summary", () => {
  let t: TestApp;
  let admin: string;
  let vehicleId: number;
  const base = Date.now() - 60 * 60_000;
  const at = (minute: number) => new Date(Math.floor((base + minute * 60_000) / 1000) * 1000);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717009999001",
      licensePlate: "B 9001 RH",
    });
    vehicleId = vehicle.vehicleId;
    const track: [number, number, number][] = [
      [0, 106.8, 50],
      [1, 106.81, 66],
      [2, 106.815, 0],
      [3, 106.815, 0],
      [8, 106.815, 0],
      [9, 106.82, 40],
    ];
    for (const [minute, longitude, speed] of track) {
      const report: DeviceReport = {
        imei: vehicle.imei,
        protocol: "osmand",
        fixTime: at(minute),
        latitude: -6.2,
        longitude,
        speedKmh: speed,
        gpsFixed: true,
        ignition: false,
        attributes: {},
      };
      expect(await t.services.positionPipeline.submitPosition(report)).toMatchObject({ accepted: true });
    }
    await t.services.positionPipeline.drain();
  });
  afterAll(() => t.close());

  it("returns the path in time order with its stops and trip summary", async () => {
    const result = await t.graphql<{
      routeHistory: { data: Record<string, unknown> & { points: unknown[] } };
    }>(admin, ROUTE, {
      filter: { vehicleId, startTime: at(-1).toISOString(), endTime: at(30).toISOString() },
    });
    const history = result.data?.routeHistory.data;
    expect(history).toMatchObject({ vehicleId, licensePlate: "B 9001 RH", truncated: false });
    expect(history?.points).toHaveLength(6);
    expect(history?.stops).toEqual([
      expect.objectContaining({
        // the stops report's stop: the standing runs, from the first still fix to the last before moving off
        startTime: at(2).toISOString(),
        endTime: at(8).toISOString(),
        durationSeconds: 360,
        engineOn: false,
      }),
    ]);
    expect(history?.summary).toMatchObject({ stopCount: 1, maxSpeed: 66 });
    expect((history?.summary as { distanceKm: number } | undefined)?.distanceKm).toBeGreaterThan(1.5);
  });

  it("honours the time range", async () => {
    const result = await t.graphql<{ routeHistory: { data: { points: unknown[] } } }>(admin, ROUTE, {
      filter: { vehicleId, startTime: at(2).toISOString(), endTime: at(3).toISOString() },
    });
    expect(result.data?.routeHistory.data.points).toHaveLength(2);
  });

  it("shows a stop the range begins or ends in whole, from the fixes beyond the range", async () => {
    const result = await t.graphql<{
      routeHistory: { data: { points: unknown[]; stops: unknown[]; summary: { distanceKm: number } } };
    }>(admin, ROUTE, {
      filter: { vehicleId, startTime: at(2.5).toISOString(), endTime: at(5).toISOString() },
    });
    const history = result.data?.routeHistory.data;
    expect(history?.points).toHaveLength(1);
    expect(history?.stops).toEqual([
      expect.objectContaining({
        startTime: at(2).toISOString(),
        endTime: at(8).toISOString(),
        durationSeconds: 360,
      }),
    ]);
    expect(history?.summary).toMatchObject({ distanceKm: 0, stopCount: 1 });
  });

  it("refuses a range that ends before it starts or spans more than 7 days", async () => {
    const backwards = await t.graphql<{
      routeHistory: { isSuccessful: boolean; errorName: string; message: string };
    }>(admin, ROUTE, {
      filter: { vehicleId, startTime: at(10).toISOString(), endTime: at(0).toISOString() },
    });
    expect(backwards.data?.routeHistory).toMatchObject({ isSuccessful: false, errorName: "ValidationError" });
    expect(backwards.data?.routeHistory.message).toMatch(/setelah waktu mulai/);
    const tooLong = await t.graphql<{ routeHistory: { errorName: string; message: string } }>(admin, ROUTE, {
      filter: { vehicleId, startTime: "2026-01-01T00:00:00Z", endTime: "2026-01-09T00:00:00Z" },
    });
    expect(tooLong.data?.routeHistory.message).toMatch(/paling lama 7 hari/);
  });

  it("is FORBIDDEN without the route history key", async () => {
    const cookie = await t.loginAs(["a1a-dashboard:read"]);
    const result = await t.graphql(cookie, ROUTE, {
      filter: { vehicleId, startTime: at(0).toISOString(), endTime: at(5).toISOString() },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("counts the company's vehicles by the motion rule now: a vehicle last seen moving 51 minutes ago is stale", async () => {
    const result = await t.graphql<{ fleetSummary: { data: Record<string, number> } }>(admin, SUMMARY);
    const { total, ...buckets } = result.data?.fleetSummary.data ?? {};
    expect(total).toBeGreaterThanOrEqual(1);
    expect(buckets.stale).toBe(1);
    expect(buckets.moving).toBe(0);
    expect(Object.values(buckets).reduce((sum, count) => sum + count, 0)).toBe(total);
  });

  it("gives maps the company's own area: its vehicles' last positions and its geofences, nobody else's", async () => {
    type Area = { west: number; south: number; east: number; north: number };
    const area = async (cookie: string) =>
      (
        await t.graphql<{
          companyMapArea: { isSuccessful: boolean; errorName: string | null; data: Area | null };
        }>(cookie, AREA)
      ).data?.companyMapArea;
    const [other] = await t.database.db.select().from(companies).where(eq(companies.name, "PT Lain"));
    const jayapura: GeofenceShape = { type: "C", circData: { lat: -2.53, lng: 140.7, radius: 500 } };
    await t.database.db.insert(geofences).values({
      companyId: other?.id ?? 0,
      fenceName: "Gudang Jayapura",
      type: "C",
      circData: jayapura.circData,
      ...geofenceBoundingBox(jayapura),
    });

    const demo = (await area(admin))?.data;
    // the test vehicle's last position (106.82, -6.2) is inside; PT Lain's fence in Papua is not
    expect(demo?.west).toBeLessThanOrEqual(106.82);
    expect(demo?.east).toBeGreaterThanOrEqual(106.82);
    expect(demo?.south).toBeLessThanOrEqual(-6.2);
    expect(demo?.north).toBeGreaterThanOrEqual(-6.2);
    expect(demo?.east).toBeLessThan(140);

    const lain = (await area(await t.login("lain")))?.data;
    expect(lain?.east).toBeGreaterThanOrEqual(140.7);
    expect(lain?.south).toBeLessThanOrEqual(-2.53);

    // one truck on a trip to Siak (Riau) is a stray: the Jabodetabek fleet's area stays on Java
    const stray = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717009999002",
      licensePlate: "BM 9002 RH",
    });
    expect(
      await t.services.positionPipeline.submitPosition({
        imei: stray.imei,
        protocol: "osmand",
        fixTime: new Date(),
        latitude: 0.8,
        longitude: 101.9,
        speedKmh: 0,
        gpsFixed: true,
        ignition: false,
        attributes: {},
      }),
    ).toMatchObject({ accepted: true });
    await t.services.positionPipeline.drain();
    const withStray = (await area(admin))?.data;
    expect(withStray).toEqual(demo);

    const withoutMaps = await t.graphql(await t.loginAs(["b2b-route-history:read"]), AREA);
    expect(withoutMaps.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
