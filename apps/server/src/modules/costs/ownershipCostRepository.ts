import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicleOwnershipCosts } from "./costs.tables.js";

/** The company's vehicles' monthly ownership costs by vehicle id. */
export async function findOwnershipCosts(db: DbExecutor, companyId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ vehicleId: vehicleOwnershipCosts.vehicleId, monthlyCost: vehicleOwnershipCosts.monthlyCost })
    .from(vehicleOwnershipCosts)
    .where(eq(vehicleOwnershipCosts.companyId, companyId));
  return new Map(rows.map((row) => [row.vehicleId, row.monthlyCost]));
}

/** Sets (a number) or clears (null) a vehicle's monthly ownership cost; the vehicle must be the company's. */
export async function saveOwnershipCost(
  db: DbExecutor,
  companyId: number,
  userId: number,
  vehicleId: number,
  monthlyCost: number | null,
) {
  if (monthlyCost === null) {
    await db
      .delete(vehicleOwnershipCosts)
      .where(
        and(eq(vehicleOwnershipCosts.companyId, companyId), eq(vehicleOwnershipCosts.vehicleId, vehicleId)),
      );
    return;
  }
  const values = { monthlyCost, updatedBy: userId, updatedOn: new Date() };
  await db
    .insert(vehicleOwnershipCosts)
    .values({ vehicleId, companyId, ...values })
    .onConflictDoUpdate({ target: vehicleOwnershipCosts.vehicleId, set: values });
}
