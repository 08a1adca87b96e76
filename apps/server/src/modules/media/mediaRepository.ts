import { and, count, desc, eq, gte, lte } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { rawAlerts } from "../alerts/alerts.tables.js";
import { devices, vehicles } from "../fleet/fleet.tables.js";
import { vehicleLatestStatus } from "../positions/positions.tables.js";
import { mediaRequests } from "./media.tables.js";

export type MediaRequestRow = typeof mediaRequests.$inferSelect;

/** W waiting for the device's upload, S stored (success), F failed. */
export const MEDIA_REQUEST_STATUS = { waiting: "W", success: "S", failed: "F" } as const;

/** A company's vehicle with its device and when it last sent anything. */
export async function findMediaTarget(db: DbExecutor, companyId: number, vehicleId: number) {
  const [row] = await db
    .select({
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      deviceId: devices.id,
      imei: devices.imei,
      vendorType: devices.vendorType,
      lastPacket: vehicleLatestStatus.lastPacket,
    })
    .from(vehicles)
    .leftJoin(devices, eq(devices.id, vehicles.deviceId))
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id))
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, vehicleId)));
  return row ?? null;
}

export async function insertMediaRequest(db: DbExecutor, values: typeof mediaRequests.$inferInsert) {
  const [row] = await db.insert(mediaRequests).values(values).returning();
  return row as MediaRequestRow;
}

export async function updateMediaRequest(
  db: DbExecutor,
  id: number,
  values: Partial<typeof mediaRequests.$inferInsert>,
): Promise<MediaRequestRow | null> {
  const [row] = await db
    .update(mediaRequests)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(mediaRequests.id, id))
    .returning();
  return row ?? null;
}

export async function findMediaRequestByFtpUsername(db: DbExecutor, ftpUsername: string) {
  const [row] = await db.select().from(mediaRequests).where(eq(mediaRequests.ftpUsername, ftpUsername));
  return row ?? null;
}

/** The device's waiting request whose 0x9206 went with `serial`. */
export async function findWaitingRequest(db: DbExecutor, deviceId: number, serial: number) {
  const [row] = await db
    .select()
    .from(mediaRequests)
    .where(
      and(
        eq(mediaRequests.deviceId, deviceId),
        eq(mediaRequests.commandSerial, serial),
        eq(mediaRequests.status, MEDIA_REQUEST_STATUS.waiting),
      ),
    )
    .orderBy(desc(mediaRequests.createdOn))
    .limit(1);
  return row ?? null;
}

export async function findCompanyMediaRequest(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(mediaRequests)
    .where(and(eq(mediaRequests.companyId, companyId), eq(mediaRequests.id, id)));
  return row ?? null;
}

/** A vehicle's requests whose clip window ends at or after `from` and starts at or before `to`, newest first. */
export async function findVehicleMediaRequests(
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  window: { from: Date; to: Date },
  page: { page: number; show: number },
) {
  const where = and(
    eq(mediaRequests.companyId, companyId),
    eq(mediaRequests.vehicleId, vehicleId),
    gte(mediaRequests.endTime, window.from),
    lte(mediaRequests.startTime, window.to),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaRequests)
      .where(where)
      .orderBy(desc(mediaRequests.startTime), desc(mediaRequests.id))
      .limit(page.show)
      .offset((page.page - 1) * page.show),
    db.select({ total: count() }).from(mediaRequests).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** The company's vehicle whose device has this IMEI / terminal id. */
export async function findVehicleIdByImei(db: DbExecutor, companyId: number, imei: string) {
  const [row] = await db
    .select({ vehicleId: vehicles.id })
    .from(vehicles)
    .innerJoin(devices, eq(devices.id, vehicles.deviceId))
    .where(and(eq(vehicles.companyId, companyId), eq(devices.imei, imei)));
  return row?.vehicleId ?? null;
}

/** The vehicle's alert raised at `createdOn` (the popup names an alert by its time). */
export async function findRawAlertIdAt(
  db: DbExecutor,
  companyId: number,
  vehicleId: number,
  createdOn: Date,
) {
  const [row] = await db
    .select({ rawAlertId: rawAlerts.rawAlertId })
    .from(rawAlerts)
    .where(
      and(
        eq(rawAlerts.companyId, companyId),
        eq(rawAlerts.vehicleId, vehicleId),
        eq(rawAlerts.createdOn, createdOn),
      ),
    )
    .limit(1);
  return row?.rawAlertId ?? null;
}
