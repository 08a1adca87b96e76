import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database.js";
import { openTestDatabase } from "../../../testing/testDatabase.js";
import { companies } from "../../company/company.tables.js";
import { devices } from "../../fleet/fleet.tables.js";
import { createDeviceDirectory } from "./deviceDirectory.js";

describe("device directory", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("remembers a bounded number of unknown IMEIs, however many are tried", async () => {
    const directory = createDeviceDirectory(database.db, { unknown: 50 });
    for (let index = 0; index < 500; index++) expect(await directory.find(`unknown-${index}`)).toBeNull();
    expect(directory.size().unknown).toBe(50);
  });

  it("finds a device registered after it was looked up as unknown, once told to forget it", async () => {
    const directory = createDeviceDirectory(database.db);
    expect(await directory.find("864717009999001")).toBeNull();
    const [company] = await database.db.insert(companies).values({ name: "PT Cache" }).returning();
    await database.db
      .insert(devices)
      .values({ companyId: company?.id ?? 0, imei: "864717009999001", vendorType: "gt06" });
    directory.forget("864717009999001");
    expect(await directory.find("864717009999001")).toMatchObject({
      imei: "864717009999001",
      vehicleId: null,
    });
    expect(directory.size()).toEqual({ known: 1, unknown: 0 });
  });

  it("refuses a deactivated device like an unknown one", async () => {
    const directory = createDeviceDirectory(database.db);
    const [company] = await database.db.insert(companies).values({ name: "PT Nonaktif" }).returning();
    await database.db.insert(devices).values({
      companyId: company?.id ?? 0,
      imei: "864717009999002",
      vendorType: "gt06",
      status: "inactive",
    });
    expect(await directory.find("864717009999002")).toBeNull();
  });
});
