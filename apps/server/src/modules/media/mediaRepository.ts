import { TRACK_MERGE_TIMING } from "@armada/domain";
import { and, asc, between, count, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { rawAlerts } from "../alerts/index.js";
import { carriesDevice, dashcamDeviceId, devices, vehicles } from "../fleet/index.js";
import { vehicleLatestStatus } from "../positions/index.js";
import { alarmAttachments, mediaRequests } from "./media.tables.js";

export type MediaRequestRow = typeof mediaRequests.$inferSelect;
export type AlarmAttachmentRow = typeof alarmAttachments.$inferSelect;

/** W waiting for the device's upload, S stored (success), F failed. */
export const MEDIA_REQUEST_STATUS = { waiting: "W", success: "S", failed: "F" } as const;

/** A company's vehicle with its device and when it last sent anything. */
/** The clip requests of these alerts, oldest first (each alert's popup shows its clip from them). */
export async function findAlertClipRequests(db: DbExecutor, rawAlertIds: readonly number[]) {
  if (rawAlertIds.length === 0) return [];
  return db
    .select()
    .from(mediaRequests)
    .where(inArray(mediaRequests.rawAlertId, [...rawAlertIds]))
    .orderBy(asc(mediaRequests.createdOn), asc(mediaRequests.id));
}

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
    .leftJoin(devices, eq(devices.id, dashcamDeviceId))
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
    .innerJoin(devices, carriesDevice(devices.id))
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

export async function insertAlarmAttachment(db: DbExecutor, values: typeof alarmAttachments.$inferInsert) {
  const [row] = await db.insert(alarmAttachments).values(values).returning();
  return row as AlarmAttachmentRow;
}

/** The alarm an attachment upload names, with the terminal id of the device it was issued to. */
export async function findAlarmAttachment(db: DbExecutor, alarmNumber: string) {
  const [row] = await db
    .select({ attachment: alarmAttachments, imei: devices.imei })
    .from(alarmAttachments)
    .innerJoin(devices, eq(devices.id, alarmAttachments.deviceId))
    .where(eq(alarmAttachments.alarmNumber, alarmNumber));
  return row ?? null;
}

/** The file of an alarm's attachments already recorded under this name. */
export async function findAttachmentFile(db: DbExecutor, alarmAttachmentId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(mediaRequests)
    .where(and(eq(mediaRequests.alarmAttachmentId, alarmAttachmentId), eq(mediaRequests.fileName, fileName)));
  return row ?? null;
}

/**
 * The alert an alarm raised: same vehicle and code, created nearest the alarm's position time. A dashcam's own
 * alarm raises it at exactly that time; one from a two-device vehicle's standby dashcam raises it at the track's
 * fix, which is at most the track's takeover time away (nextTrackSource).
 */
export async function findAlarmRawAlertId(
  db: DbExecutor,
  attachment: Pick<AlarmAttachmentRow, "companyId" | "vehicleId" | "alertCode" | "alarmTime">,
) {
  if (attachment.alertCode === null) return null;
  const alarmTime = attachment.alarmTime.getTime();
  const [row] = await db
    .select({ rawAlertId: rawAlerts.rawAlertId })
    .from(rawAlerts)
    .where(
      and(
        eq(rawAlerts.companyId, attachment.companyId),
        eq(rawAlerts.vehicleId, attachment.vehicleId),
        eq(rawAlerts.alertCode, attachment.alertCode),
        between(
          rawAlerts.createdOn,
          new Date(alarmTime - TRACK_MERGE_TIMING.takeoverMs),
          new Date(alarmTime + TRACK_MERGE_TIMING.takeoverMs),
        ),
      ),
    )
    .orderBy(
      sql`abs(extract(epoch from ${rawAlerts.createdOn} - ${attachment.alarmTime.toISOString()}::timestamptz))`,
    )
    .limit(1);
  return row?.rawAlertId ?? null;
}

/** Links the stored files of an alarm to its alert. */
export async function linkAlarmFiles(db: DbExecutor, alarmAttachmentId: number, rawAlertId: number) {
  await db
    .update(mediaRequests)
    .set({ rawAlertId })
    .where(and(eq(mediaRequests.alarmAttachmentId, alarmAttachmentId), isNull(mediaRequests.rawAlertId)));
}
