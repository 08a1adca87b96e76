import { AsyncLocalStorage } from "node:async_hooks";
import { addDays, zonedDay } from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { createTestVehicle } from "../../testing/testFleet.js";
import { documents } from "./documents.tables.js";

const VEHICLES = `query { vehicles { data { id licensePlate documentAlerts { type status daysLeft expiresOn number } } } }`;
const VEHICLE = `query ($id: Int!) { vehicle(filter: { id: $id }) { isSuccessful data { id documentAlerts { type status daysLeft } } } }`;

interface Alert {
  type: string;
  status: string;
  daysLeft: number;
  expiresOn?: string;
  number?: string;
}
type Vehicles = { vehicles: { data: { id: number; licensePlate: string; documentAlerts: Alert[] }[] } };

describe("vehicle documentAlerts (the live view card's badge)", () => {
  let t: TestApp;
  let admin: string;
  let lain: string;
  const today = zonedDay(new Date(), "Asia/Jakarta");
  let demo: { companyId: number; vehicleId: number };
  let other: { companyId: number; vehicleId: number };

  const insert = (vehicle: typeof demo, type: "KIR" | "STNK_VALIDATION" | "INSURANCE", expiresOn: string) =>
    t.database.db.insert(documents).values({
      companyId: vehicle.companyId,
      type,
      vehicleId: vehicle.vehicleId,
      number: `${type}-${vehicle.vehicleId}`,
      issuedOn: addDays(expiresOn, -180),
      expiresOn,
    });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login("admin");
    lain = await t.login("lain");
    demo = await createTestVehicle(t.database.db, {
      companyName: "PT Armada Demo",
      imei: "359000000034201",
      licensePlate: "B 3421 DOC",
    });
    other = await createTestVehicle(t.database.db, {
      companyName: "PT Lain",
      imei: "359000000034202",
      licensePlate: "B 3422 DOC",
    });
    await insert(demo, "KIR", addDays(today, 3));
    await insert(demo, "STNK_VALIDATION", addDays(today, -2));
    // valid: far from its 30 reminder days
    await insert(demo, "INSURANCE", addDays(today, 200));
    await insert(other, "KIR", addDays(today, 1));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it("lists the expired and expiring documents of each vehicle, soonest first, in one query for the list", async () => {
    // Only the request's own selects are counted (its async context): the app's background passes (reminders, fuel
    // alerts, the control tower) select on the same database meanwhile.
    const request = new AsyncLocalStorage<{ selects: number }>();
    const db = t.database.db;
    const select = db.select.bind(db);
    const counted = vi.spyOn(db, "select").mockImplementation(((...args: Parameters<typeof select>) => {
      const count = request.getStore();
      if (count) count.selects++;
      return select(...args);
    }) as typeof select);
    const selectsOf = async (query: string) => {
      const count = { selects: 0 };
      const answer = await request.run(count, () => t.graphql<Vehicles>(admin, query));
      return { answer, selects: count.selects };
    };
    const without = await selectsOf(`query { vehicles { data { id licensePlate } } }`);
    const { answer: result, selects } = await selectsOf(VEHICLES);
    counted.mockRestore();
    // the documents and the company's type rules: two queries for the whole list, not two per vehicle
    expect(selects - without.selects).toBeLessThanOrEqual(2);
    expect(without.selects).toBeGreaterThan(0);
    if (!result) throw new Error("no answer");
    expect(result.errors).toBeUndefined();
    const vehicles = result.data?.vehicles.data ?? [];
    const mine = vehicles.find((vehicle) => vehicle.id === demo.vehicleId);
    expect(mine?.documentAlerts).toEqual([
      {
        type: "STNK_VALIDATION",
        status: "EXPIRED",
        daysLeft: -2,
        expiresOn: addDays(today, -2),
        number: `STNK_VALIDATION-${demo.vehicleId}`,
      },
      {
        type: "KIR",
        status: "EXPIRING",
        daysLeft: 3,
        expiresOn: addDays(today, 3),
        number: `KIR-${demo.vehicleId}`,
      },
    ]);
    expect(vehicles.length).toBeGreaterThan(3);
  });

  it("another company sees only its own vehicles' documents and cannot read the vehicle", async () => {
    const result = await t.graphql<Vehicles>(lain, VEHICLES);
    const vehicles = result.data?.vehicles.data ?? [];
    expect(vehicles.some((vehicle) => vehicle.id === demo.vehicleId)).toBe(false);
    expect(
      vehicles.find((vehicle) => vehicle.id === other.vehicleId)?.documentAlerts.map((a) => a.type),
    ).toEqual(["KIR"]);
    const single = await t.graphql<{ vehicle: { isSuccessful: boolean; data: unknown } }>(lain, VEHICLE, {
      id: demo.vehicleId,
    });
    expect(single.data?.vehicle.data ?? null).toBeNull();
  });

  it("is empty for a user without vehicle_docs:read", async () => {
    const viewer = await t.loginAs(["b1f-liveview-v2:read"]);
    const result = await t.graphql<{ vehicle: { data: { documentAlerts: Alert[] } | null } }>(
      viewer,
      VEHICLE,
      {
        id: demo.vehicleId,
      },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.vehicle.data?.documentAlerts).toEqual([]);
  });
});
