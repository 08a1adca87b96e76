import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicles } from "./fleet.tables.js";

/** Which of the geofences a vehicle uses as its garage: one query for a whole page. */
export async function findGaragesInUse(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ garageId: vehicles.garageId })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.garageId, [...new Set(ids)])));
  return new Set(rows.flatMap((row) => (row.garageId === null ? [] : [row.garageId])));
}
