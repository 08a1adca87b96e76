import {
  type ActivityRun,
  type EngineGeofence,
  extendGeofenceVisits,
  extendRuns,
  type MotionStatus,
  type TrackPoint,
} from "@armada/domain";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import type { PositionRollupPart, VehicleRollupBatch } from "../driver-scores/index.js";
import { geofenceShapeColumns, geofences, toEngineGeofence } from "../geofences/index.js";
import { geofenceVisits, vehicleActivityRuns } from "./reports.tables.js";

/** What every vehicle of a company shares in a rollup run (`loadActivityCompanies`). */
export interface ActivityCompany {
  /** the company's offline timeout: a gap this long between fixes ends a run */
  offlineAfterSeconds: number;
  fences: EngineGeofence[];
}

const DEFAULT_ACTIVITY_COMPANY: ActivityCompany = { offlineAfterSeconds: 60 * 60, fences: [] };

/**
 * The offline timeout and geofences of each company, read once per rollup run for all its vehicles (per vehicle,
 * these two reads were a sixth of the rollup's queries).
 */
export async function loadActivityCompanies(
  db: DbExecutor,
  companyIds: readonly number[],
): Promise<Map<number, ActivityCompany>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const [companyRows, fenceRows] = await Promise.all([
    db
      .select({ id: companies.id, offlineMinutes: companies.offlineTimeout })
      .from(companies)
      .where(inArray(companies.id, ids)),
    db
      .select({ companyId: geofences.companyId, ...geofenceShapeColumns })
      .from(geofences)
      .where(inArray(geofences.companyId, ids)),
  ]);
  const loaded = new Map<number, ActivityCompany>(
    companyRows.map((row) => [row.id, { offlineAfterSeconds: row.offlineMinutes * 60, fences: [] }]),
  );
  for (const { companyId, ...shape } of fenceRows) {
    const fence = toEngineGeofence(shape);
    if (fence) loaded.get(companyId)?.fences.push(fence);
  }
  return loaded;
}

/** a company not found counts with the defaults */
export type ActivityBatch = VehicleRollupBatch<ActivityCompany>;

const toRun = (row: typeof vehicleActivityRuns.$inferSelect): ActivityRun => ({
  ...row,
  state: row.state as MotionStatus,
});

/**
 * Rolls one vehicle's new fixes into its activity runs and geofence visits, in the caller's transaction (the
 * driving rollup's, which moves the cursor past these fixes).
 */
export async function rollUpVehicleActivity(tx: DbExecutor, batch: ActivityBatch): Promise<void> {
  const { offlineAfterSeconds, fences } = batch.company ?? DEFAULT_ACTIVITY_COMPANY;
  const [[last], openRows] = await Promise.all([
    tx
      .select()
      .from(vehicleActivityRuns)
      .where(eq(vehicleActivityRuns.vehicleId, batch.vehicleId))
      .orderBy(desc(vehicleActivityRuns.startTime))
      .limit(1),
    tx
      .select({ geofenceId: geofenceVisits.geofenceId, enterTime: geofenceVisits.enterTime })
      .from(geofenceVisits)
      .where(and(eq(geofenceVisits.vehicleId, batch.vehicleId), isNull(geofenceVisits.exitTime))),
  ]);
  const runs = extendRuns(last ? toRun(last) : null, batch.previous, batch.points, {
    offlineAfterSeconds,
    driverAt: batch.driverAt,
  });
  if (runs.length > 0) {
    await tx
      .insert(vehicleActivityRuns)
      .values(runs.map((run) => ({ ...run, vehicleId: batch.vehicleId, companyId: batch.companyId })))
      .onConflictDoUpdate({
        target: [vehicleActivityRuns.vehicleId, vehicleActivityRuns.startTime],
        set: {
          endTime: sql`excluded.end_time`,
          endLatitude: sql`excluded.end_latitude`,
          endLongitude: sql`excluded.end_longitude`,
          distanceMeters: sql`excluded.distance_meters`,
          maxSpeed: sql`excluded.max_speed`,
        },
      });
  }
  if (fences.length === 0 && openRows.length === 0) return;
  const { changes } = extendGeofenceVisits(
    new Map(openRows.map((row) => [row.geofenceId, row.enterTime])),
    batch.points,
    fences,
  );
  if (changes.length === 0) return;
  await tx
    .insert(geofenceVisits)
    .values(changes.map((change) => ({ ...change, vehicleId: batch.vehicleId, companyId: batch.companyId })))
    .onConflictDoUpdate({
      target: [geofenceVisits.vehicleId, geofenceVisits.geofenceId, geofenceVisits.enterTime],
      set: { exitTime: sql`excluded.exit_time` },
    });
}

/** The reports' share of the driving rollup (driver-scores runs it past its cursor, in its transaction). */
export const activityRollupPart: PositionRollupPart<ActivityCompany> = {
  loadCompanies: loadActivityCompanies,
  rollUpVehicle: rollUpVehicleActivity,
};
