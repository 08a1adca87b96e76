import type { CallEndReason } from "@armada/domain";
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { devices, vehicles } from "../fleet/index.js";
import { type DriverCallRow, driverCalls } from "./driverCalls.tables.js";

/** An active call whose instance has not refreshed it for this long is stale (its instance stopped). */
export const STALE_CALL_MS = 30_000;

export type CallAdmission =
  | { kind: "admitted"; call: DriverCallRow }
  | { kind: "atMaximum"; maximum: number }
  | { kind: "vehicleInCall" };

/**
 * Opens a call row when the company is below its maximum and the vehicle is not in a call. The company row is
 * locked for the check, so that two instances cannot both take the last place; stale calls are ended first.
 */
export async function admitCall(
  db: Db,
  values: { companyId: number; vehicleId: number; deviceId: number; userId: number },
  now: Date,
): Promise<CallAdmission> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ maxActiveCalls: companies.maxActiveCalls })
      .from(companies)
      .where(eq(companies.id, values.companyId))
      .for("update");
    await tx
      .update(driverCalls)
      .set({ endedOn: now, endReason: "serverStopped" satisfies CallEndReason })
      .where(
        and(
          eq(driverCalls.companyId, values.companyId),
          isNull(driverCalls.endedOn),
          lt(driverCalls.lastSeenOn, new Date(now.getTime() - STALE_CALL_MS)),
        ),
      );
    const active = await tx
      .select({ vehicleId: driverCalls.vehicleId })
      .from(driverCalls)
      .where(and(eq(driverCalls.companyId, values.companyId), isNull(driverCalls.endedOn)));
    if (active.some((call) => call.vehicleId === values.vehicleId)) return { kind: "vehicleInCall" };
    const maximum = company?.maxActiveCalls ?? 0;
    if (active.length >= maximum) return { kind: "atMaximum", maximum };
    const [call] = await tx
      .insert(driverCalls)
      .values({ ...values, startedOn: now, lastSeenOn: now })
      .returning();
    return { kind: "admitted", call: call as DriverCallRow };
  });
}

export async function markCallAnswered(db: DbExecutor, id: number, payloadType: number, now: Date) {
  await db
    .update(driverCalls)
    .set({ answeredOn: now, payloadType })
    .where(and(eq(driverCalls.id, id), isNull(driverCalls.answeredOn)));
}

export async function endCallRow(db: DbExecutor, id: number, reason: CallEndReason, now: Date) {
  await db
    .update(driverCalls)
    .set({ endedOn: now, endReason: reason })
    .where(and(eq(driverCalls.id, id), isNull(driverCalls.endedOn)));
}

/** The running instance's calls are alive. */
export async function touchCalls(db: DbExecutor, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(driverCalls)
    .set({ lastSeenOn: now })
    .where(and(inArray(driverCalls.id, ids), isNull(driverCalls.endedOn)));
}

/**
 * The running call of the dashcam whose media stream names `sim` (the JT/T 808 phone number: its IMEI, maybe with
 * leading zeros), whichever instance runs it; null when there is none.
 */
export async function findRunningCallOfSim(db: DbExecutor, sim: string, now: Date) {
  const [row] = await db
    .select({ id: driverCalls.id })
    .from(driverCalls)
    .innerJoin(devices, eq(devices.id, driverCalls.deviceId))
    .where(
      and(
        isNull(driverCalls.endedOn),
        gte(driverCalls.lastSeenOn, new Date(now.getTime() - STALE_CALL_MS)),
        sql`ltrim(${devices.imei}, '0') = ${sim.replace(/^0+/, "")}`,
      ),
    )
    .orderBy(desc(driverCalls.startedOn))
    .limit(1);
  return row?.id ?? null;
}

const callColumns = {
  id: driverCalls.id,
  vehicleId: driverCalls.vehicleId,
  licensePlate: vehicles.licensePlate,
  userId: driverCalls.userId,
  userName: users.name,
  startedOn: driverCalls.startedOn,
  answeredOn: driverCalls.answeredOn,
  endedOn: driverCalls.endedOn,
  endReason: driverCalls.endReason,
  payloadType: driverCalls.payloadType,
};

function callsOf(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(callColumns)
    .from(driverCalls)
    .innerJoin(vehicles, eq(vehicles.id, driverCalls.vehicleId))
    .leftJoin(users, eq(users.id, driverCalls.userId))
    .where(where);
}

export type DriverCallListRow = Awaited<ReturnType<typeof callsOf>>[number];

/** The company's calls that are running (not stale) and its maximum. */
export async function findActiveCalls(db: DbExecutor, companyId: number, now: Date) {
  const [company] = await db
    .select({ maxActiveCalls: companies.maxActiveCalls })
    .from(companies)
    .where(eq(companies.id, companyId));
  const calls = await callsOf(
    db,
    and(
      eq(driverCalls.companyId, companyId),
      isNull(driverCalls.endedOn),
      gte(driverCalls.lastSeenOn, new Date(now.getTime() - STALE_CALL_MS)),
    ),
  ).orderBy(driverCalls.startedOn);
  return { maxActiveCalls: company?.maxActiveCalls ?? 0, calls };
}

export async function findCompanyCall(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(driverCalls)
    .where(and(eq(driverCalls.companyId, companyId), eq(driverCalls.id, id)));
  return row ?? null;
}

export interface CallLogFilter {
  vehicleId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The company's call log, newest first. */
export async function findCallLog(
  db: DbExecutor,
  companyId: number,
  filter: CallLogFilter,
  page: { page: number; show: number },
) {
  const where = and(
    eq(driverCalls.companyId, companyId),
    filter.vehicleId === undefined ? undefined : eq(driverCalls.vehicleId, filter.vehicleId),
    filter.from ? gte(driverCalls.startedOn, filter.from) : undefined,
    filter.to ? lte(driverCalls.startedOn, filter.to) : undefined,
  );
  const rows = await callsOf(db, where)
    .orderBy(desc(driverCalls.startedOn), desc(driverCalls.id))
    .limit(page.show)
    .offset((page.page - 1) * page.show);
  const [total] = await db.select({ total: count() }).from(driverCalls).where(where);
  return { rows, total: total?.total ?? 0 };
}
