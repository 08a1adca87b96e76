import { DRIVER_BEHAVIOURS, type DriverBehaviour, type DriverScoreSettings } from "@armada/domain";
import { and, eq, gte, ilike, lte, max, type SQL, sql, sum } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { driverScoreDays } from "./driverScores.tables.js";

export interface DriverPeriodTotals {
  driverId: number;
  fullname: string;
  isActive: boolean;
  phoneNo: string | null;
  distanceMeters: number;
  drivingSeconds: number;
  counts: Record<DriverBehaviour, number>;
  lastSync: Date | null;
}

const asNumber = (value: unknown) => Number(value ?? 0);

/** Each driver's days of the period summed (drivers with no day in it are absent). */
export async function findDriverPeriodTotals(
  db: DbExecutor,
  companyId: number,
  query: { startDate: string; endDate: string; search?: string | undefined; driverId?: number },
): Promise<DriverPeriodTotals[]> {
  const conditions: SQL[] = [
    eq(driverScoreDays.companyId, companyId),
    gte(driverScoreDays.day, query.startDate),
    lte(driverScoreDays.day, query.endDate),
  ];
  if (query.driverId !== undefined) conditions.push(eq(driverScoreDays.driverId, query.driverId));
  if (query.search) conditions.push(ilike(users.name, containsPattern(query.search)));
  const behaviourSums = Object.fromEntries(
    DRIVER_BEHAVIOURS.map((behaviour) => [behaviour, sum(driverScoreDays[behaviour])]),
  ) as Record<DriverBehaviour, ReturnType<typeof sum>>;
  const rows = await db
    .select({
      driverId: driverScoreDays.driverId,
      fullname: users.name,
      isActive: users.isActive,
      phoneNo: users.phoneNo,
      distanceMeters: sum(driverScoreDays.distanceMeters),
      drivingSeconds: sum(driverScoreDays.drivingSeconds),
      lastSync: max(driverScoreDays.updatedOn),
      ...behaviourSums,
    })
    .from(driverScoreDays)
    .innerJoin(users, eq(users.id, driverScoreDays.driverId))
    .where(and(...conditions))
    .groupBy(driverScoreDays.driverId, users.name, users.isActive, users.phoneNo);
  return rows.map((row) => ({
    driverId: row.driverId,
    fullname: row.fullname,
    isActive: row.isActive,
    phoneNo: row.phoneNo,
    distanceMeters: asNumber(row.distanceMeters),
    drivingSeconds: asNumber(row.drivingSeconds),
    counts: Object.fromEntries(
      DRIVER_BEHAVIOURS.map((behaviour) => [
        behaviour,
        asNumber((row as Record<string, unknown>)[behaviour]),
      ]),
    ) as Record<DriverBehaviour, number>,
    lastSync: row.lastSync ? new Date(row.lastSync) : null,
  }));
}

/** The company's driver-score settings. */
export async function findScoreSettings(db: DbExecutor, companyId: number): Promise<DriverScoreSettings> {
  const [row] = await db
    .select({
      dsBase: companies.dsBase,
      dsCostAccel: companies.dsCostAccel,
      dsCostBrake: companies.dsCostBrake,
      dsCostSharpturn: companies.dsCostSharpturn,
      dsCostOverspeed: companies.dsCostOverspeed,
      dsMinScoreA: companies.dsMinScoreA,
      dsMinScoreB: companies.dsMinScoreB,
      dsMinScoreC: companies.dsMinScoreC,
      dsMinScoreD: companies.dsMinScoreD,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return row;
}

/** The period's weekly totals of one driver (weeks starting Monday), oldest first. */
export async function findDriverWeeks(
  db: DbExecutor,
  companyId: number,
  driverId: number,
  startDate: string,
  endDate: string,
) {
  const week = sql<string>`to_char(date_trunc('week', ${driverScoreDays.day}::timestamp), 'YYYY-MM-DD')`;
  const behaviourSums = Object.fromEntries(
    DRIVER_BEHAVIOURS.map((behaviour) => [behaviour, sum(driverScoreDays[behaviour])]),
  );
  const rows = await db
    .select({ week, distanceMeters: sum(driverScoreDays.distanceMeters), ...behaviourSums })
    .from(driverScoreDays)
    .where(
      and(
        eq(driverScoreDays.companyId, companyId),
        eq(driverScoreDays.driverId, driverId),
        gte(driverScoreDays.day, startDate),
        lte(driverScoreDays.day, endDate),
      ),
    )
    .groupBy(week)
    .orderBy(week);
  return rows.map((row) => ({
    week: row.week,
    distanceMeters: asNumber(row.distanceMeters),
    counts: Object.fromEntries(
      DRIVER_BEHAVIOURS.map((behaviour) => [
        behaviour,
        asNumber((row as Record<string, unknown>)[behaviour]),
      ]),
    ) as Record<DriverBehaviour, number>,
  }));
}
