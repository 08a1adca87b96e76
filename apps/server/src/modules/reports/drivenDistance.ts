import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicleActivityRuns } from "./reports.tables.js";

/** Kilometres each of the company's vehicles drove in runs starting in [from, to) (the activity rollup). */
export async function drivenKmByVehicle(
  db: DbExecutor,
  companyId: number,
  range: { from: Date; to: Date; vehicleId?: number | null | undefined },
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      vehicleId: vehicleActivityRuns.vehicleId,
      km: sql<number>`coalesce(sum(${vehicleActivityRuns.distanceMeters}), 0) / 1000`.mapWith(Number),
    })
    .from(vehicleActivityRuns)
    .where(
      and(
        eq(vehicleActivityRuns.companyId, companyId),
        gte(vehicleActivityRuns.startTime, range.from),
        lt(vehicleActivityRuns.startTime, range.to),
        range.vehicleId ? eq(vehicleActivityRuns.vehicleId, range.vehicleId) : undefined,
      ),
    )
    .groupBy(vehicleActivityRuns.vehicleId);
  return new Map(rows.map((row) => [row.vehicleId, row.km]));
}
