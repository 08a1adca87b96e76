import { MEDIA_TIMING } from "@armada/domain";
import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import { devices, vehicleLatestStatus, vehicles } from "../fleet/index.js";
import type { TicketHealth } from "./companyTicket.tables.js";

const numberOrNull = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * The vehicle or device a ticket is about, of the caller's company only (another company's id is "not found"),
 * with its health now: last position and packet, online within the window the media requests use, battery and GSM
 * bars when the device reports them. A device is read through the vehicle it is fitted to.
 */
export async function referenceWithHealth(
  db: DbExecutor,
  companyId: number,
  reference: { vehicleId?: number | null; deviceId?: number | null },
  now: Date,
): Promise<{
  vehicleId: number | null;
  deviceId: number | null;
  label: string;
  health: TicketHealth;
} | null> {
  if (reference.vehicleId) {
    const [vehicle] = await db
      .select({ id: vehicles.id, plate: vehicles.licensePlate })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, reference.vehicleId)));
    if (!vehicle) throw notFound();
    return {
      vehicleId: vehicle.id,
      deviceId: null,
      label: vehicle.plate,
      health: await healthOf(vehicle.id),
    };
  }
  if (reference.deviceId) {
    const [device] = await db
      .select({ id: devices.id, imei: devices.imei, vehicleId: vehicles.id })
      .from(devices)
      .leftJoin(vehicles, eq(vehicles.deviceId, devices.id))
      .where(and(eq(devices.companyId, companyId), eq(devices.id, reference.deviceId)));
    if (!device) throw notFound();
    const health = device.vehicleId === null ? EMPTY_HEALTH : await healthOf(device.vehicleId);
    return { vehicleId: null, deviceId: device.id, label: device.imei, health };
  }
  return null;

  async function healthOf(vehicleId: number): Promise<TicketHealth> {
    const [status] = await db
      .select()
      .from(vehicleLatestStatus)
      .where(and(eq(vehicleLatestStatus.companyId, companyId), eq(vehicleLatestStatus.vehicleId, vehicleId)));
    if (!status) return EMPTY_HEALTH;
    return {
      lastPositionOn: status.fixTime.toISOString(),
      lastPacketOn: status.lastPacket.toISOString(),
      online: now.getTime() - status.lastPacket.getTime() <= MEDIA_TIMING.deviceLastReceiveLimitMs,
      motionStatus: status.motionStatus,
      battery: numberOrNull(status.battery),
      signal: numberOrNull(status.attributes?.gsmSignal),
    };
  }
}

const EMPTY_HEALTH: TicketHealth = {
  lastPositionOn: null,
  lastPacketOn: null,
  online: false,
  motionStatus: null,
  battery: null,
  signal: null,
};
