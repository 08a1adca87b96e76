import {
  attributeDriver,
  CARD_READ_VALID_MS,
  type CompanyTimeZone,
  DEFAULT_TIME_ZONE,
  drivingByDriverDay,
  type TrackPoint,
} from "@armada/domain";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/database.js";
import { everyInterval } from "../../everyInterval.js";
import { findAssignmentPeriods, findCardReads, vehicles } from "../fleet/index.js";
import { inTrack, positions, trackPointColumns } from "../positions/index.js";
import { addToDriverDays, companyZones, type DriverDayDelta } from "./driverDayRepository.js";
import { drivingRollupCursors } from "./driverScores.tables.js";
import type { PositionRollupPart } from "./positionRollupPart.js";

/** Lock of the one instance that counts positions into driver days. */
export const DRIVING_ROLLUP_LOCK_KEY = 4_152_002;

export interface RollupLimits {
  /** positions taken per transaction (over all its vehicles); the next transaction goes on from there */
  positions: number;
  /** vehicles per transaction: each of its reads and writes covers them all (a query per vehicle was the cost) */
  vehicles: number;
}

const DEFAULT_LIMITS: RollupLimits = { positions: 5_000, vehicles: 50 };

/** A vehicle of a rollup run, with what the run read once for its company. */
interface RollupVehicle {
  id: number;
  companyId: number;
  timeZone: CompanyTimeZone;
  /** what each part loaded for the company, in the parts' order */
  partCompanies: unknown[];
}

/** The whole-column array literal of a statement parameter, e.g. `{1,2,NULL}`. */
const arrayLiteral = (values: readonly (number | null)[]) =>
  `{${values.map((value) => (value === null ? "NULL" : String(value))).join(",")}}`;

/**
 * The vehicles' fixes past their cursors, oldest first per vehicle and vehicle after vehicle in the given order, at
 * most `limit` in all: each vehicle's are an index range scan of its own (a lateral subquery), so a vehicle with
 * a long history costs no more than one with a short one.
 */
async function fixesPastCursors(
  tx: DbExecutor,
  vehicleIds: readonly number[],
  cursorTimes: readonly (number | null)[],
  limit: number,
): Promise<Map<number, TrackPoint[]>> {
  const vehicle = sql`unnest(${arrayLiteral(vehicleIds)}::int4[], ${arrayLiteral(cursorTimes)}::float8[])
    with ordinality as v(vehicle_id, after_ms, n)`;
  const past = tx
    .select(trackPointColumns)
    .from(positions)
    .where(
      and(
        sql`${positions.vehicleId} = v.vehicle_id`,
        // one expression, so that it bounds the index range scan (an `or` would be a filter over the whole history)
        sql`${positions.fixTime} > coalesce(timestamptz 'epoch' + v.after_ms * interval '1 millisecond', '-infinity')`,
        eq(positions.gpsFixed, true),
        inTrack,
      ),
    )
    .orderBy(asc(positions.fixTime))
    .limit(limit)
    .as("p");
  const rows = await tx
    .select({
      vehicleId: sql<number>`v.vehicle_id`.mapWith(Number),
      fixTime: past.fixTime,
      latitude: past.latitude,
      longitude: past.longitude,
      speed: past.speed,
      ignition: past.ignition,
    })
    .from(vehicle)
    .innerJoinLateral(past, sql`true`)
    .orderBy(sql`v.n`, past.fixTime)
    .limit(limit);
  const fixes = new Map<number, TrackPoint[]>();
  for (const { vehicleId, ...point } of rows) {
    const list = fixes.get(vehicleId);
    if (list) list.push(point);
    else fixes.set(vehicleId, [point]);
  }
  return fixes;
}

/**
 * Counts the vehicles' positions since their cursors into the driving distance and time of their drivers' days (each
 * segment for the driver who drove then) and into the parts (reports: activity runs and geofence visits), then
 * moves the cursors, in one transaction. Returns how many positions were taken. Positions arriving later with a fix
 * time before a cursor are not counted.
 */
async function rollUpVehiclesDriving(
  db: Db,
  parts: readonly PositionRollupPart[],
  group: readonly RollupVehicle[],
  limit: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = group.map((vehicle) => vehicle.id);
    const cursorRows = await tx
      .select()
      .from(drivingRollupCursors)
      .where(inArray(drivingRollupCursors.vehicleId, ids))
      .orderBy(asc(drivingRollupCursors.vehicleId))
      .for("update");
    const cursors = new Map(cursorRows.map((cursor) => [cursor.vehicleId, cursor]));
    const fixes = await fixesPastCursors(
      tx,
      ids,
      ids.map((id) => cursors.get(id)?.fixTime.getTime() ?? null),
      limit,
    );
    const taken = group.flatMap((vehicle) => {
      const rows = fixes.get(vehicle.id);
      const last = rows?.at(-1);
      if (!rows || !last) return [];
      const cursor = cursors.get(vehicle.id) ?? null;
      const points = cursor ? [cursor, ...rows] : rows;
      return [{ vehicle, cursor, rows, points, first: points[0] ?? last, last }];
    });
    if (taken.length === 0) return 0;
    const takenIds = taken.map(({ vehicle }) => vehicle.id);
    const from = Math.min(...taken.map(({ first }) => first.fixTime.getTime()));
    const to = Math.max(...taken.map(({ last }) => last.fixTime.getTime()));
    const [reads, periods] = await Promise.all([
      findCardReads(tx, takenIds, new Date(from - CARD_READ_VALID_MS), new Date(to)),
      findAssignmentPeriods(tx, takenIds, new Date(from), new Date(to + 1)),
    ]);
    const deltas: DriverDayDelta[] = [];
    const batches = taken.map(({ vehicle, cursor, rows, first, last, points }) => {
      // the reads and periods of this vehicle's own window, as a query of its own would have found them
      const start = first.fixTime.getTime();
      const end = last.fixTime.getTime();
      const vehicleReads = reads.filter(
        (read) =>
          read.vehicleId === vehicle.id &&
          read.identifiedAt.getTime() > start - CARD_READ_VALID_MS &&
          read.identifiedAt.getTime() <= end,
      );
      const vehiclePeriods = periods.filter(
        (period) =>
          period.vehicleId === vehicle.id &&
          period.startedAt.getTime() < end + 1 &&
          (period.endedAt === null || period.endedAt.getTime() > start),
      );
      const driverAt = (time: Date) => attributeDriver(time, vehicleReads, vehiclePeriods).driverId;
      for (const total of drivingByDriverDay(points, driverAt, vehicle.timeZone))
        deltas.push({ ...total, companyId: vehicle.companyId });
      return { vehicle, previous: cursor, points: rows, driverAt };
    });
    await addToDriverDays(tx, deltas);
    for (const [index, part] of parts.entries())
      await part.rollUpVehicles(
        tx,
        batches.map(({ vehicle, previous, points, driverAt }) => ({
          vehicleId: vehicle.id,
          companyId: vehicle.companyId,
          company: vehicle.partCompanies[index],
          previous,
          points,
          driverAt,
        })),
      );
    await tx
      .insert(drivingRollupCursors)
      .values(
        taken.map(({ vehicle, last }) => ({
          vehicleId: vehicle.id,
          fixTime: last.fixTime,
          latitude: last.latitude,
          longitude: last.longitude,
          speed: last.speed,
          ignition: last.ignition,
        })),
      )
      .onConflictDoUpdate({
        target: drivingRollupCursors.vehicleId,
        set: {
          fixTime: sql`excluded.fix_time`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          speed: sql`excluded.speed`,
          ignition: sql`excluded.ignition`,
        },
      });
    return taken.reduce((sum, { rows }) => sum + rows.length, 0);
  });
}

/**
 * Every vehicle with a device and a fix past its cursor, rolled up `limits.vehicles` at a time until none has a full
 * batch waiting. The companies' time zones, offline timeouts and geofences are read once per run; a vehicle with
 * nothing new costs no transaction.
 */
export async function rollUpDriving(
  db: Db,
  parts: readonly PositionRollupPart[],
  limits: RollupLimits = DEFAULT_LIMITS,
): Promise<void> {
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
    )
    .orderBy(asc(vehicles.id));
  const companyIds = fleet.map((vehicle) => vehicle.companyId);
  const [zones, ...partCompanies] = await Promise.all([
    companyZones(db, companyIds),
    ...parts.map((part) => part.loadCompanies(db, companyIds)),
  ]);
  const rolled: RollupVehicle[] = fleet.map((vehicle) => ({
    ...vehicle,
    timeZone: zones.get(vehicle.companyId) ?? DEFAULT_TIME_ZONE,
    partCompanies: partCompanies.map((loaded) => loaded.get(vehicle.companyId)),
  }));
  for (let start = 0; start < rolled.length; start += limits.vehicles) {
    const group = rolled.slice(start, start + limits.vehicles);
    let taken: number;
    do taken = await rollUpVehiclesDriving(db, parts, group, limits.positions);
    while (taken === limits.positions);
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
