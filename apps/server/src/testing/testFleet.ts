import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { companies } from "../modules/company/company.tables.js";
import { devices, vehicles } from "../modules/fleet/fleet.tables.js";

/** A vehicle with a device of the named company, written straight to the database for tests. */
export async function createTestVehicle(
  db: Db,
  options: { companyName: string; imei: string; licensePlate: string; vendorType?: string },
) {
  const [company] = await db.select().from(companies).where(eq(companies.name, options.companyName));
  if (!company) throw new Error(`no company ${options.companyName}`);
  const [device] = await db
    .insert(devices)
    .values({ companyId: company.id, imei: options.imei, vendorType: options.vendorType ?? "gt06" })
    .returning();
  const [vehicle] = await db
    .insert(vehicles)
    .values({ companyId: company.id, licensePlate: options.licensePlate, deviceId: device?.id })
    .returning();
  if (!device || !vehicle) throw new Error("test vehicle not created");
  return { companyId: company.id, deviceId: device.id, vehicleId: vehicle.id, imei: options.imei };
}
