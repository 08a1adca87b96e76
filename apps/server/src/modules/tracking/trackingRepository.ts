import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { resultRows } from "../../db/resultRows.js";
import { vehicles } from "../fleet/fleet.tables.js";
import { positions } from "./tracking.tables.js";

export async function findCompanyVehicle(db: DbExecutor, companyId: number, vehicleId: number) {
  const [vehicle] = await db
    .select({ id: vehicles.id, licensePlate: vehicles.licensePlate })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)));
  return vehicle ?? null;
}

/** One vehicle's positions in a time range, oldest first: an index range scan of the pruned partitions. */
export function findPositions(db: DbExecutor, vehicleId: number, start: Date, end: Date, limit: number) {
  return db
    .select({
      fixTime: positions.fixTime,
      latitude: positions.latitude,
      longitude: positions.longitude,
      speed: positions.speed,
      course: positions.course,
      ignition: positions.ignition,
      temperature: positions.temperature,
      fuel: positions.fuel,
    })
    .from(positions)
    .where(
      and(eq(positions.vehicleId, vehicleId), gte(positions.fixTime, start), lte(positions.fixTime, end)),
    )
    .orderBy(asc(positions.fixTime))
    .limit(limit);
}

interface SummaryRow extends Record<string, unknown> {
  total: number;
  moving: number;
  idle: number;
  parked: number;
  offline: number;
  no_data: number;
  no_device: number;
}

/** Vehicles by their current motion status; a silent device counts as offline whatever its last status. */
export async function countFleetByStatus(db: DbExecutor, companyId: number) {
  const result = await db.execute<SummaryRow>(sql`
    with current as (
      select v.device_id,
             s.vehicle_id as status_vehicle,
             case when s.last_packet < now() - make_interval(mins => c.offline_timeout) then 'offline'
                  else s.motion_status end as status
        from vehicles v
        join companies c on c.id = v.company_id
        left join vehicle_latest_status s on s.vehicle_id = v.id
       where v.company_id = ${companyId})
    select count(*)::int as total,
           count(*) filter (where status = 'moving')::int as moving,
           count(*) filter (where status = 'idle')::int as idle,
           count(*) filter (where status = 'parked')::int as parked,
           count(*) filter (where status = 'offline')::int as offline,
           count(*) filter (where device_id is not null and status_vehicle is null)::int as no_data,
           count(*) filter (where device_id is null)::int as no_device
      from current`);
  const rows = resultRows<SummaryRow>(result);
  const row = rows[0];
  return {
    total: row?.total ?? 0,
    moving: row?.moving ?? 0,
    idle: row?.idle ?? 0,
    parked: row?.parked ?? 0,
    offline: row?.offline ?? 0,
    noData: row?.no_data ?? 0,
    noDevice: row?.no_device ?? 0,
  };
}
