import type { CreateUnavailabilityInput } from "@armada/domain";
import { and, asc, eq, gte, lte, ne, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles, vehicleTypes } from "../fleet/index.js";
import { fleetTasks } from "./deliveries.tables.js";
import { fleetUnavailabilities } from "./fleetAvailability.tables.js";

/** The company's vehicles (not archived) with their capacity, the vehicle's own or else its type's. */
export function findBoardVehicles(db: DbExecutor, companyId: number) {
  return db
    .select({
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      vehicleTypeName: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${vehicleTypes.manufacturer}, ${vehicleTypes.model})), '')`,
      capacityKg: sql<number | null>`coalesce(${vehicles.tonnage}, ${vehicleTypes.tonnage}) * 1000`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
      capacityM3: sql<number | null>`coalesce(${vehicles.volume}, ${vehicleTypes.volume})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(vehicles)
    .leftJoin(vehicleTypes, eq(vehicleTypes.vehicleTypeId, vehicles.vehicleTypeId))
    .where(and(eq(vehicles.companyId, companyId), ne(vehicles.status, "archived")))
    .orderBy(asc(vehicles.licensePlate), asc(vehicles.id));
}

/** The company's active drivers. */
export function findBoardDrivers(db: DbExecutor, companyId: number) {
  return db
    .select({ driverId: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isDriver, true), eq(users.isActive, true)))
    .orderBy(asc(users.name), asc(users.id));
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
