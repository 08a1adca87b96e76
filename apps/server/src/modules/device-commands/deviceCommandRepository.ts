import type { DeviceCommandStatus } from "@armada/domain";
import { and, asc, count, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { devices, vehicles } from "../fleet/index.js";
import { vehicleLatestStatus } from "../positions/index.js";
import { deviceCommands } from "./deviceCommands.tables.js";

export type DeviceCommandRow = typeof deviceCommands.$inferSelect;

/** The vehicle a command goes to: its plate, its device and the speed of its latest position. */
export async function findCommandTarget(db: DbExecutor, companyId: number, vehicleId: number) {
  const [row] = await db
    .select({
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      deviceId: devices.id,
      imei: devices.imei,
      vendorType: devices.vendorType,
      speed: vehicleLatestStatus.speed,
    })
    .from(vehicles)
    .leftJoin(devices, eq(devices.id, vehicles.deviceId))
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id))
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicleId)));
  return row ?? null;
}

export async function insertDeviceCommand(db: DbExecutor, values: typeof deviceCommands.$inferInsert) {
  const [row] = await db.insert(deviceCommands).values(values).returning();
  return row as DeviceCommandRow;
}

/** Takes a device's queued, unexpired commands for sending (once, across instances): they become `sent`. */
export function claimQueuedCommands(db: DbExecutor, deviceId: number, now: Date) {
  return db
    .update(deviceCommands)
    .set({ status: "sent", sentOn: now })
    .where(
      and(
        eq(deviceCommands.deviceId, deviceId),
        eq(deviceCommands.status, "queued"),
        gt(deviceCommands.expiresOn, now),
      ),
    )
    .returning();
}

export async function setCommandStatus(db: DbExecutor, id: number, status: DeviceCommandStatus) {
  const [row] = await db.update(deviceCommands).set({ status }).where(eq(deviceCommands.id, id)).returning();
  return row ?? null;
}

/**
 * The device's answer to command `id` (its server flag): only to a command of that device that was sent, or
 * expired while the device was slow to answer.
 */
export async function recordCommandAnswer(
  db: DbExecutor,
  deviceId: number,
  id: number,
  answer: string,
  now: Date,
) {
  const [row] = await db
    .update(deviceCommands)
    .set({ status: "answered", answer, answeredOn: now })
    .where(
      and(
        eq(deviceCommands.id, id),
        eq(deviceCommands.deviceId, deviceId),
        inArray(deviceCommands.status, ["sent", "expired"]),
      ),
    )
    .returning();
  return row ?? null;
}

/** The device's oldest command sent and not answered: what a text protocol's answer (no id) answers. */
export async function oldestSentCommandId(db: DbExecutor, deviceId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: deviceCommands.id })
    .from(deviceCommands)
    .where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.status, "sent")))
    .orderBy(asc(deviceCommands.sentOn), asc(deviceCommands.id))
    .limit(1);
  return row?.id ?? null;
}

/** Commands still queued or unanswered at their expiry become `expired`. */
export function expireDueCommands(db: DbExecutor, now: Date) {
  return db
    .update(deviceCommands)
    .set({ status: "expired" })
    .where(and(inArray(deviceCommands.status, ["queued", "sent"]), lte(deviceCommands.expiresOn, now)))
    .returning();
}

/** One command of the company, with the sender's name. */
export async function findDeviceCommand(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select({ command: deviceCommands, userName: users.name })
    .from(deviceCommands)
    .leftJoin(users, eq(users.id, deviceCommands.userId))
    .where(and(eq(deviceCommands.companyId, companyId), eq(deviceCommands.id, id)));
  return row ?? null;
}

/** A vehicle's commands, newest first, with the sender's name. */
export async function findVehicleCommands(
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  page: { page: number; show: number },
) {
  const where = and(eq(deviceCommands.companyId, companyId), eq(deviceCommands.vehicleId, vehicleId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ command: deviceCommands, userName: users.name })
      .from(deviceCommands)
      .leftJoin(users, eq(users.id, deviceCommands.userId))
      .where(where)
      .orderBy(desc(deviceCommands.createdOn), desc(deviceCommands.id))
      .limit(page.show)
      .offset((page.page - 1) * page.show),
    db.select({ total: count() }).from(deviceCommands).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
