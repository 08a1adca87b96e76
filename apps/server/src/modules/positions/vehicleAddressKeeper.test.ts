import type { VehicleUpdate } from "@armada/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topics, type VehicleAddressEvent } from "../../bus/eventBus.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { silentLogger } from "../ingest/ingestLogger.js";
import { vehicleLatestStatus } from "./positions.tables.js";
import { createVehicleAddressKeeper, type VehicleAddressKeeper } from "./vehicleAddressKeeper.js";

/** The keeper over the real database and bus; the reverse geocoder counted. */
describe("vehicle address keeper", () => {
  let t: TestApp;
  let keeper: VehicleAddressKeeper;
  const asked: [number, number][] = [];
  const heard: VehicleAddressEvent[] = [];
  let stopHearing: () => void;

  beforeAll(async () => {
    t = await startTestApp();
    // the app's own keeper (offline geocoder) stands aside for the counted one
    await t.services.vehicleAddresses.stop();
    keeper = createVehicleAddressKeeper(
      t.database.db,
      t.services.bus,
      {
        async reverse(lat, lng) {
          asked.push([lat, lng]);
          return {
            display_name: `Jalan ${lat.toFixed(3)},${lng.toFixed(3)}`,
            lat: String(lat),
            lon: String(lng),
          };
        },
      },
      silentLogger,
      { perSecond: 20 },
    );
    keeper.start();
    stopHearing = t.services.bus.subscribe<VehicleAddressEvent[]>(topics.allVehicleAddresses, (events) =>
      heard.push(...events),
    );
  });

  afterAll(async () => {
    stopHearing();
    await keeper.stop();
    await t.close();
  });

  let plate = 0;
  async function vehicleAt(latitude: number, longitude: number) {
    plate++;
    const vehicle = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: `86471700990${String(plate).padStart(4, "0")}`,
      licensePlate: `B ${plate} ADR`,
    });
    const now = new Date();
    await t.database.db.insert(vehicleLatestStatus).values({
      vehicleId: vehicle.vehicleId,
      companyId: vehicle.companyId,
      latitude,
      longitude,
      motionStatus: "moving",
      fixTime: now,
      lastPacket: now,
    });
    return vehicle;
  }

  const update = (vehicleId: number, latitude: number, longitude: number, motionStatus = "moving") =>
    ({
      vehicleId,
      latitude,
      longitude,
      speed: motionStatus === "moving" ? 40 : 0,
      course: 90,
      ignition: true,
      motionStatus,
      temperature: null,
      fuel: null,
      fixTime: new Date().toISOString(),
      lastPacket: new Date().toISOString(),
      alarm: null,
    }) as VehicleUpdate;

  async function report(companyId: number, updates: VehicleUpdate[]) {
    t.services.bus.publish(topics.vehicleUpdates(companyId), updates);
    await keeper.idle();
  }

  const addressOf = async (vehicleId: number) =>
    (
      await t.database.db
        .select({ address: vehicleLatestStatus.address })
        .from(vehicleLatestStatus)
        .where(eq(vehicleLatestStatus.vehicleId, vehicleId))
    )[0]?.address;

  it("resolves once per stop or stretch of road, shares a cell's answer, writes and pushes it", async () => {
    const a = await vehicleAt(-6.3, 106.7);
    const b = await vehicleAt(-6.3, 106.7);
    await report(a.companyId, [update(a.vehicleId, -6.3, 106.7)]);
    expect(asked).toEqual([[-6.3, 106.7]]);
    expect(await addressOf(a.vehicleId)).toBe("Jalan -6.300,106.700");
    expect(heard).toContainEqual({
      vehicleId: a.vehicleId,
      latitude: -6.3,
      longitude: 106.7,
      address: "Jalan -6.300,106.700",
    });

    // 12 positions along 300 m of road: no new lookup; the second vehicle in the same cell: the cache
    for (let step = 1; step <= 12; step++)
      await report(a.companyId, [update(a.vehicleId, -6.3, 106.7 + step * 0.00022)]);
    await report(b.companyId, [update(b.vehicleId, -6.3001, 106.7001)]);
    expect(asked).toHaveLength(1);
    expect(await addressOf(b.vehicleId)).toBe("Jalan -6.300,106.700");

    // past 500 m: again; then it stops 60 m on: again; a parked vehicle's drift of 10 m: not
    await report(a.companyId, [update(a.vehicleId, -6.3, 106.706)]);
    await report(a.companyId, [update(a.vehicleId, -6.3, 106.70655, "parked")]);
    await report(a.companyId, [update(a.vehicleId, -6.30009, 106.70655, "parked")]);
    expect(asked).toEqual([
      [-6.3, 106.7],
      [-6.3, 106.706],
      [-6.3, 106.707],
    ]);
  });

  it("names a vehicle inside one of the company's geofences after it, without the geocoder", async () => {
    const vehicle = await vehicleAt(-6.1847, 106.9402);
    const before = asked.length;
    await report(vehicle.companyId, [update(vehicle.vehicleId, -6.1847, 106.9402, "parked")]);
    expect(await addressOf(vehicle.vehicleId)).toBe("Depo Cakung");
    expect(asked).toHaveLength(before);
  });

  it("asks the geocoder at most perSecond times a second, however many vehicles report", async () => {
    const fleet = await Promise.all(
      Array.from({ length: 11 }, (_, index) => vehicleAt(-7 - index * 0.01, 110)),
    );
    const before = asked.length;
    const started = Date.now();
    await report(
      fleet[0]?.companyId ?? 0,
      fleet.map((vehicle, index) => update(vehicle.vehicleId, -7 - index * 0.01, 110)),
    );
    expect(asked.length - before).toBe(11);
    // 11 lookups at 20 a second: at least 10 intervals of 50 ms
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });
});
