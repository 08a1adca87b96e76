import { type DriverBehaviour, parseCompanyTimeZone } from "@armada/domain";
import { inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { driverScoreDays } from "./driverScores.tables.js";

/** What to add to one driver's day; negative counts take back alerts marked false. */
export interface DriverDayDelta {
  companyId: number;
  driverId: number;
  day: string;
  distanceMeters?: number;
  drivingSeconds?: number;
  behaviours?: Partial<Record<DriverBehaviour, number>>;
}

/**
 * Adds to drivers' days, creating a day at its first delta (counts never go below zero). Distance and time alone (the
 * driving rollup's, for many drivers at once) go in one statement, summed per driver and day first; a delta with
 * behaviour counts (alerts) in one of its own, which keeps a count from going below zero.
 */
export async function addToDriverDays(db: DbExecutor, deltas: readonly DriverDayDelta[]): Promise<void> {
  const driving = new Map<string, DriverDayDelta & { distanceMeters: number; drivingSeconds: number }>();
  for (const delta of deltas) {
    if (Object.keys(delta.behaviours ?? {}).length > 0) {
      await addCounts(db, delta);
      continue;
    }
    const key = `${delta.driverId}|${delta.day}`;
    const entry = driving.get(key) ?? { ...delta, distanceMeters: 0, drivingSeconds: 0 };
    entry.distanceMeters += delta.distanceMeters ?? 0;
    entry.drivingSeconds += delta.drivingSeconds ?? 0;
    driving.set(key, entry);
  }
  if (driving.size === 0) return;
  await db
    .insert(driverScoreDays)
    .values(
      // in key order, so that concurrent writers lock the days in the same order
      [...driving.values()]
        .sort((a, b) => a.driverId - b.driverId || a.day.localeCompare(b.day))
        .map(({ companyId, driverId, day, distanceMeters, drivingSeconds }) => ({
          companyId,
          driverId,
          day,
          distanceMeters,
          drivingSeconds,
        })),
    )
    .onConflictDoUpdate({
      target: [driverScoreDays.driverId, driverScoreDays.day],
      set: {
        distanceMeters: sql`${driverScoreDays.distanceMeters} + excluded.distance_meters`,
        drivingSeconds: sql`${driverScoreDays.drivingSeconds} + excluded.driving_seconds`,
        updatedOn: new Date(),
      },
    });
}

async function addCounts(db: DbExecutor, delta: DriverDayDelta) {
  const behaviours = Object.entries(delta.behaviours ?? {}) as [DriverBehaviour, number][];
  const insertCounts = Object.fromEntries(behaviours.map(([name, value]) => [name, Math.max(0, value)]));
  const updateCounts = Object.fromEntries(
    behaviours.map(([name, value]) => [name, sql`greatest(0, ${driverScoreDays[name]} + ${value})`]),
  );
  await db
    .insert(driverScoreDays)
    .values({
      companyId: delta.companyId,
      driverId: delta.driverId,
      day: delta.day,
      distanceMeters: delta.distanceMeters ?? 0,
      drivingSeconds: delta.drivingSeconds ?? 0,
      ...insertCounts,
    })
    .onConflictDoUpdate({
      target: [driverScoreDays.driverId, driverScoreDays.day],
      set: {
        distanceMeters: sql`${driverScoreDays.distanceMeters} + ${delta.distanceMeters ?? 0}`,
        drivingSeconds: sql`${driverScoreDays.drivingSeconds} + ${delta.drivingSeconds ?? 0}`,
        ...updateCounts,
        updatedOn: new Date(),
      },
    });
}

/** The time zones of the given companies (their days are counted in it). */
export async function companyZones(db: DbExecutor, companyIds: readonly number[]) {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, timeZone: companies.timeZone })
    .from(companies)
    .where(inArray(companies.id, [...new Set(companyIds)]));
  return new Map(rows.map((row) => [row.id, parseCompanyTimeZone(row.timeZone)]));
}
