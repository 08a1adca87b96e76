import type { DriverAssignmentPeriod, DriverSlotChange } from "@armada/domain";
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicleDriverAssignments, vehicles } from "./fleet.tables.js";

export interface DriverAssignmentQuery {
  vehicleId?: number | undefined;
  driverId?: number | undefined;
  page: number;
  show: number;
}

/** Ends the open periods of the changed slots at `at` and opens the new drivers' periods. */
export async function recordDriverSlotChanges(
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  changes: readonly DriverSlotChange[],
  at: Date,
): Promise<void> {
  for (const change of changes) {
    await db
      .update(vehicleDriverAssignments)
      .set({ endedAt: at })
      .where(
        and(
          eq(vehicleDriverAssignments.vehicleId, vehicleId),
          eq(vehicleDriverAssignments.slot, change.slot),
          isNull(vehicleDriverAssignments.endedAt),
        ),
      );
    if (change.startedDriverId !== null) {
      await db.insert(vehicleDriverAssignments).values({
        companyId,
        vehicleId,
        driverId: change.startedDriverId,
        slot: change.slot,
        startedAt: at,
      });
    }
  }
}

/** The company's assignment periods of one vehicle or one driver, newest first, with plate and driver name. */
export async function findDriverAssignments(db: DbExecutor, companyId: number, query: DriverAssignmentQuery) {
  const conditions: SQL[] = [eq(vehicleDriverAssignments.companyId, companyId)];
  if (query.vehicleId !== undefined) conditions.push(eq(vehicleDriverAssignments.vehicleId, query.vehicleId));
  if (query.driverId !== undefined) conditions.push(eq(vehicleDriverAssignments.driverId, query.driverId));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: vehicleDriverAssignments.id,
        vehicleId: vehicleDriverAssignments.vehicleId,
        licensePlate: vehicles.licensePlate,
        driverId: vehicleDriverAssignments.driverId,
        driverName: users.name,
        slot: vehicleDriverAssignments.slot,
        startedAt: vehicleDriverAssignments.startedAt,
        endedAt: vehicleDriverAssignments.endedAt,
      })
      .from(vehicleDriverAssignments)
      .innerJoin(vehicles, eq(vehicles.id, vehicleDriverAssignments.vehicleId))
      .innerJoin(users, eq(users.id, vehicleDriverAssignments.driverId))
      .where(where)
      .orderBy(desc(vehicleDriverAssignments.startedAt), desc(vehicleDriverAssignments.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(vehicleDriverAssignments).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findDriverAssignment(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(vehicleDriverAssignments)
    .where(and(eq(vehicleDriverAssignments.companyId, companyId), eq(vehicleDriverAssignments.id, id)));
  return row ?? null;
}

/** Another period of the same vehicle and slot sharing some time with [startedAt, endedAt). */
export async function findOverlappingAssignment(
  db: DbExecutor,
  period: { id: number; vehicleId: number; slot: number; startedAt: Date; endedAt: Date | null },
) {
  const conditions: (SQL | undefined)[] = [
    eq(vehicleDriverAssignments.vehicleId, period.vehicleId),
    eq(vehicleDriverAssignments.slot, period.slot),
    ne(vehicleDriverAssignments.id, period.id),
    or(isNull(vehicleDriverAssignments.endedAt), gt(vehicleDriverAssignments.endedAt, period.startedAt)),
  ];
  if (period.endedAt !== null) conditions.push(lt(vehicleDriverAssignments.startedAt, period.endedAt));
  const [row] = await db
    .select({ id: vehicleDriverAssignments.id })
    .from(vehicleDriverAssignments)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

export async function updateDriverAssignmentPeriod(
  db: DbExecutor,
  id: number,
  period: { startedAt: Date; endedAt: Date | null },
) {
  await db.update(vehicleDriverAssignments).set(period).where(eq(vehicleDriverAssignments.id, id));
}

export async function deleteDriverAssignmentRow(db: DbExecutor, id: number) {
  await db.delete(vehicleDriverAssignments).where(eq(vehicleDriverAssignments.id, id));
}

/** The vehicles' periods touching [from, to), for attributing that time to drivers. */
export async function findAssignmentPeriods(
  db: DbExecutor,
  vehicleIds: readonly number[],
  from: Date,
  to: Date,
): Promise<(DriverAssignmentPeriod & { vehicleId: number })[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .select({
      vehicleId: vehicleDriverAssignments.vehicleId,
      driverId: vehicleDriverAssignments.driverId,
      slot: vehicleDriverAssignments.slot,
      startedAt: vehicleDriverAssignments.startedAt,
      endedAt: vehicleDriverAssignments.endedAt,
    })
    .from(vehicleDriverAssignments)
    .where(
      and(
        inArray(vehicleDriverAssignments.vehicleId, [...vehicleIds]),
        lt(vehicleDriverAssignments.startedAt, to),
        or(isNull(vehicleDriverAssignments.endedAt), gt(vehicleDriverAssignments.endedAt, from)),
      ),
    );
  return rows.map((row) => ({ ...row, slot: row.slot === 2 ? 2 : 1 }));
}
