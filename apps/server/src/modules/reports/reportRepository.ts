import type { ActivityRun, MotionStatus } from "@armada/domain";
import { and, asc, count, eq, getTableColumns, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { rawAlerts } from "../alerts/index.js";
import { users } from "../auth/index.js";
import { vehicles, vehicleVgroups, vgroups } from "../fleet/index.js";
import { geofences } from "../geofences/index.js";
import { geofenceVisits, vehicleActivityRuns, vehicleTrips } from "./reports.tables.js";

export interface ScopeVehicle {
  id: number;
  licensePlate: string;
}

/**
 * The company's vehicles a report covers: one vehicle, a vehicle group's, or the whole fleet; null when the
 * vehicle or group is not the company's.
 */
export async function findScopeVehicles(
  db: DbExecutor,
  companyId: number,
  scope: { vehicleId?: number | undefined; vgroupId?: number | undefined },
): Promise<ScopeVehicle[] | null> {
  const columns = { id: vehicles.id, licensePlate: vehicles.licensePlate };
  if (scope.vehicleId !== undefined) {
    const rows = await db
      .select(columns)
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, scope.vehicleId)));
    return rows.length > 0 ? rows : null;
  }
  if (scope.vgroupId !== undefined) {
    const [group] = await db
      .select({ id: vgroups.id })
      .from(vgroups)
      .where(and(eq(vgroups.companyId, companyId), eq(vgroups.id, scope.vgroupId)));
    if (!group) return null;
    return db
      .select(columns)
      .from(vehicles)
      .innerJoin(vehicleVgroups, eq(vehicleVgroups.vehicleId, vehicles.id))
      .where(and(eq(vehicles.companyId, companyId), eq(vehicleVgroups.vgroupId, group.id)))
      .orderBy(asc(vehicles.licensePlate));
  }
  return db
    .select(columns)
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.licensePlate));
}

export const toActivityRun = (row: typeof vehicleActivityRuns.$inferSelect): ActivityRun => ({
  ...row,
  state: row.state as MotionStatus,
});

/** The vehicles' activity runs overlapping [from, to), per vehicle oldest first. */
export async function findRuns(db: DbExecutor, vehicleIds: readonly number[], from: Date, to: Date) {
  if (vehicleIds.length === 0) return new Map<number, ActivityRun[]>();
  const rows = await db
    .select()
    .from(vehicleActivityRuns)
    .where(
      and(
        inArray(vehicleActivityRuns.vehicleId, [...vehicleIds]),
        gte(vehicleActivityRuns.endTime, from),
        lt(vehicleActivityRuns.startTime, to),
      ),
    )
    .orderBy(asc(vehicleActivityRuns.vehicleId), asc(vehicleActivityRuns.startTime));
  const byVehicle = new Map<number, ActivityRun[]>();
  for (const row of rows) {
    const run = toActivityRun(row);
    const list = byVehicle.get(row.vehicleId);
    if (list) list.push(run);
    else byVehicle.set(row.vehicleId, [run]);
  }
  return byVehicle;
}

const { companyId: _companyId, ...tripColumns } = getTableColumns(vehicleTrips);

/**
 * The vehicles' trips (the trip rollup's) that begin in [from, to), oldest first, one page of them or all, and how
 * many there are: counted and paged by the database, whatever the fleet and the period.
 */
export async function findTrips(
  db: DbExecutor,
  companyId: number,
  vehicleIds: readonly number[],
  from: Date,
  to: Date,
  page?: { offset: number; limit: number },
) {
  const where = and(
    eq(vehicleTrips.companyId, companyId),
    sql`${vehicleTrips.vehicleId} = any(${`{${vehicleIds.join(",")}}`}::int4[])`,
    gte(vehicleTrips.startTime, from),
    lt(vehicleTrips.startTime, to),
  );
  const rows = db
    .select(tripColumns)
    .from(vehicleTrips)
    .where(where)
    .orderBy(asc(vehicleTrips.startTime), asc(vehicleTrips.vehicleId));
  if (!page) {
    const all = await rows;
    return { rows: all, total: all.length };
  }
  const [pageRows, [counted]] = await Promise.all([
    rows.limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(vehicleTrips).where(where),
  ]);
  return { rows: pageRows, total: counted?.total ?? 0 };
}

/** The vehicles' geofence visits that overlap [from, to), oldest first, with the fence's name. */
export function findVisits(db: DbExecutor, vehicleIds: readonly number[], from: Date, to: Date) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      vehicleId: geofenceVisits.vehicleId,
      geofenceId: geofenceVisits.geofenceId,
      fenceName: geofences.fenceName,
      enterTime: geofenceVisits.enterTime,
      exitTime: geofenceVisits.exitTime,
    })
    .from(geofenceVisits)
    .innerJoin(geofences, eq(geofences.geofenceId, geofenceVisits.geofenceId))
    .where(
      and(
        inArray(geofenceVisits.vehicleId, [...vehicleIds]),
        lt(geofenceVisits.enterTime, to),
        or(isNull(geofenceVisits.exitTime), gte(geofenceVisits.exitTime, from)),
      ),
    )
    .orderBy(asc(geofenceVisits.enterTime), asc(geofenceVisits.vehicleId));
}

/** Alerts of the vehicles in [from, to) counted by one column, with how many were marked false. */
export function countAlertsBy(
  db: DbExecutor,
  companyId: number,
  vehicleIds: readonly number[],
  from: Date,
  to: Date,
  by: "alertCode" | "vehicleId" | "driverId",
) {
  const column = rawAlerts[by];
  return db
    .select({
      key: column,
      total: count(),
      falseAlerts: sql<number>`count(*) filter (where ${rawAlerts.isFalseAlert})`.mapWith(Number),
    })
    .from(rawAlerts)
    .where(
      and(
        eq(rawAlerts.companyId, companyId),
        inArray(rawAlerts.vehicleId, [...vehicleIds, -1]),
        gte(rawAlerts.createdOn, from),
        lt(rawAlerts.createdOn, to),
      ),
    )
    .groupBy(column)
    .orderBy(sql`count(*) desc`, column);
}

/** Full names of the given users. */
export async function findUserNames(db: DbExecutor, ids: Iterable<number | null>) {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
