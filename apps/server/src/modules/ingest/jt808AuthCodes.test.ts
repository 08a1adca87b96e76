import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import { seedDemoData, seedReferenceData } from "../../seed/seed.js";
import { openTestDatabase } from "../../testing/testDatabase.js";
import { jt808AuthCodeHashes } from "../fleet/deviceRepository.js";
import { devices } from "../fleet/fleet.tables.js";
import type { KnownDevice } from "../positions/pipeline/deviceReport.js";
import { createJt808AuthCodes } from "./jt808AuthCodes.js";

describe("JT/T 808 authentication codes on the device rows", () => {
  let database: Database;
  let device: KnownDevice;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    const [row] = await database.db.select().from(devices).limit(1);
    device = { deviceId: row?.id ?? 0, imei: row?.imei ?? "" } as KnownDevice;
  });
  afterAll(() => database.close());

  it("checks a code on any instance, keeps only its hash, and a new registration replaces it", async () => {
    const [first, second] = [
      createJt808AuthCodes(jt808AuthCodeHashes(database.db)),
      createJt808AuthCodes(jt808AuthCodeHashes(database.db)),
    ];
    const code = await first.issue(device);
    expect(await second.matches(device, code)).toBe(true);
    expect(await second.matches(device, `${code}0`)).toBe(false);
    const [row] = await database.db.select().from(devices).where(eq(devices.id, device.deviceId));
    expect(row?.jt808AuthCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.jt808AuthCodeHash).not.toContain(code);
    const again = await second.issue(device);
    expect(again).not.toBe(code);
    expect(await first.matches(device, code)).toBe(false);
    expect(await first.matches(device, again)).toBe(true);
  });
});
