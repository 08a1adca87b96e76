import type { PodRequirements } from "@armada/domain";
import { and, asc, eq, gte, inArray, lt, or } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { users } from "../../auth/index.js";
import { fleetTaskStops, fleetTasks } from "../deliveries.tables.js";
import { deliverySettings, driverActions, fleetTaskStopOutcomes } from "../driverTasks.tables.js";
import { stopKey } from "../fleetTaskStops.js";

/** The company's POD requirements; a company that never set them has the columns' defaults. */
export async function findPodRequirements(
  db: DbExecutor,
  companyId: number,
): Promise<PodRequirements | null> {
  const [row] = await db.select().from(deliverySettings).where(eq(deliverySettings.companyId, companyId));
  if (!row) return null;
  return {
    photo: row.podRequiresPhoto,
    signature: row.podRequiresSignature,
    receiverName: row.podRequiresReceiverName,
  };
}

export async function savePodRequirements(
  db: DbExecutor,
  companyId: number,
  userId: number,
  requirements: PodRequirements,
) {
  const values = {
    podRequiresPhoto: requirements.photo,
    podRequiresSignature: requirements.signature,
    podRequiresReceiverName: requirements.receiverName,
    updatedBy: userId,
    updatedOn: new Date(),
  };
  await db
    .insert(deliverySettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: deliverySettings.companyId, set: values });
}

/**
 * The driver's tasks of the day [dayStart, dayEnd): scheduled or running ones departing before its end (an
 * overdue one too), and those ended within it; as driver or co-driver, in departure order.
 */
export async function findDriverTaskIds(
  db: DbExecutor,
  companyId: number,
  driverId: number,
  dayStart: Date,
  dayEnd: Date,
) {
  const rows = await db
    .select({ id: fleetTasks.id })
    .from(fleetTasks)
    .where(
      and(
        eq(fleetTasks.companyId, companyId),
        or(eq(fleetTasks.driverId, driverId), eq(fleetTasks.coDriverId, driverId)),
        or(
          and(inArray(fleetTasks.status, ["SCHEDULED", "STARTED"]), lt(fleetTasks.departureTime, dayEnd)),
          and(eq(fleetTasks.status, "ENDED"), gte(fleetTasks.endedOn, dayStart)),
        ),
      ),
    )
    .orderBy(asc(fleetTasks.departureTime), asc(fleetTasks.id));
  return rows.map((row) => row.id);
}

/** The company's stop with its task, the stop locked for the caller's transaction. */
export async function lockStop(db: DbExecutor, companyId: number, stopId: number) {
  const [row] = await db
    .select()
    .from(fleetTaskStops)
    .where(and(eq(fleetTaskStops.companyId, companyId), eq(fleetTaskStops.id, stopId)))
    .for("update");
  return row ?? null;
}

/**
 * Records the action's id; false when the company already applied an action with that id (a replay from the
 * phone's queue), in which case nothing of it is applied again.
 */
export async function claimDriverAction(
  db: DbExecutor,
  values: Omit<typeof driverActions.$inferInsert, "recordedOn">,
): Promise<boolean> {
  const inserted = await db
    .insert(driverActions)
    .values(values)
    .onConflictDoNothing()
    .returning({ actionId: driverActions.actionId });
  return inserted.length > 0;
}

export type StopOutcomeValues = Omit<
  typeof fleetTaskStopOutcomes.$inferInsert,
  "id" | "companyId" | "fleetTaskId" | "stopKey" | "recordedOn"
>;

export async function insertStopOutcome(
  db: DbExecutor,
  stop: typeof fleetTaskStops.$inferSelect,
  values: StopOutcomeValues,
) {
  await db
    .insert(fleetTaskStopOutcomes)
    .values({ ...values, companyId: stop.companyId, fleetTaskId: stop.fleetTaskId, stopKey: stopKey(stop) })
    .onConflictDoNothing();
}

/** The task's stop outcomes, each on the stop it belongs to now (by its key), with who recorded it. */
export async function findStopOutcomes(db: DbExecutor, companyId: number, fleetTaskId: number) {
  const [outcomes, stops] = await Promise.all([
    db
      .select({ outcome: fleetTaskStopOutcomes, recordedByName: users.name })
      .from(fleetTaskStopOutcomes)
      .leftJoin(users, eq(users.id, fleetTaskStopOutcomes.recordedBy))
      .where(
        and(
          eq(fleetTaskStopOutcomes.companyId, companyId),
          eq(fleetTaskStopOutcomes.fleetTaskId, fleetTaskId),
        ),
      ),
    db
      .select()
      .from(fleetTaskStops)
      .where(and(eq(fleetTaskStops.companyId, companyId), eq(fleetTaskStops.fleetTaskId, fleetTaskId))),
  ]);
  const stopIds = new Map(stops.map((stop) => [stopKey(stop), stop.id]));
  return outcomes.flatMap(({ outcome, recordedByName }) => {
    const stopId = stopIds.get(outcome.stopKey);
    return stopId === undefined ? [] : [{ ...outcome, stopId, recordedByName }];
  });
}
export type StopOutcomeRow = Awaited<ReturnType<typeof findStopOutcomes>>[number];
