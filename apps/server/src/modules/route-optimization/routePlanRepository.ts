import type { RoutePlanStatus } from "@armada/domain";
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { deliveryOrders } from "../deliveries/index.js";
import { deliveryTemplateRuns, deliveryTemplates } from "../delivery-scheduler/index.js";
import { vehicles, vehicleTypes } from "../fleet/index.js";
import { routePlanRoutes, routePlanStops, routePlans } from "./routeOptimization.tables.js";

export type RoutePlanRow = typeof routePlans.$inferSelect;
export type RouteRow = typeof routePlanRoutes.$inferSelect;
export type StopRow = typeof routePlanStops.$inferSelect;

/** The company's confirmed orders among `ids`, or (ids null) those whose delivery window falls in [from, to). */
export function findPlannableOrders(
  db: DbExecutor,
  companyId: number,
  select: { ids: readonly number[] } | { from: Date; to: Date },
) {
  const scope = and(eq(deliveryOrders.companyId, companyId), eq(deliveryOrders.status, "CONFIRMED"));
  const dayOf = sql`coalesce(${deliveryOrders.deliveryWindowStart}, ${deliveryOrders.deliveryWindowEnd})`;
  return db
    .select({
      ...getTableColumns(deliveryOrders),
      // an order a delivery template made goes on its default vehicle's route (issue 36)
      defaultVehicleId: deliveryTemplates.defaultVehicleId,
      defaultDriverId: deliveryTemplates.defaultDriverId,
    })
    .from(deliveryOrders)
    .leftJoin(deliveryTemplateRuns, eq(deliveryTemplateRuns.deliveryOrderId, deliveryOrders.id))
    .leftJoin(deliveryTemplates, eq(deliveryTemplates.id, deliveryTemplateRuns.templateId))
    .where(
      "ids" in select
        ? and(scope, inArray(deliveryOrders.id, [...select.ids]))
        : and(scope, sql`${dayOf} >= ${select.from.toISOString()} and ${dayOf} < ${select.to.toISOString()}`),
    )
    .orderBy(asc(deliveryOrders.id));
}

/** The company's vehicles among `ids`, with capacities from the vehicle or else its type (tonnage in tonnes). */
export function findPlanVehicles(db: DbExecutor, companyId: number, ids: readonly number[]) {
  return db
    .select({
      id: vehicles.id,
      licensePlate: vehicles.licensePlate,
      driverId: vehicles.driver1Id,
      skills: vehicles.skills,
      tonnage: sql<number | null>`coalesce(${vehicles.tonnage}, ${vehicleTypes.tonnage})`.mapWith(Number),
      volume: sql<number | null>`coalesce(${vehicles.volume}, ${vehicleTypes.volume})`.mapWith(Number),
    })
    .from(vehicles)
    .leftJoin(vehicleTypes, eq(vehicleTypes.vehicleTypeId, vehicles.vehicleTypeId))
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.id, [...ids])));
}

/** The company's users among `ids`. */
export async function findCompanyUserIds(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function insertPlan(db: DbExecutor, values: typeof routePlans.$inferInsert) {
  const [row] = await db.insert(routePlans).values(values).returning({ id: routePlans.id });
  if (!row) throw new Error("route plan not inserted");
  return row.id;
}

export function insertRoutes(db: DbExecutor, values: (typeof routePlanRoutes.$inferInsert)[]) {
  return db.insert(routePlanRoutes).values(values).returning({ id: routePlanRoutes.id });
}

export function insertStops(db: DbExecutor, values: (typeof routePlanStops.$inferInsert)[]) {
  return db.insert(routePlanStops).values(values).returning({ id: routePlanStops.id });
}

export async function findPlan(db: DbExecutor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(routePlans)
    .where(and(eq(routePlans.companyId, companyId), eq(routePlans.id, id)));
  const [plan] = lock ? await query.for("update") : await query;
  if (!plan) return null;
  const [routes, stops] = await Promise.all([
    db
      .select()
      .from(routePlanRoutes)
      .where(eq(routePlanRoutes.routePlanId, id))
      .orderBy(asc(routePlanRoutes.sequence)),
    db
      .select()
      .from(routePlanStops)
      .where(eq(routePlanStops.routePlanId, id))
      .orderBy(asc(routePlanStops.id)),
  ]);
  return { plan, routes, stops };
}

export type LoadedPlan = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

const countOf = (table: "route_plan_routes" | "route_plan_stops", condition: string) =>
  sql<number>`(select count(*) from ${sql.raw(table)} x where x.route_plan_id = "route_plans"."id" and ${sql.raw(condition)})`.mapWith(
    Number,
  );

export async function findPlans(
  db: DbExecutor,
  companyId: number,
  query: { status?: RoutePlanStatus | undefined; page: number; show: number },
) {
  const scope = eq(routePlans.companyId, companyId);
  const where = query.status ? and(scope, eq(routePlans.status, query.status)) : scope;
  const [rows, [totals], counts] = await Promise.all([
    db
      .select({
        plan: routePlans,
        vehicleCount: countOf("route_plan_routes", "true"),
        routedCount: countOf("route_plan_stops", "x.route_id is not null"),
        unassignedCount: countOf("route_plan_stops", "x.route_id is null"),
      })
      .from(routePlans)
      .where(where)
      .orderBy(desc(routePlans.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(routePlans).where(where),
    db
      .select({ status: routePlans.status, count: count() })
      .from(routePlans)
      .where(scope)
      .groupBy(routePlans.status),
  ]);
  return { rows, total: totals?.total ?? 0, counts };
}

/** Writes a stop's place and computed times. */
export function updateStop(
  db: DbExecutor,
  id: number,
  values: Pick<StopRow, "routeId" | "position" | "arrival" | "departure" | "late" | "unassignedReason">,
) {
  return db.update(routePlanStops).set(values).where(eq(routePlanStops.id, id));
}

/** Writes a route's computed totals. */
export function updateRoute(
  db: DbExecutor,
  id: number,
  values: Pick<RouteRow, "distanceKm" | "loadKg" | "loadM3" | "returnAt" | "violations" | "breaks">,
) {
  return db.update(routePlanRoutes).set(values).where(eq(routePlanRoutes.id, id));
}

export function setRouteTask(db: DbExecutor, id: number, fleetTaskId: number) {
  return db.update(routePlanRoutes).set({ fleetTaskId }).where(eq(routePlanRoutes.id, id));
}

export function updatePlan(db: DbExecutor, id: number, values: Partial<typeof routePlans.$inferInsert>) {
  return db
    .update(routePlans)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(routePlans.id, id));
}
