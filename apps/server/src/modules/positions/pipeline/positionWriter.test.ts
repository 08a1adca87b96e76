import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database.js";
import { seedDemoData, seedReferenceData } from "../../../seed/seed.js";
import { openTestDatabase } from "../../../testing/testDatabase.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { positions, vehicleLatestStatus } from "../positions.tables.js";
import type { LatestState } from "./latestState.js";
import { insertPositions, type PositionRow, saveLatestStates } from "./positionWriter.js";

describe("bulk position writes (one json parameter per batch)", () => {
  let database: Database;
  let vehicleA: Awaited<ReturnType<typeof createTestVehicle>>;
  let vehicleB: Awaited<ReturnType<typeof createTestVehicle>>;
  const base = Date.UTC(2026, 10, 21, 8, 0, 0, 123);

  const row = (
    vehicle: typeof vehicleA,
    offsetMs: number,
    extra: Partial<PositionRow> = {},
  ): PositionRow => ({
    vehicleId: vehicle.vehicleId,
    companyId: vehicle.companyId,
    deviceId: vehicle.deviceId,
    fixTime: new Date(base + offsetMs),
    protocol: "gt06",
    latitude: -6.175392,
    longitude: 106.827153,
    ...extra,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    vehicleA = await createTestVehicle(database.db, {
      companyName: "PT Armada Demo",
      imei: "864717000000101",
      licensePlate: "B 101 WR",
    });
    vehicleB = await createTestVehicle(database.db, {
      companyName: "PT Lain",
      imei: "864717000000102",
      licensePlate: "B 102 WR",
    });
  });
  afterAll(() => database.close());

  it("writes every column as given, fills the defaults and returns the keys written", async () => {
    const serverTime = new Date(base + 5_000);
    const first = row(vehicleA, 0, {
      serverTime,
      speed: 61.5,
      course: 271,
      altitude: 12.25,
      accuracy: 4,
      gpsFixed: false,
      ignition: true,
      temperature: -3.5,
      fuel: 55,
      battery: 87,
      odometer: 12_345.678,
      alarm: "sos",
      filterReason: "jump",
      attributes: { note: `it's "quoted" \\ and ümlaut`, nested: { level: 2, list: [1, null] } },
    });
    const second = row(vehicleB, 1_000, { protocol: "osmand" });
    const written = await insertPositions(database.db, [first, second]);
    expect(written.count).toBe(2);
    expect(written.has(vehicleA.vehicleId, first.fixTime)).toBe(true);
    expect(written.has(vehicleB.vehicleId, second.fixTime)).toBe(true);

    const [a] = await database.db.select().from(positions).where(eq(positions.vehicleId, vehicleA.vehicleId));
    expect(a).toEqual({
      vehicleId: vehicleA.vehicleId,
      companyId: vehicleA.companyId,
      deviceId: vehicleA.deviceId,
      fixTime: new Date(base),
      serverTime,
      protocol: "gt06",
      latitude: -6.175392,
      longitude: 106.827153,
      speed: 61.5,
      course: 271,
      altitude: 12.25,
      accuracy: 4,
      gpsFixed: false,
      ignition: true,
      temperature: -3.5,
      fuel: 55,
      battery: 87,
      odometer: 12_345.678,
      alarm: "sos",
      filterReason: "jump",
      attributes: { note: `it's "quoted" \\ and ümlaut`, nested: { level: 2, list: [1, null] } },
    });
    const [b] = await database.db.select().from(positions).where(eq(positions.vehicleId, vehicleB.vehicleId));
    expect(b).toMatchObject({
      protocol: "osmand",
      speed: 0,
      gpsFixed: true,
      course: null,
      attributes: null,
      filterReason: null,
    });
    expect(b?.serverTime).toBeInstanceOf(Date);
    // a missing value is SQL NULL, not a jsonb null (among this test's vehicles: the demo seed stores a trip too)
    const withoutAttributes = await database.db
      .select({ vehicleId: positions.vehicleId })
      .from(positions)
      .where(
        and(
          isNull(positions.attributes),
          inArray(positions.vehicleId, [vehicleA.vehicleId, vehicleB.vehicleId]),
        ),
      );
    expect(withoutAttributes).toEqual([{ vehicleId: vehicleB.vehicleId }]);
  });

  it("skips positions already stored for the same vehicle and second, and repeats inside one batch", async () => {
    const fresh = row(vehicleA, 2_000);
    const written = await insertPositions(database.db, [
      row(vehicleA, 0, { latitude: 1 }),
      fresh,
      row(vehicleA, 2_000, { latitude: 2 }),
    ]);
    expect(written.count).toBe(1);
    expect(written.has(vehicleA.vehicleId, fresh.fixTime)).toBe(true);
    expect(written.has(vehicleA.vehicleId, new Date(fresh.fixTime.getTime() - 2_000))).toBe(false);
    const stored = await database.db
      .select({ latitude: positions.latitude })
      .from(positions)
      .where(eq(positions.vehicleId, vehicleA.vehicleId))
      .orderBy(asc(positions.fixTime));
    expect(stored.map((position) => position.latitude)).toEqual([-6.175392, -6.175392]);
  });

  it("upserts latest states without going back to an older fix or touching the address", async () => {
    const state = (vehicle: typeof vehicleA, offsetMs: number, latitude: number): LatestState => ({
      vehicleId: vehicle.vehicleId,
      companyId: vehicle.companyId,
      latitude,
      longitude: 106.8,
      speed: 30,
      course: 90,
      altitude: null,
      ignition: true,
      temperature: null,
      fuel: 40,
      battery: null,
      odometer: 10.5,
      motionStatus: "moving",
      stoppedSince: null,
      fixTime: new Date(base + offsetMs),
      lastPacket: new Date(base + offsetMs + 500),
      attributes: { source: "test" },
    });
    await saveLatestStates(database.db, [state(vehicleB, 0, -6.1), state(vehicleA, 0, -6.2)]);
    await database.db
      .update(vehicleLatestStatus)
      .set({ address: "Jl. Medan Merdeka" })
      .where(eq(vehicleLatestStatus.vehicleId, vehicleA.vehicleId));

    await saveLatestStates(database.db, [
      { ...state(vehicleA, 60_000, -6.3), motionStatus: "idle", stoppedSince: new Date(base + 30_000) },
      state(vehicleB, -60_000, -7),
    ]);

    const rows = await database.db
      .select()
      .from(vehicleLatestStatus)
      .orderBy(asc(vehicleLatestStatus.vehicleId));
    const a = rows.find((candidate) => candidate.vehicleId === vehicleA.vehicleId);
    const b = rows.find((candidate) => candidate.vehicleId === vehicleB.vehicleId);
    expect(a).toMatchObject({
      latitude: -6.3,
      motionStatus: "idle",
      stoppedSince: new Date(base + 30_000),
      fixTime: new Date(base + 60_000),
      lastPacket: new Date(base + 60_500),
      address: "Jl. Medan Merdeka",
      attributes: { source: "test" },
    });
    expect(b).toMatchObject({ latitude: -6.1, fixTime: new Date(base) });
  });
});
