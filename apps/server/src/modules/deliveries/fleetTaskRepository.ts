import type { FleetTaskStatus } from "@armada/domain";
import { and, asc, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { deliveryOrders, fleetTaskInterventions, fleetTaskStops, fleetTasks } from "./deliveries.tables.js";

export type FleetTaskValues = Pick<
  typeof fleetTasks.$inferInsert,
  "vehicleId" | "driverId" | "coDriverId" | "departureTime" | "note" | "isInstant"
>;
export type StopValues = Omit<typeof fleetTaskStops.$inferInsert, "id" | "companyId" | "fleetTaskId">;

export interface FleetTaskQuery {
  status?: FleetTaskStatus | undefined;
  search?: string | undefined;
  /** the vehicle's or the driver's tasks (either given) */
  vehicleId?: number | undefined;
  driverId?: number | undefined;
  /** false: only instant tasks (a user holding only the fleet-task-instant keys) */
  includeOrders: boolean;
  page: number;
  show: number;
}

const coDrivers = alias(users, "co_drivers");

const stopCount =
  sql<number>`(select count(*) from fleet_task_stops s where s.fleet_task_id = "fleet_tasks"."id")`.mapWith(
    Number,
  );
const visitedCount =
  sql<number>`(select count(*) from fleet_task_stops s where s.fleet_task_id = "fleet_tasks"."id" and s.visit_status = 'VISITED')`.mapWith(
    Number,
  );

const columns = {
  task: fleetTasks,
  licensePlate: vehicles.licensePlate,
  phoneTracking: vehicles.phoneTracking,
  driverName: users.name,
  coDriverName: coDrivers.name,
  stopCount,
  visitedCount,
};

export type FleetTaskRow = typeof fleetTasks.$inferSelect & {
  licensePlate: string | null;
  phoneTracking: boolean | null;
  driverName: string | null;
  coDriverName: string | null;
  stopCount: number;
  visitedCount: number;
};

function joined(db: DbExecutor) {
  return db
    .select(columns)
    .from(fleetTasks)
    .leftJoin(vehicles, eq(vehicles.id, fleetTasks.vehicleId))
    .leftJoin(users, eq(users.id, fleetTasks.driverId))
    .leftJoin(coDrivers, eq(coDrivers.id, fleetTasks.coDriverId));
}

const flat = (
  rows: ({ task: typeof fleetTasks.$inferSelect } & Omit<
    FleetTaskRow,
    keyof typeof fleetTasks.$inferSelect
  >)[],
) => rows.map(({ task, ...rest }) => ({ ...task, ...rest }));

function scopeOf(
  companyId: number,
  query: Pick<FleetTaskQuery, "search" | "includeOrders" | "vehicleId" | "driverId">,
) {
  const conditions: (SQL | undefined)[] = [eq(fleetTasks.companyId, companyId)];
  if (!query.includeOrders) conditions.push(eq(fleetTasks.isInstant, true));
  if (query.vehicleId || query.driverId)
    conditions.push(
      or(
        query.vehicleId ? eq(fleetTasks.vehicleId, query.vehicleId) : undefined,
        query.driverId ? eq(fleetTasks.driverId, query.driverId) : undefined,
      ),
    );
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`('FT-' || lpad("fleet_tasks"."id"::text, 6, '0') ilike ${pattern}
        or exists (select 1 from vehicles v where v.id = "fleet_tasks"."vehicle_id" and v.license_plate ilike ${pattern})
        or exists (select 1 from users u where u.id in ("fleet_tasks"."driver_id", "fleet_tasks"."co_driver_id") and u.name ilike ${pattern})
        or exists (select 1 from fleet_task_stops s where s.fleet_task_id = "fleet_tasks"."id" and s.address ilike ${pattern}))`,
    );
  }
  return and(...conditions);
}

export async function findFleetTasks(db: DbExecutor, companyId: number, query: FleetTaskQuery) {
  const scope = scopeOf(companyId, query);
  const where = query.status ? and(scope, eq(fleetTasks.status, query.status)) : scope;
  const [rows, [totals], counts] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(fleetTasks.departureTime), desc(fleetTasks.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(fleetTasks).where(where),
    db
      .select({ status: fleetTasks.status, count: count() })
      .from(fleetTasks)
      .where(scope)
      .groupBy(fleetTasks.status),
  ]);
  return { rows: flat(rows), total: totals?.total ?? 0, counts };
}

export async function findFleetTask(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<FleetTaskRow | null> {
  const [row] = flat(await joined(db).where(and(eq(fleetTasks.companyId, companyId), eq(fleetTasks.id, id))));
  return row ?? null;
}

/** The company's task, locked for the caller's transaction. */
export async function lockFleetTask(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(fleetTasks)
    .where(and(eq(fleetTasks.companyId, companyId), eq(fleetTasks.id, id)))
    .for("update");
  return row ?? null;
}

/** A task's stops in order, with their order's customer and windows. */
export async function findStops(db: DbExecutor, fleetTaskId: number) {
  return db
    .select({
      stop: fleetTaskStops,
      customerName: deliveryOrders.customerName,
      pickupWindowStart: deliveryOrders.pickupWindowStart,
      deliveryWindowStart: deliveryOrders.deliveryWindowStart,
    })
    .from(fleetTaskStops)
    .leftJoin(deliveryOrders, eq(deliveryOrders.id, fleetTaskStops.deliveryOrderId))
    .where(eq(fleetTaskStops.fleetTaskId, fleetTaskId))
    .orderBy(asc(fleetTaskStops.sequence));
}
export type StopRow = Awaited<ReturnType<typeof findStops>>[number];

export async function findInterventions(db: DbExecutor, fleetTaskId: number) {
  return db
    .select({ intervention: fleetTaskInterventions, userName: users.name })
    .from(fleetTaskInterventions)
    .leftJoin(users, eq(users.id, fleetTaskInterventions.userId))
    .where(eq(fleetTaskInterventions.fleetTaskId, fleetTaskId))
    .orderBy(desc(fleetTaskInterventions.id));
}

export async function insertFleetTask(
  db: DbExecutor,
  companyId: number,
  createdBy: number,
  values: FleetTaskValues,
) {
  const [row] = await db
    .insert(fleetTasks)
    .values({ ...values, companyId, createdBy })
    .returning({ id: fleetTasks.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateFleetTaskRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: Partial<typeof fleetTasks.$inferInsert>,
) {
  await db
    .update(fleetTasks)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(fleetTasks.companyId, companyId), eq(fleetTasks.id, id)));
}

/** Replaces a task's stops with `stops`, numbered in their order. */
export async function replaceStops(
  db: DbExecutor,
  companyId: number,
  fleetTaskId: number,
  stops: StopValues[],
) {
  await db.delete(fleetTaskStops).where(eq(fleetTaskStops.fleetTaskId, fleetTaskId));
  if (stops.length === 0) return;
  await db
    .insert(fleetTaskStops)
    .values(stops.map((stop, index) => ({ ...stop, sequence: index + 1, companyId, fleetTaskId })));
}

export async function deleteFleetTaskRow(db: DbExecutor, companyId: number, id: number) {
  await db.delete(fleetTasks).where(and(eq(fleetTasks.companyId, companyId), eq(fleetTasks.id, id)));
}

export async function insertIntervention(
  db: DbExecutor,
  values: Omit<typeof fleetTaskInterventions.$inferInsert, "id" | "createdOn">,
) {
  await db.insert(fleetTaskInterventions).values(values);
}
