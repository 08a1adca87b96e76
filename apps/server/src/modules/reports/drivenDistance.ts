import type { DrivingRun } from "@armada/domain";
import { and, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
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

/** A vehicle's runs with a distance that overlap [from, to) (the activity rollup), oldest first. */
export async function drivingRunsBetween(
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  from: Date,
  to: Date,
): Promise<DrivingRun[]> {
  return db
    .select({
      start: vehicleActivityRuns.startTime,
      end: vehicleActivityRuns.endTime,
      distanceMeters: vehicleActivityRuns.distanceMeters,
    })
    .from(vehicleActivityRuns)
    .where(
      and(
        eq(vehicleActivityRuns.companyId, companyId),
        eq(vehicleActivityRuns.vehicleId, vehicleId),
        lt(vehicleActivityRuns.startTime, to),
        gt(vehicleActivityRuns.endTime, from),
        gt(vehicleActivityRuns.distanceMeters, 0),
      ),
    )
    .orderBy(vehicleActivityRuns.startTime);
}

/** A moving run of the activity rollup as the route planner learns from it. */
export interface RecentDrive {
  start: Date;
  end: Date;
  fromLat: number;
  fromLng: number;
  toLat: number;
  toLng: number;
  distanceMeters: number;
}

/**
 * The company's latest moving runs with a distance that started in [since, now), newest first, at most `limit`
 * (the partial index `vehicle_activity_runs_company_moving_idx` serves it).
 */
export async function recentDrives(
  db: DbExecutor,
  companyId: number,
  since: Date,
  limit: number,
): Promise<RecentDrive[]> {
  return db
    .select({
      start: vehicleActivityRuns.startTime,
      end: vehicleActivityRuns.endTime,
      fromLat: vehicleActivityRuns.startLatitude,
      fromLng: vehicleActivityRuns.startLongitude,
      toLat: vehicleActivityRuns.endLatitude,
      toLng: vehicleActivityRuns.endLongitude,
      distanceMeters: vehicleActivityRuns.distanceMeters,
    })
    .from(vehicleActivityRuns)
    .where(
      and(
        eq(vehicleActivityRuns.companyId, companyId),
        eq(vehicleActivityRuns.state, "moving"),
        gte(vehicleActivityRuns.startTime, since),
        gt(vehicleActivityRuns.distanceMeters, 0),
      ),
    )
    .orderBy(desc(vehicleActivityRuns.startTime))
    .limit(limit);
}
