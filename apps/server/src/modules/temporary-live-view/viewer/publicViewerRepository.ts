import { and, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/database.js";
import { users } from "../../auth/index.js";
import { vehicles } from "../../fleet/index.js";
import { inTrack, positions, vehicleLatestStatus } from "../../positions/index.js";
import {
  temporaryLiveViewContacts,
  temporaryLiveViews,
  temporaryLiveViewVehicles,
} from "../temporaryLiveView.tables.js";

/** The undeleted view whose short key or access token is `key`. */
export async function findViewByKey(db: DbExecutor, temporaryLvId: number, key: string) {
  const [view] = await db
    .select()
    .from(temporaryLiveViews)
    .where(
      and(
        eq(temporaryLiveViews.temporaryLvId, temporaryLvId),
        isNull(temporaryLiveViews.deletedOn),
        or(eq(temporaryLiveViews.shortKey, key), eq(temporaryLiveViews.accessToken, key)),
      ),
    );
  return view ?? null;
}

export async function findContactByKey(db: DbExecutor, temporaryLvId: number, contactKey: string) {
  const [contact] = await db
    .select()
    .from(temporaryLiveViewContacts)
    .where(
      and(
        eq(temporaryLiveViewContacts.temporaryLvId, temporaryLvId),
        eq(temporaryLiveViewContacts.contactKey, contactKey),
      ),
    );
  return contact ?? null;
}

/** The view's vehicles with their latest status and driver, in plate order. */
export async function findViewVehicleSnapshots(db: DbExecutor, temporaryLvId: number) {
  return db
    .select({
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      driverName: users.name,
      latitude: vehicleLatestStatus.latitude,
      longitude: vehicleLatestStatus.longitude,
      course: vehicleLatestStatus.course,
      motionStatus: vehicleLatestStatus.motionStatus,
      speed: vehicleLatestStatus.speed,
      temperature: vehicleLatestStatus.temperature,
      ignition: vehicleLatestStatus.ignition,
      fixTime: vehicleLatestStatus.fixTime,
      lastPacket: vehicleLatestStatus.lastPacket,
    })
    .from(temporaryLiveViewVehicles)
    .innerJoin(vehicles, eq(vehicles.id, temporaryLiveViewVehicles.vehicleId))
    .leftJoin(users, eq(users.id, vehicles.driver1Id))
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id))
    .where(eq(temporaryLiveViewVehicles.temporaryLvId, temporaryLvId))
    .orderBy(vehicles.licensePlate);
}

/** Average moving speed of each vehicle over the last `minutes`, for the ETA. One query. */
export async function recentMovingSpeeds(
  db: DbExecutor,
  vehicleIds: number[],
  since: Date,
): Promise<Map<number, number>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await db
    .select({ vehicleId: positions.vehicleId, speed: sql<number>`avg(${positions.speed})::float` })
    .from(positions)
    .where(
      and(
        inArray(positions.vehicleId, vehicleIds),
        gte(positions.fixTime, since),
        gte(positions.speed, 5),
        inTrack,
      ),
    )
    .groupBy(positions.vehicleId);
  return new Map(rows.map((row) => [row.vehicleId, row.speed]));
}

/** Counts a page load of the link, and of the contact's own link when it is one. */
export async function recordOpen(db: DbExecutor, temporaryLvId: number, contactId: number | null, at: Date) {
  await db
    .update(temporaryLiveViews)
    .set({ openCount: sql`${temporaryLiveViews.openCount} + 1`, lastOpenedOn: at })
    .where(eq(temporaryLiveViews.temporaryLvId, temporaryLvId));
  if (contactId !== null) {
    await db
      .update(temporaryLiveViewContacts)
      .set({ openCount: sql`${temporaryLiveViewContacts.openCount} + 1`, lastOpenedOn: at })
      .where(eq(temporaryLiveViewContacts.contactId, contactId));
  }
}
