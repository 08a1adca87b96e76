import type { VehicleUpdate } from "@armada/domain";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import { resultRows } from "../../../db/resultRows.js";
import { everyInterval } from "../../../everyInterval.js";

interface OfflineRow extends Record<string, unknown> {
  vehicle_id: number;
  company_id: number;
  latitude: number;
  longitude: number;
  speed: number;
  course: number | null;
  ignition: boolean | null;
  temperature: number | null;
  fuel: number | null;
  fix_time: Date | string;
  last_packet: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Offline devices send nothing, so no position can mark them offline: this sweep does, with each
 * company's offline timeout, in one statement, and tells the operators' sockets.
 */
export async function markOfflineVehicles(db: Db, bus: EventBus, onOffline: (vehicleId: number) => void) {
  const result = await db.execute<OfflineRow>(sql`
    update vehicle_latest_status s
       set motion_status = 'offline'
      from companies c
     where c.id = s.company_id
       and s.motion_status <> 'offline'
       and s.last_packet < now() - make_interval(mins => c.offline_timeout)
    returning s.vehicle_id, s.company_id, s.latitude, s.longitude, s.speed, s.course, s.ignition,
              s.temperature, s.fuel, s.fix_time, s.last_packet`);
  const rows = resultRows<OfflineRow>(result);
  const byCompany = new Map<number, VehicleUpdate[]>();
  for (const row of rows) {
    onOffline(row.vehicle_id);
    const list = byCompany.get(row.company_id) ?? [];
    list.push({
      vehicleId: row.vehicle_id,
      latitude: row.latitude,
      longitude: row.longitude,
      speed: row.speed,
      course: row.course,
      ignition: row.ignition,
      motionStatus: "offline",
      temperature: row.temperature,
      fuel: row.fuel,
      fixTime: iso(row.fix_time),
      lastPacket: iso(row.last_packet),
      alarm: null,
    });
    byCompany.set(row.company_id, list);
  }
  for (const [companyId, updates] of byCompany) bus.publish(topics.vehicleUpdates(companyId), updates);
  return rows.length;
}

export function startOfflineSweeper(
  db: Db,
  bus: EventBus,
  logger: FastifyBaseLogger,
  onOffline: (vehicleId: number) => void,
  intervalMs = 30_000,
) {
  return everyInterval(
    () => markOfflineVehicles(db, bus, onOffline),
    intervalMs,
    logger,
    "offline sweep failed",
  );
}
