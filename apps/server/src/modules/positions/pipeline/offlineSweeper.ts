import type { MotionStatus, VehicleUpdate } from "@armada/domain";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import { resultRows } from "../../../db/resultRows.js";
import { everyInterval } from "../../../everyInterval.js";
import type { StatusTaps, TappedChange } from "./statusTaps.js";

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
  previous_status: MotionStatus;
}

function offlineChange(row: OfflineRow): TappedChange {
  const after = {
    vehicleId: row.vehicle_id,
    companyId: row.company_id,
    latitude: row.latitude,
    longitude: row.longitude,
    ignition: row.ignition,
    motionStatus: "offline" as const,
    fixTime: new Date(row.fix_time),
    lastPacket: new Date(row.last_packet),
  };
  return { before: { ...after, motionStatus: row.previous_status }, after };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Offline devices send nothing, so no position can mark them offline: this sweep does, with each
 * company's offline timeout, in one statement, and tells the operators' sockets.
 */
export async function markOfflineVehicles(
  db: Db,
  bus: EventBus,
  onOffline: (vehicleId: number) => void,
  taps?: StatusTaps,
) {
  const rows = await db.transaction(async (tx) => {
    const result = await tx.execute<OfflineRow>(sql`
      with due as (
        select s.vehicle_id, s.motion_status
          from vehicle_latest_status s
          join companies c on c.id = s.company_id
         where s.motion_status <> 'offline'
           and s.last_packet < now() - make_interval(mins => c.offline_timeout)
           for update of s)
      update vehicle_latest_status s
         set motion_status = 'offline'
        from due
       where due.vehicle_id = s.vehicle_id
      returning s.vehicle_id, s.company_id, s.latitude, s.longitude, s.speed, s.course, s.ignition,
                s.temperature, s.fuel, s.fix_time, s.last_packet, due.motion_status as previous_status`);
    const rows = resultRows<OfflineRow>(result);
    if (taps)
      await taps.tap(tx, {
        positions: [],
        changes: rows.filter((row) => taps.wants(row.company_id)).map(offlineChange),
      });
    return rows;
  });
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
  taps: StatusTaps,
  intervalMs = 30_000,
) {
  return everyInterval(
    () => markOfflineVehicles(db, bus, onOffline, taps),
    intervalMs,
    logger,
    "offline sweep failed",
  );
}
