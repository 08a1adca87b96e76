import {
  attributeDriver,
  CARD_READ_VALID_MS,
  type CompanyTimeZone,
  DEFAULT_TIME_ZONE,
  drivingByDriverDay,
} from "@armada/domain";
import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { everyInterval } from "../../everyInterval.js";
import { findAssignmentPeriods, findCardReads, vehicles } from "../fleet/index.js";
import { inTrack, positions, trackPointColumns } from "../positions/index.js";
import { addToDriverDays, companyZones } from "./driverDayRepository.js";
import { drivingRollupCursors } from "./driverScores.tables.js";
import type { PositionRollupPart } from "./positionRollupPart.js";

/** Lock of the one instance that counts positions into driver days. */
export const DRIVING_ROLLUP_LOCK_KEY = 4_152_002;

/** Positions of one vehicle taken per transaction; the next run goes on from there. */
const BATCH = 5_000;

/** What a rollup run reads once per company for all its vehicles. */
interface RollupCompany {
  timeZone: CompanyTimeZone;
  /** each part with what it loaded for the company */
  parts: { part: PositionRollupPart; company: unknown }[];
}

/**
 * Counts one vehicle's positions since its cursor into the driving distance and time of its drivers' days (each
 * segment for the driver who drove then) and into the parts (reports: activity runs and geofence visits), then
 * moves the cursor, in one transaction. Returns how many positions were taken. Positions arriving later with a fix time
 * before the cursor are not counted.
 */
async function rollUpVehicleDriving(
  db: Db,
  vehicleId: number,
  companyId: number,
  company: RollupCompany,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx
      .select()
      .from(drivingRollupCursors)
      .where(eq(drivingRollupCursors.vehicleId, vehicleId))
      .for("update");
    const rows = await tx
      .select(trackPointColumns)
      .from(positions)
      .where(
        and(
          eq(positions.vehicleId, vehicleId),
          cursor ? gt(positions.fixTime, cursor.fixTime) : undefined,
          eq(positions.gpsFixed, true),
          inTrack,
        ),
      )
      .orderBy(asc(positions.fixTime))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last) return 0;
    const points = cursor ? [cursor, ...rows] : rows;
    const first = points[0] ?? last;
    const [reads, periods] = await Promise.all([
      findCardReads(tx, vehicleId, new Date(first.fixTime.getTime() - CARD_READ_VALID_MS), last.fixTime),
      findAssignmentPeriods(tx, vehicleId, first.fixTime, new Date(last.fixTime.getTime() + 1)),
    ]);
    const driverAt = (time: Date) => attributeDriver(time, reads, periods).driverId;
    const driving = drivingByDriverDay(points, driverAt, company.timeZone);
    await addToDriverDays(
      tx,
      driving.map((total) => ({ ...total, companyId })),
    );
    for (const { part, company: partCompany } of company.parts)
      await part.rollUpVehicle(tx, {
        vehicleId,
        companyId,
        company: partCompany,
        previous: cursor ?? null,
        points: rows,
        driverAt,
      });
    const next = {
      fixTime: last.fixTime,
      latitude: last.latitude,
      longitude: last.longitude,
      speed: last.speed,
      ignition: last.ignition,
    };
    await tx
      .insert(drivingRollupCursors)
      .values({ vehicleId, ...next })
      .onConflictDoUpdate({ target: drivingRollupCursors.vehicleId, set: next });
    return rows.length;
  });
}

/**
 * Every vehicle with a device and a fix past its cursor, rolled up until none has a full batch waiting. The
 * companies' time zones, offline timeouts and geofences are read once per run; a vehicle with nothing new costs no
 * transaction of its own.
 */
export async function rollUpDriving(db: Db, parts: readonly PositionRollupPart[]): Promise<void> {
  const fleet = await db
    .select({ id: vehicles.id, companyId: vehicles.companyId })
    .from(vehicles)
    .leftJoin(drivingRollupCursors, eq(drivingRollupCursors.vehicleId, vehicles.id))
    .where(
      and(
        isNotNull(vehicles.deviceId),
        sql`exists (select 1 from ${positions} where ${positions.vehicleId} = ${vehicles.id}
          and ${positions.gpsFixed} and ${inTrack} and ${positions.fixTime} > coalesce(${drivingRollupCursors.fixTime}, '-infinity'))`,
      ),
    );
  const companyIds = fleet.map((vehicle) => vehicle.companyId);
  const [zones, ...partCompanies] = await Promise.all([
    companyZones(db, companyIds),
    ...parts.map((part) => part.loadCompanies(db, companyIds)),
  ]);
  for (const vehicle of fleet) {
    const company = {
      timeZone: zones.get(vehicle.companyId) ?? DEFAULT_TIME_ZONE,
      parts: parts.map((part, index) => ({ part, company: partCompanies[index]?.get(vehicle.companyId) })),
    };
    let taken: number;
    do taken = await rollUpVehicleDriving(db, vehicle.id, vehicle.companyId, company);
    while (taken === BATCH);
  }
}

/** Rolls positions into driver days once a minute (run by the instance holding DRIVING_ROLLUP_LOCK_KEY). */
export function startDrivingRollup(
  db: Db,
  parts: readonly PositionRollupPart[],
  logger: FastifyBaseLogger,
  intervalMs = 60_000,
) {
  return everyInterval(() => rollUpDriving(db, parts), intervalMs, logger, "driving rollup failed");
}
