import { inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import type { LatestState } from "./latestState.js";
import { positions, vehicleLatestStatus } from "./tracking.tables.js";

export type PositionRow = typeof positions.$inferInsert & { fixTime: Date };

/** Inserts a batch in one statement; returns the keys actually written (duplicates are skipped). */
export async function insertPositions(db: DbExecutor, rows: PositionRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written = await db
    .insert(positions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ vehicleId: positions.vehicleId, fixTime: positions.fixTime });
  return new Set(written.map((row) => positionKey(row.vehicleId, row.fixTime)));
}

export const positionKey = (vehicleId: number, fixTime: Date) => `${vehicleId}|${fixTime.getTime()}`;

export async function loadLatestStates(db: DbExecutor, vehicleIds: number[]): Promise<LatestState[]> {
  if (vehicleIds.length === 0) return [];
  const rows = await db
    .select()
    .from(vehicleLatestStatus)
    .where(inArray(vehicleLatestStatus.vehicleId, vehicleIds));
  return rows.map((row) => ({ ...row, motionStatus: row.motionStatus as LatestState["motionStatus"] }));
}

/** Upserts the latest rows; a row never goes back to an older fix than the one stored. */
export async function saveLatestStates(db: DbExecutor, states: LatestState[]): Promise<void> {
  if (states.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(vehicleLatestStatus)
    .values(states)
    .onConflictDoUpdate({
      target: vehicleLatestStatus.vehicleId,
      set: {
        latitude: excluded("latitude"),
        longitude: excluded("longitude"),
        speed: excluded("speed"),
        course: excluded("course"),
        altitude: excluded("altitude"),
        ignition: excluded("ignition"),
        temperature: excluded("temperature"),
        fuel: excluded("fuel"),
        battery: excluded("battery"),
        odometer: excluded("odometer"),
        motionStatus: excluded("motion_status"),
        stoppedSince: excluded("stopped_since"),
        fixTime: excluded("fix_time"),
        lastPacket: excluded("last_packet"),
        attributes: excluded("attributes"),
      },
      setWhere: sql`excluded.fix_time >= ${vehicleLatestStatus.fixTime}`,
    });
}
