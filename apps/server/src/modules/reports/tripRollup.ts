import { type ActivityRun, tripsAndStops } from "@armada/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/database.js";
import type { LeadingJobs } from "../../db/leadership.js";
import { vehicles } from "../fleet/index.js";
import { toActivityRun } from "./reportRepository.js";
import { vehicleActivityRuns, vehicleTripCursors, vehicleTrips } from "./reports.tables.js";

/** Rows per insert statement (14 parameters each, well under PostgreSQL's 65,535). */
const TRIPS_PER_INSERT = 1_000;

interface TripVehicle {
  vehicleId: number;
  companyId: number;
}

/** `{1,2,NULL}`: a whole-column array literal, one parameter for all the vehicles. */
const arrayLiteral = (values: readonly (number | null)[]) =>
  `{${values.map((value) => (value === null ? "NULL" : String(value))).join(",")}}`;

/**
 * Rebuilds the vehicles' trips from their cursors on (the trip under way and anything after the last settled
 * point), in the caller's transaction: a read of the cursors, one of the runs past them, a delete and an insert for
 * all the vehicles. The driving rollup leaves a vehicle still waiting for its backfill alone (`backfill: false`); the
 * backfill takes exactly those.
 */
export async function rollUpVehiclesTrips(
  tx: DbExecutor,
  vehicles: readonly TripVehicle[],
  { backfill }: { backfill: boolean },
): Promise<void> {
  if (vehicles.length === 0) return;
  const cursorRows = await tx
    .select()
    .from(vehicleTripCursors)
    .where(
      inArray(
        vehicleTripCursors.vehicleId,
        vehicles.map((vehicle) => vehicle.vehicleId),
      ),
    )
    .orderBy(asc(vehicleTripCursors.vehicleId))
    .for("update");
  const cursors = new Map(cursorRows.map((cursor) => [cursor.vehicleId, cursor]));
  const due = vehicles.filter(
    (vehicle) => (cursors.get(vehicle.vehicleId)?.pendingBackfill ?? false) === backfill,
  );
  if (due.length === 0) return;
  const ids = due.map((vehicle) => vehicle.vehicleId);
  const resumeMs = due.map((vehicle) => cursors.get(vehicle.vehicleId)?.resumeFrom?.getTime() ?? null);
  const vehicleFrom = sql`unnest(${arrayLiteral(ids)}::int4[], ${arrayLiteral(resumeMs)}::float8[]) as v(vehicle_id, from_ms)`;
  const fromTime = sql`coalesce(timestamptz 'epoch' + v.from_ms * interval '1 millisecond', '-infinity')`;
  const runRows = await tx
    .select({ run: vehicleActivityRuns })
    .from(vehicleFrom)
    .innerJoin(
      vehicleActivityRuns,
      and(
        sql`${vehicleActivityRuns.vehicleId} = v.vehicle_id`,
        sql`${vehicleActivityRuns.startTime} >= ${fromTime}`,
      ),
    )
    .orderBy(asc(vehicleActivityRuns.vehicleId), asc(vehicleActivityRuns.startTime));
  const runsByVehicle = new Map<number, ActivityRun[]>();
  for (const { run } of runRows) {
    const list = runsByVehicle.get(run.vehicleId);
    if (list) list.push(toActivityRun(run));
    else runsByVehicle.set(run.vehicleId, [toActivityRun(run)]);
  }
  const trips: (typeof vehicleTrips.$inferInsert)[] = [];
  const cursorValues = due.map(({ vehicleId, companyId }) => {
    const { trips: found, resumeFrom } = tripsAndStops(runsByVehicle.get(vehicleId) ?? []);
    for (const trip of found) trips.push({ ...trip, vehicleId, companyId });
    return {
      vehicleId,
      resumeFrom: resumeFrom ?? cursors.get(vehicleId)?.resumeFrom ?? null,
      pendingBackfill: false,
    };
  });
  await tx.execute(
    sql`delete from ${vehicleTrips} using ${vehicleFrom}
      where ${vehicleTrips.vehicleId} = v.vehicle_id and ${vehicleTrips.startTime} >= ${fromTime}`,
  );
  for (let start = 0; start < trips.length; start += TRIPS_PER_INSERT)
    await tx.insert(vehicleTrips).values(trips.slice(start, start + TRIPS_PER_INSERT));
  await tx
    .insert(vehicleTripCursors)
    .values(cursorValues)
    .onConflictDoUpdate({
      target: vehicleTripCursors.vehicleId,
      set: { resumeFrom: sql`excluded.resume_from`, pendingBackfill: sql`excluded.pending_backfill` },
    });
}

/**
 * Builds the trips of the vehicles that had runs before trips were kept, one vehicle per transaction (its whole
 * history of runs, a few thousand a year), skipping a vehicle the driving rollup holds; resumable, since a vehicle
 * leaves the backlog in the transaction that writes its trips. Stops between two vehicles once `stopped()` says so.
 * Returns how many vehicles it built.
 */
export async function backfillTrips(db: Db, stopped: () => boolean = () => false): Promise<number> {
  let built = 0;
  while (!stopped()) {
    const done = await db.transaction(async (tx) => {
      const [next] = await tx
        .select({ vehicleId: vehicleTripCursors.vehicleId })
        .from(vehicleTripCursors)
        .where(eq(vehicleTripCursors.pendingBackfill, true))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!next) return true;
      const [vehicle] = await tx
        .select({ companyId: vehicles.companyId })
        .from(vehicles)
        .where(eq(vehicles.id, next.vehicleId));
      if (vehicle)
        await rollUpVehiclesTrips(tx, [{ vehicleId: next.vehicleId, ...vehicle }], { backfill: true });
      return false;
    });
    if (done) break;
    built += 1;
    // the event loop serves requests between two vehicles
    await new Promise((resolve) => setImmediate(resolve));
  }
  return built;
}

/** Lock of the one instance that runs the trip backfill. */
export const TRIP_BACKFILL_LOCK_KEY = 4_152_040;

/** The backfill of the trips once, on the leading instance, from its start; stopping waits for the vehicle under way. */
export function startTripBackfill(db: Db, logger: FastifyBaseLogger): LeadingJobs {
  let stopped = false;
  const running = backfillTrips(db, () => stopped).then(
    (built) => {
      if (built > 0) logger.info({ vehicles: built }, "trip backfill done");
    },
    (error: unknown) => logger.error({ err: error }, "trip backfill failed"),
  );
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
    settled: () => running,
  };
}
