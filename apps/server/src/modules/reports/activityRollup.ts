import {
  type ActivityRun,
  extendGeofenceVisits,
  extendRuns,
  type MotionStatus,
  type TrackPoint,
} from "@armada/domain";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { geofenceShapeColumns, geofences, toEngineGeofence } from "../geofences/index.js";
import { geofenceVisits, vehicleActivityRuns } from "./reports.tables.js";

export interface ActivityBatch {
  vehicleId: number;
  companyId: number;
  /** the last fix already rolled up, null for the vehicle's first batch */
  previous: TrackPoint | null;
  /** the new fixes, oldest first */
  points: readonly TrackPoint[];
  driverAt: (time: Date) => number | null;
}

const toRun = (row: typeof vehicleActivityRuns.$inferSelect): ActivityRun => ({
  ...row,
  state: row.state as MotionStatus,
});

/**
 * Rolls one vehicle's new fixes into its activity runs and geofence visits, in the caller's transaction (the
 * driving rollup's, which moves the cursor past these fixes).
 */
export async function rollUpVehicleActivity(tx: DbExecutor, batch: ActivityBatch): Promise<void> {
  const [[company], [last], fenceRows, openRows] = await Promise.all([
    tx
      .select({ offlineMinutes: companies.offlineTimeout })
      .from(companies)
      .where(eq(companies.id, batch.companyId)),
    tx
      .select()
      .from(vehicleActivityRuns)
      .where(eq(vehicleActivityRuns.vehicleId, batch.vehicleId))
      .orderBy(desc(vehicleActivityRuns.startTime))
      .limit(1),
    tx.select(geofenceShapeColumns).from(geofences).where(eq(geofences.companyId, batch.companyId)),
    tx
      .select({ geofenceId: geofenceVisits.geofenceId, enterTime: geofenceVisits.enterTime })
      .from(geofenceVisits)
      .where(and(eq(geofenceVisits.vehicleId, batch.vehicleId), isNull(geofenceVisits.exitTime))),
  ]);
  const runs = extendRuns(last ? toRun(last) : null, batch.previous, batch.points, {
    offlineAfterSeconds: (company?.offlineMinutes ?? 60) * 60,
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
  const fences = fenceRows.flatMap((row) => toEngineGeofence(row) ?? []);
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
