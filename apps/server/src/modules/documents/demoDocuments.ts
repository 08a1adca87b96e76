import { addDays, addMonths, zonedDay } from "@armada/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { documents } from "./documents.tables.js";

/**
 * The demo company's documents around `now`: every vehicle's STNK and KIR, one KIR expiring in a week, one expired,
 * an insurance policy, and the drivers' SIMs, so /license/ shows valid, expiring and expired documents.
 */
export async function seedDemoDocuments(tx: DbExecutor, companyId: number, now = new Date()): Promise<void> {
  const today = zonedDay(now);
  const [fleet, drivers] = await Promise.all([
    tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.companyId, companyId))
      .orderBy(asc(vehicles.id))
      .limit(6),
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isDriver, true)))
      .orderBy(asc(users.id))
      .limit(3),
  ]);
  // a document that expires `days` from today, issued its validity before
  const expiringIn = (days: number, months: number) => {
    const expiresOn = addDays(today, days);
    return { issuedOn: addMonths(expiresOn, -months), expiresOn };
  };
  const kirDays = [7, -5, 60, 120, 150, 90];
  const rows: (typeof documents.$inferInsert)[] = fleet.flatMap((vehicle, index) => [
    {
      companyId,
      type: "STNK_VALIDATION" as const,
      vehicleId: vehicle.id,
      number: `STNK-${String(10_231 + index * 17)}`,
      ...expiringIn(100 + index * 30, 12),
    },
    {
      companyId,
      type: "KIR" as const,
      vehicleId: vehicle.id,
      number: `BKS ${String(4_410 + index)} KIR`,
      ...expiringIn(kirDays[index] ?? 90, 6),
    },
  ]);
  const [first] = fleet;
  if (first) {
    rows.push({
      companyId,
      type: "INSURANCE" as const,
      vehicleId: first.id,
      number: "POL-AST-2026-0088",
      ...expiringIn(20, 12),
    });
  }
  const sims = drivers.map((driver, index) => ({
    companyId,
    type: "SIM" as const,
    driverId: driver.id,
    number: `SIM B2 ${String(8_812_0045 + index * 311)}`,
    ...expiringIn(index === 0 ? 25 : 400 + index * 90, 60),
  }));
  await tx.insert(documents).values([...rows, ...sims]);
}
