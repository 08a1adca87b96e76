import { type EngineGeofence, extendGeofenceVisits, extendRuns } from "@armada/domain";
import { and, desc, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import type { PositionRollupPart, VehicleRollupBatch } from "../driver-scores/index.js";
import { geofenceShapeColumns, geofences, toEngineGeofence } from "../geofences/index.js";
import { toActivityRun } from "./reportRepository.js";
import { geofenceVisits, vehicleActivityRuns } from "./reports.tables.js";
import { rollUpVehiclesTrips } from "./tripRollup.js";

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

/** Each vehicle's last activity run (none for a vehicle without runs), an index lookup per vehicle. */
async function lastRuns(tx: DbExecutor, vehicleIds: readonly number[]) {
  const last = tx
    .select()
    .from(vehicleActivityRuns)
    .where(sql`${vehicleActivityRuns.vehicleId} = v.vehicle_id`)
    .orderBy(desc(vehicleActivityRuns.startTime))
    .limit(1)
    .as("r");
  const fields = Object.fromEntries(
    Object.keys(getTableColumns(vehicleActivityRuns)).map((key) => [key, last[key as keyof typeof last]]),
  ) as unknown as typeof last._.selectedFields;
  const rows = await tx
    .select(fields)
    .from(sql`unnest(${`{${vehicleIds.join(",")}}`}::int4[]) as v(vehicle_id)`)
    .innerJoinLateral(last, sql`true`);
  return new Map(rows.map((row) => [row.vehicleId, toActivityRun(row)]));
}

/**
 * Rolls the vehicles' new fixes into their activity runs, trips and geofence visits, in the caller's transaction (the
 * driving rollup's, which moves the cursors past these fixes): a few reads and writes for all of them.
 */
export async function rollUpVehiclesActivity(
  tx: DbExecutor,
  batches: readonly ActivityBatch[],
): Promise<void> {
  if (batches.length === 0) return;
  const vehicleIds = batches.map((batch) => batch.vehicleId);
  const [last, openRows] = await Promise.all([
    lastRuns(tx, vehicleIds),
    tx
      .select({
        vehicleId: geofenceVisits.vehicleId,
        geofenceId: geofenceVisits.geofenceId,
        enterTime: geofenceVisits.enterTime,
      })
      .from(geofenceVisits)
      .where(and(inArray(geofenceVisits.vehicleId, vehicleIds), isNull(geofenceVisits.exitTime))),
  ]);
  const runs: (typeof vehicleActivityRuns.$inferInsert)[] = [];
  const visits: (typeof geofenceVisits.$inferInsert)[] = [];
  for (const batch of batches) {
    const { offlineAfterSeconds, fences } = batch.company ?? DEFAULT_ACTIVITY_COMPANY;
    const { vehicleId, companyId } = batch;
    for (const run of extendRuns(last.get(vehicleId) ?? null, batch.previous, batch.points, {
      offlineAfterSeconds,
      driverAt: batch.driverAt,
    }))
      runs.push({ ...run, vehicleId, companyId });
    const open = openRows.filter((row) => row.vehicleId === vehicleId);
    if (fences.length === 0 && open.length === 0) continue;
    const { changes } = extendGeofenceVisits(
      new Map(open.map((row) => [row.geofenceId, row.enterTime])),
      batch.points,
      fences,
    );
    for (const change of changes) visits.push({ ...change, vehicleId, companyId });
  }
  if (runs.length > 0) {
    await tx
      .insert(vehicleActivityRuns)
      .values(runs)
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
  await rollUpVehiclesTrips(tx, batches, { backfill: false });
  if (visits.length === 0) return;
  await tx
    .insert(geofenceVisits)
    .values(visits)
    .onConflictDoUpdate({
      target: [geofenceVisits.vehicleId, geofenceVisits.geofenceId, geofenceVisits.enterTime],
      set: { exitTime: sql`excluded.exit_time` },
    });
}

/** The reports' share of the driving rollup (driver-scores runs it past its cursor, in its transaction). */
export const activityRollupPart: PositionRollupPart<ActivityCompany> = {
  loadCompanies: loadActivityCompanies,
  rollUpVehicles: rollUpVehiclesActivity,
};
