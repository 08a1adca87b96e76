import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../modules/company/company.tables.js";
import { devices } from "../modules/fleet/fleet.tables.js";
import { openTestDatabase } from "../testing/testDatabase.js";
import type { Database } from "./database.js";
import { uniqueViolation } from "./uniqueViolation.js";

describe("uniqueViolation", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("names the violated constraint, through drizzle's error wrapping", async () => {
    const [company] = await database.db.insert(companies).values({ name: "X" }).returning();
    const device = { companyId: company?.id ?? 0, imei: "dup-1", vendorType: "osmand" };
    await database.db.insert(devices).values(device);
    const error = await database.db
      .insert(devices)
      .values(device)
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(uniqueViolation(error)).toBe("devices_imei_unique");
  });

  it("is null for other errors", () => {
    expect(uniqueViolation(new Error("boom"))).toBeNull();
    expect(uniqueViolation({ code: "23503" })).toBeNull();
    expect(uniqueViolation(null)).toBeNull();
  });
});
