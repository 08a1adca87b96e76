import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { startTestApp, type TestApp } from "../../testing/testApp.js";
import { companies } from "../company/company.tables.js";
import { findVehicles } from "./vehicleRepository.js";
import { ALL_VEHICLE_RELATIONS, loadVehicleViews } from "./vehicleViews.js";

/** Counts the queries a function runs through the executor. */
function counting(db: DbExecutor) {
  let queries = 0;
  const executor = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (
        typeof value !== "function" ||
        !["select", "selectDistinct", "execute"].includes(String(property))
      ) {
        return value;
      }
      return (...args: unknown[]) => {
        queries += 1;
        return value.apply(target, args);
      };
    },
  });
  return { executor, count: () => queries };
}

describe("loadVehicleViews", () => {
  let t: TestApp;
  let user: AuthUser;

  beforeAll(async () => {
    t = await startTestApp();
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, "PT Armada Demo"));
    user = {
      userId: 1,
      companyId: company?.id ?? 0,
      companyName: "PT Armada Demo",
      companyTimeZone: "Asia/Jakarta",
      name: "Test",
      email: null,
      phoneNo: null,
      isDriver: false,
      isPlatformAdmin: false,
      accessKeys: [],
      language: "id",
    };
  });
  afterAll(() => t.close());

  it("loads each relation with one query for the whole list, however long", async () => {
    const rows = await findVehicles(t.database.db, user.companyId, {});
    const few = counting(t.database.db);
    const twoWithDrivers = rows.filter((row) => row.driver1Id !== null).slice(0, 2);
    await loadVehicleViews(few.executor, user, twoWithDrivers, ALL_VEHICLE_RELATIONS);
    const all = counting(t.database.db);
    const views = await loadVehicleViews(all.executor, user, rows, ALL_VEHICLE_RELATIONS);
    expect(views).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThan(20);
    // drivers, types, devices, sensors, groups, garages, latest status
    expect(all.count()).toBe(7);
    expect(few.count()).toBe(all.count());
  });

  it("runs no query for relations that are not selected", async () => {
    const rows = await findVehicles(t.database.db, user.companyId, {});
    const none = counting(t.database.db);
    const views = await loadVehicleViews(
      none.executor,
      user,
      rows,
      new Set(["id", "licensePlate", "company"]),
    );
    expect(none.count()).toBe(0);
    expect(views[0]).toMatchObject({
      company: { name: "PT Armada Demo" },
      driver1: null,
      sensor: [],
      children: [],
    });
    const one = counting(t.database.db);
    await loadVehicleViews(one.executor, user, rows, new Set(["vehicleType"]));
    expect(one.count()).toBe(1);
  });
});
