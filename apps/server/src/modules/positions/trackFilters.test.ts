import { DEFAULT_TRACK_FILTER_SETTINGS } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import type { DeviceReport } from "./pipeline/deviceReport.js";
import { positions, vehicleLatestStatus } from "./positions.tables.js";

const ROUTE = `query ($filter: RouteHistoryFilter!) { routeHistory(filter: $filter) {
  isSuccessful data { points { fixTime latitude } filteredPoints { fixTime latitude reason }
  summary { distanceKm } } } }`;
const SAVE = `mutation ($input: UpdateCompanyInput!) { updateCompany(input: $input) {
  isSuccessful errorName message data { trackFilters { driftEnabled jumpMaxKmh } } } }`;
const READ = `query { company { isSuccessful data { id trackFilters { jumpEnabled jumpMaxKmh driftEnabled } } } }`;

describe("track filters at ingest", () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let vehicle: Awaited<ReturnType<typeof createTestVehicle>>;
  const base = Math.floor((Date.now() - 30 * 60_000) / 1000) * 1000;
  const at = (seconds: number) => new Date(base + seconds * 1000);
  const fix = (seconds: number, latitude: number, extra: Partial<DeviceReport> = {}): DeviceReport => ({
    imei: vehicle.imei,
    protocol: "gt06",
    fixTime: at(seconds),
    latitude,
    longitude: 106.8,
    speedKmh: 40,
    gpsFixed: true,
    ignition: true,
    attributes: {},
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "864717009999301",
      licensePlate: "B 9301 TF",
    });
    const company = await t.graphql<{ company: { data: { id: number } } }>(admin, READ);
    companyId = company.data?.company.data.id ?? 0;
  });
  afterAll(() => t.close());

  it("stores a 40 km jump flagged, keeps it out of the track and the latest position, and shows it on request", async () => {
    const pipeline = t.services.positionPipeline;
    // ~110 m every 10 s (40 km/h), with one fix 40 km north in the middle
    const track: [number, number][] = [
      [0, -6.2],
      [10, -6.201],
      [20, -5.84],
      [30, -6.202],
      [40, -6.203],
    ];
    for (const [seconds, latitude] of track) {
      expect(await pipeline.submitPosition(fix(seconds, latitude))).toMatchObject({ accepted: true });
    }
    expect(await pipeline.submitPosition(fix(50, 0, { longitude: 0 }))).toMatchObject({ accepted: true });
    await pipeline.drain();

    const stored = await t.database.db
      .select({ fixTime: positions.fixTime, reason: positions.filterReason })
      .from(positions)
      .where(eq(positions.vehicleId, vehicle.vehicleId))
      .orderBy(positions.fixTime);
    expect(stored.map((row) => row.reason)).toEqual([null, null, "jump", null, null, "zero"]);

    const [latest] = await t.database.db
      .select()
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, vehicle.vehicleId));
    expect(latest?.latitude).toBeCloseTo(-6.203);
    expect(latest?.fixTime).toEqual(at(40));

    const filter = {
      vehicleId: vehicle.vehicleId,
      startTime: at(-60).toISOString(),
      endTime: at(120).toISOString(),
    };
    const plain = await t.graphql<{ routeHistory: { data: Record<string, never[]> } }>(admin, ROUTE, {
      filter,
    });
    const history = plain.data?.routeHistory.data;
    expect(history?.points).toHaveLength(4);
    expect(history?.filteredPoints).toEqual([]);
    const shown = await t.graphql<{
      routeHistory: { data: { filteredPoints: { reason: string }[]; summary: { distanceKm: number } } };
    }>(admin, ROUTE, { filter: { ...filter, withFiltered: true } });
    expect(shown.data?.routeHistory.data.filteredPoints.map((point) => point.reason)).toEqual([
      "jump",
      "zero",
    ]);
    expect(shown.data?.routeHistory.data.summary.distanceKm).toBeLessThan(1);
    expect(t.services.positionPipeline.metrics().filtered.jump).toBeGreaterThanOrEqual(1);
  });

  it("lets a company admin change the filters, refuses limits out of range in Indonesian, and applies a change at once", async () => {
    const read = await t.graphql<{ company: { data: { trackFilters: unknown } } }>(admin, READ);
    expect(read.data?.company.data.trackFilters).toEqual({
      jumpEnabled: true,
      jumpMaxKmh: 300,
      driftEnabled: false,
    });

    const refused = await t.graphql<{ updateCompany: { isSuccessful: boolean; message: string } }>(
      admin,
      SAVE,
      {
        input: { id: companyId, trackFilters: { ...DEFAULT_TRACK_FILTER_SETTINGS, jumpMaxKmh: 10 } },
      },
    );
    expect(refused.data?.updateCompany.isSuccessful).toBe(false);
    expect(refused.data?.updateCompany.message).toContain("Batas kecepatan lompatan");

    // a parked truck's drift is taken while the hold is off ...
    const pipeline = t.services.positionPipeline;
    const parked = { ignition: false, speedKmh: 0 };
    await pipeline.submitPosition(fix(200, -6.3, parked));
    await pipeline.submitPosition(fix(260, -6.3005, parked));
    const saved = await t.graphql<{ updateCompany: { isSuccessful: boolean; data: unknown } }>(admin, SAVE, {
      input: { id: companyId, trackFilters: { ...DEFAULT_TRACK_FILTER_SETTINGS, driftEnabled: true } },
    });
    expect(saved.data?.updateCompany).toMatchObject({
      isSuccessful: true,
      data: { trackFilters: { driftEnabled: true, jumpMaxKmh: 300 } },
    });
    // ... and held from the next fix on, without a restart
    await pipeline.submitPosition(fix(320, -6.301, parked));
    await pipeline.drain();
    const reasons = await t.database.db
      .select({ reason: positions.filterReason })
      .from(positions)
      .where(and(eq(positions.vehicleId, vehicle.vehicleId)))
      .orderBy(positions.fixTime);
    expect(reasons.slice(-3).map((row) => row.reason)).toEqual([null, null, "drift"]);
  });
});
