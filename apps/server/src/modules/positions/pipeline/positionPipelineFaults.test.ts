import type { VehicleUpdate } from "@armada/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics } from "../../../bus/eventBus.js";
import { createMemoryEventBus } from "../../../bus/memoryEventBus.js";
import { startTestApp, type TestApp } from "../../../testing/testApp.js";
import { createTestVehicle } from "../../../testing/testFleet.js";
import { positions, vehicleLatestStatus } from "../positions.tables.js";
import type { DeviceReport, SubmitResult } from "./deviceReport.js";
import { createPositionPipeline } from "./positionPipeline.js";

let secondsAgo = 600;
/** A report with a fix time no other report of the file has. */
const report = (imei: string, overrides: Partial<DeviceReport> = {}): DeviceReport => ({
  imei,
  protocol: "osmand",
  fixTime: new Date(Math.floor(Date.now() / 1000) * 1000 - secondsAgo-- * 1000),
  latitude: -6.2,
  longitude: 106.8,
  speedKmh: 30,
  gpsFixed: true,
  attributes: {},
  ...overrides,
});

/** Resolves with `stored`, or "pending" when the pipeline has not settled it within `ms`. */
async function storedWithin(result: SubmitResult, ms = 5_000): Promise<boolean | "pending"> {
  if (!result.accepted) throw new Error(`refused: ${result.reason}`);
  return Promise.race([
    result.stored,
    new Promise<"pending">((resolve) => setTimeout(resolve, ms, "pending")),
  ]);
}

describe("position pipeline against bad rows and a failing database", () => {
  let t: TestApp;
  let vehicles: Awaited<ReturnType<typeof createTestVehicle>>[];
  const stored = async (vehicleId: number) =>
    (await t.database.db.select().from(positions).where(eq(positions.vehicleId, vehicleId))).length;
  const newPipeline = () =>
    createPositionPipeline(t.database.db, createMemoryEventBus(), t.app.log, {
      batchSize: 50,
      lingerMs: 5,
    });

  beforeAll(async () => {
    t = await startTestApp();
    vehicles = [];
    for (const index of [0, 1, 2])
      vehicles.push(
        await createTestVehicle(t.database.db, {
          companyName: "PT Armada Demo",
          imei: `86471700777700${index}`,
          licensePlate: `B ${8100 + index} BAD`,
        }),
      );
    // A database refusal that no range check foresees: a row with accuracy 777 m (in range) or while the switch is on.
    await t.database.db.execute(sql`create table test_write_fault (on_ boolean)`);
    await t.database.db.execute(sql`create function test_refuse_position() returns trigger language plpgsql as $$
      begin
        if new.accuracy = 777 then raise exception 'refused for the test' using errcode = '22023'; end if;
        if exists (select 1 from test_write_fault) then
          raise exception 'database busy for the test' using errcode = '40001';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger test_refuse_position before insert on positions for each row execute function test_refuse_position()`,
    );
  });
  afterAll(() => t.close());

  it("refuses an impossible speed and drops an impossible altitude; the other vehicles are written", async () => {
    const [fast, high, good] = vehicles as [(typeof vehicles)[0], (typeof vehicles)[0], (typeof vehicles)[0]];
    const pipeline = newPipeline();
    const tooFast = await pipeline.submitPosition(report(fast.imei, { speedKmh: 1e308 * 1.852 }));
    const finiteButHuge = await pipeline.submitPosition(report(fast.imei, { speedKmh: 1e300 }));
    const tooHigh = await pipeline.submitPosition(
      report(high.imei, { altitude: 1e39, temperature: 1e39, batteryPercent: -5, odometerKm: -1 }),
    );
    const fine = await pipeline.submitPosition(report(good.imei));
    expect(tooFast).toEqual({ accepted: false, reason: "invalidSpeed" });
    expect(finiteButHuge).toEqual({ accepted: false, reason: "invalidSpeed" });
    expect(await storedWithin(tooHigh)).toBe(true);
    expect(await storedWithin(fine)).toBe(true);
    await pipeline.stop();

    const [row] = await t.database.db.select().from(positions).where(eq(positions.vehicleId, high.vehicleId));
    expect(row).toMatchObject({
      altitude: null,
      temperature: null,
      battery: null,
      odometer: null,
      speed: 30,
    });
    expect(await stored(good.vehicleId)).toBe(1);
    const metrics = pipeline.metrics();
    expect(metrics.rejected.invalidSpeed).toBe(2);
    expect(metrics.droppedFields).toMatchObject({
      altitude: 1,
      temperature: 1,
      batteryPercent: 1,
      odometerKm: 1,
    });
  });

  it("drops the one row the database refuses and writes the rest of its batch", async () => {
    const [a, b] = vehicles as [(typeof vehicles)[0], (typeof vehicles)[0]];
    const before = { a: await stored(a.vehicleId), b: await stored(b.vehicleId) };
    const pipeline = newPipeline();
    const results: SubmitResult[] = [];
    for (let index = 0; index < 20; index++) {
      const imei = index % 2 === 0 ? a.imei : b.imei;
      results.push(await pipeline.submitPosition(report(imei, index === 13 ? { accuracy: 777 } : {})));
    }
    expect(await Promise.all(results.map((result) => storedWithin(result)))).toEqual(Array(20).fill(true));
    // the lane goes on: a later report is written too
    expect(await storedWithin(await pipeline.submitPosition(report(b.imei)))).toBe(true);
    await pipeline.stop();

    expect(await stored(a.vehicleId)).toBe(before.a + 10);
    expect(await stored(b.vehicleId)).toBe(before.b + 10);
    expect(pipeline.metrics()).toMatchObject({ refusedRows: 1, written: 20, flushErrors: 0 });
  });

  it("with the states cached, drops a refused row and writes and publishes each vehicle's newest fix only", async () => {
    const [a, b] = vehicles as [(typeof vehicles)[0], (typeof vehicles)[0]];
    const bus = createMemoryEventBus();
    const published: VehicleUpdate[][] = [];
    bus.subscribe<VehicleUpdate[]>(topics.vehicleUpdates(a.companyId), (updates) => {
      published.push(updates);
    });
    const pipeline = createPositionPipeline(t.database.db, bus, t.app.log, { batchSize: 50, lingerMs: 50 });
    for (const vehicle of [a, b])
      expect(await storedWithin(await pipeline.submitPosition(report(vehicle.imei)))).toBe(true);
    published.length = 0;
    const base = Math.floor(Date.now() / 1000) * 1000 - 60_000;
    const at = (imei: string, second: number, overrides: Partial<DeviceReport> = {}) =>
      pipeline.submitPosition(
        report(imei, { fixTime: new Date(base + second * 1000), latitude: -6 - second / 100, ...overrides }),
      );
    const results = [
      await at(a.imei, 3),
      await at(a.imei, 1),
      await at(b.imei, 2),
      await at(a.imei, 4, { accuracy: 777 }),
      await at(b.imei, 1),
    ];
    expect(await Promise.all(results.map((result) => storedWithin(result)))).toEqual(Array(5).fill(true));
    await pipeline.stop();

    const newest = (vehicleId: number) =>
      published
        .flat()
        .filter((update) => update.vehicleId === vehicleId)
        .at(-1)?.fixTime;
    expect(newest(a.vehicleId)).toBe(new Date(base + 3_000).toISOString());
    expect(newest(b.vehicleId)).toBe(new Date(base + 2_000).toISOString());
    expect(pipeline.latestState(a.vehicleId)?.fixTime).toEqual(new Date(base + 3_000));
    const [stored] = await t.database.db
      .select({ fixTime: vehicleLatestStatus.fixTime, latitude: vehicleLatestStatus.latitude })
      .from(vehicleLatestStatus)
      .where(eq(vehicleLatestStatus.vehicleId, a.vehicleId));
    expect(stored).toEqual({ fixTime: new Date(base + 3_000), latitude: -6.03 });
    expect(pipeline.metrics()).toMatchObject({ refusedRows: 1, written: 6, flushErrors: 0 });
  });

  it("keeps a batch through a transient failure and writes it all once the database is back", async () => {
    const [a] = vehicles as [(typeof vehicles)[0]];
    const before = await stored(a.vehicleId);
    await t.database.db.execute(sql`insert into test_write_fault values (true)`);
    const pipeline = newPipeline();
    const results: SubmitResult[] = [];
    for (let index = 0; index < 5; index++) results.push(await pipeline.submitPosition(report(a.imei)));
    expect(await storedWithin(results[0] as SubmitResult, 400)).toBe("pending");
    expect(pipeline.metrics().flushErrors).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from test_write_fault`);
    expect(await Promise.all(results.map((result) => storedWithin(result)))).toEqual(Array(5).fill(true));
    await pipeline.stop();
    expect(await stored(a.vehicleId)).toBe(before + 5);
    expect(pipeline.metrics()).toMatchObject({ refusedRows: 0, written: 5 });
  });
});
