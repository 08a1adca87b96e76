import type { CreateUnavailabilityInput, PaginationInput, UpdateUnavailabilityInput } from "@armada/domain";
import { and, asc, count, eq, gte, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles, vehicleTypes } from "../fleet/index.js";
import { fleetTasks } from "./deliveries.tables.js";
import { fleetUnavailabilities } from "./fleetAvailability.tables.js";

const pageOf = ({ page, show }: PaginationInput) => ({ limit: show, offset: (page - 1) * show });

async function countWhere(db: DbExecutor, table: typeof vehicles | typeof users, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** A page of the company's vehicles (not archived) with their capacity, the vehicle's own or else its type's. */
export async function findBoardVehicles(db: DbExecutor, companyId: number, pagination: PaginationInput) {
  const where = and(eq(vehicles.companyId, companyId), ne(vehicles.status, "archived"));
  const { limit, offset } = pageOf(pagination);
  const [rows, total] = await Promise.all([
    db
      .select({
        vehicleId: vehicles.id,
        licensePlate: vehicles.licensePlate,
        vehicleTypeName: sql<
          string | null
        >`nullif(trim(concat_ws(' ', ${vehicleTypes.manufacturer}, ${vehicleTypes.model})), '')`,
        capacityKg: sql<number | null>`coalesce(${vehicles.tonnage}, ${vehicleTypes.tonnage}) * 1000`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
        capacityM3: sql<number | null>`coalesce(${vehicles.volume}, ${vehicleTypes.volume})`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(vehicles)
      .leftJoin(vehicleTypes, eq(vehicleTypes.vehicleTypeId, vehicles.vehicleTypeId))
      .where(where)
      .orderBy(asc(vehicles.licensePlate), asc(vehicles.id))
      .limit(limit)
      .offset(offset),
    countWhere(db, vehicles, where),
  ]);
  return { rows, total };
}

/** A page of the company's active drivers. */
export async function findBoardDrivers(db: DbExecutor, companyId: number, pagination: PaginationInput) {
  const where = and(eq(users.companyId, companyId), eq(users.isDriver, true), eq(users.isActive, true));
  const { limit, offset } = pageOf(pagination);
  const [rows, total] = await Promise.all([
    db
      .select({ driverId: users.id, name: users.name })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset(offset),
    countWhere(db, users, where),
  ]);
  return { rows, total };
}

/** A task is looked for this far before the board's first day (a long task departed earlier still holds it). */
const TASK_LOOKBACK_MS = 14 * 86_400_000;

/** The company's tasks (not canceled) that may touch the board's days, with their last stop's target. */
export function findBoardTasks(db: DbExecutor, companyId: number, from: Date, to: Date) {
  return db
    .select({
      fleetTaskId: fleetTasks.id,
      status: fleetTasks.status,
      vehicleId: fleetTasks.vehicleId,
      driverId: fleetTasks.driverId,
      coDriverId: fleetTasks.coDriverId,
      isInstant: fleetTasks.isInstant,
      departureTime: fleetTasks.departureTime,
      endedOn: fleetTasks.endedOn,
      lastTargetTime:
        sql<Date | null>`(select max(coalesce(s.target_departure, s.target_arrival)) from fleet_task_stops s where s.fleet_task_id = "fleet_tasks"."id")`.mapWith(
          (value) => (value === null ? null : new Date(value)),
        ),
    })
    .from(fleetTasks)
    .where(
      and(
        eq(fleetTasks.companyId, companyId),
        ne(fleetTasks.status, "CANCELED"),
        lte(fleetTasks.departureTime, to),
        or(
          gte(fleetTasks.departureTime, new Date(from.getTime() - TASK_LOOKBACK_MS)),
          eq(fleetTasks.status, "STARTED"),
        ),
      ),
    )
    .orderBy(asc(fleetTasks.departureTime), asc(fleetTasks.id));
}

/** The company's unavailabilities overlapping the days. */
export function findUnavailabilities(db: DbExecutor, companyId: number, fromDay: string, toDay: string) {
  return db
    .select()
    .from(fleetUnavailabilities)
    .where(
      and(
        eq(fleetUnavailabilities.companyId, companyId),
        lte(fleetUnavailabilities.fromDay, toDay),
        gte(fleetUnavailabilities.toDay, fromDay),
      ),
    )
    .orderBy(asc(fleetUnavailabilities.fromDay), asc(fleetUnavailabilities.id));
}

export async function insertUnavailability(
  db: DbExecutor,
  companyId: number,
  createdBy: number | null,
  input: CreateUnavailabilityInput,
) {
  const [row] = await db
    .insert(fleetUnavailabilities)
    .values({
      companyId,
      createdBy,
      vehicleId: input.vehicleId ?? null,
      driverId: input.driverId ?? null,
      reason: input.reason,
      fromDay: input.fromDay,
      toDay: input.toDay,
      note: input.note || null,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Deletes the company's unavailability; null when there is none of that id in the company. */
export async function deleteUnavailabilityRow(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .delete(fleetUnavailabilities)
    .where(and(eq(fleetUnavailabilities.companyId, companyId), eq(fleetUnavailabilities.id, id)))
    .returning();
  return row ?? null;
}

/** Changes the company's unavailability's days, reason and note; null when there is none of that id in the company. */
export async function updateUnavailabilityRow(
  db: DbExecutor,
  companyId: number,
  input: UpdateUnavailabilityInput,
) {
  const [row] = await db
    .update(fleetUnavailabilities)
    .set({ reason: input.reason, fromDay: input.fromDay, toDay: input.toDay, note: input.note || null })
    .where(
      and(
        eq(fleetUnavailabilities.companyId, companyId),
        eq(fleetUnavailabilities.id, input.unavailabilityId),
      ),
    )
    .returning();
  return row ?? null;
}
