import type { FleetMember, MotionStatus } from "@armada/domain";
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { vehicles } from "../fleet/index.js";
import { positions } from "./positions.tables.js";

export async function findCompanyVehicle(db: DbExecutor, companyId: number, vehicleId: number) {
  const [vehicle] = await db
    .select({ id: vehicles.id, licensePlate: vehicles.licensePlate })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)));
  return vehicle ?? null;
}

/** The columns of a position that make a `TrackPoint` (the domain's analyses of a track read these). */
export const trackPointColumns = {
  fixTime: positions.fixTime,
  latitude: positions.latitude,
  longitude: positions.longitude,
  speed: positions.speed,
  ignition: positions.ignition,
};

/** The rows of the track: those the track filters kept out are stored for the record only. */
export const inTrack = isNull(positions.filterReason);

/** One vehicle's track in a time range, oldest first: an index range scan of the pruned partitions. */
export function findPositions(db: DbExecutor, vehicleId: number, start: Date, end: Date, limit: number) {
  return db
    .select({
      ...trackPointColumns,
      course: positions.course,
      temperature: positions.temperature,
      fuel: positions.fuel,
    })
    .from(positions)
    .where(
      and(
        eq(positions.vehicleId, vehicleId),
        gte(positions.fixTime, start),
        lte(positions.fixTime, end),
        inTrack,
      ),
    )
    .orderBy(asc(positions.fixTime))
    .limit(limit);
}

/** One vehicle's fixes the track filters kept out of its track in a time range, oldest first, with the reason. */
export function findFilteredPositions(
  db: DbExecutor,
  vehicleId: number,
  start: Date,
  end: Date,
  limit: number,
) {
  return db
    .select({
      fixTime: positions.fixTime,
      latitude: positions.latitude,
      longitude: positions.longitude,
      speed: positions.speed,
      reason: positions.filterReason,
    })
    .from(positions)
    .where(
      and(
        eq(positions.vehicleId, vehicleId),
        gte(positions.fixTime, start),
        lte(positions.fixTime, end),
        isNotNull(positions.filterReason),
      ),
    )
    .orderBy(asc(positions.fixTime))
    .limit(limit);
}

/**
 * Up to `limit` of one vehicle's fixes on one side of `edge` and within `withinMs` of it, nearest first: what a
 * route-history range's stop may extend over.
 */
export function findPositionsBeyond(
  db: DbExecutor,
  vehicleId: number,
  edge: Date,
  side: "before" | "after",
  withinMs: number,
  limit: number,
) {
  const window =
    side === "before"
      ? and(lt(positions.fixTime, edge), gte(positions.fixTime, new Date(edge.getTime() - withinMs)))
      : and(gt(positions.fixTime, edge), lte(positions.fixTime, new Date(edge.getTime() + withinMs)));
  return db
    .select(trackPointColumns)
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicleId), window, inTrack))
    .orderBy(side === "before" ? desc(positions.fixTime) : asc(positions.fixTime))
    .limit(limit);
}

interface FleetRow extends Record<string, unknown> {
  has_device: boolean;
  motion_status: MotionStatus | null;
  speed: number | null;
  fix_time: Date | string | null;
  last_packet: Date | string | null;
}

/** Every vehicle of the company with its last known position (null without one), for the fleet summary. */
export async function findFleetPositions(db: DbExecutor, companyId: number): Promise<FleetMember[]> {
  const result = await db.execute<FleetRow>(sql`
    select v.device_id is not null as has_device, s.motion_status, s.speed, s.fix_time, s.last_packet
      from vehicles v
      left join vehicle_latest_status s on s.vehicle_id = v.id
     where v.company_id = ${companyId}`);
  return resultRows<FleetRow>(result).map((row) => ({
    hasDevice: row.has_device,
    position:
      row.motion_status && row.fix_time && row.last_packet
        ? {
            motionStatus: row.motion_status,
            speed: row.speed ?? 0,
            fixTime: new Date(row.fix_time),
            lastPacket: new Date(row.last_packet),
          }
        : null,
  }));
}
