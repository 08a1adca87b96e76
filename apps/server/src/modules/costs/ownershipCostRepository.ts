import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicleOwnershipCosts } from "./costs.tables.js";

/** A vehicle's monthly ownership cost and the company days it applies (null: open on that side). */
export interface OwnershipCost {
  monthlyCost: number;
  startsOn: string | null;
  endsOn: string | null;
}

/** The company's vehicles' monthly ownership costs by vehicle id. */
export async function findOwnershipCosts(
  db: DbExecutor,
  companyId: number,
): Promise<Map<number, OwnershipCost>> {
  const rows = await db
    .select({
      vehicleId: vehicleOwnershipCosts.vehicleId,
      monthlyCost: vehicleOwnershipCosts.monthlyCost,
      startsOn: vehicleOwnershipCosts.startsOn,
      endsOn: vehicleOwnershipCosts.endsOn,
    })
    .from(vehicleOwnershipCosts)
    .where(eq(vehicleOwnershipCosts.companyId, companyId));
  return new Map(rows.map(({ vehicleId, ...cost }) => [vehicleId, cost]));
}

/** Sets (a cost) or clears (null) a vehicle's monthly ownership cost; the vehicle must be the company's. */
export async function saveOwnershipCost(
  db: DbExecutor,
  companyId: number,
  userId: number,
  vehicleId: number,
  cost: OwnershipCost | null,
) {
  if (cost === null) {
    await db
      .delete(vehicleOwnershipCosts)
      .where(
        and(eq(vehicleOwnershipCosts.companyId, companyId), eq(vehicleOwnershipCosts.vehicleId, vehicleId)),
      );
    return;
  }
  const values = { ...cost, updatedBy: userId, updatedOn: new Date() };
  await db
    .insert(vehicleOwnershipCosts)
    .values({ vehicleId, companyId, ...values })
    .onConflictDoUpdate({ target: vehicleOwnershipCosts.vehicleId, set: values });
}
