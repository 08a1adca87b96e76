import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
} from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { devices, vehicleLatestStatus, vehicles } from "./fleet.tables.js";
import { carriesDevice } from "./vehicleDeviceSlots.js";

export type DeviceRow = typeof devices.$inferSelect;
/** A device with the vehicle it is fitted to, the slot it fills there and when that vehicle last heard from it. */
export type DeviceWithVehicle = DeviceRow & {
  vehicle: { id: number; licensePlate: string } | null;
  slot: "tracker" | "camera" | null;
  lastPacket: Date | null;
};
export type DeviceValues = Omit<typeof devices.$inferInsert, "id" | "companyId" | "createdOn">;

export interface DeviceQuery {
  search?: string | undefined;
  vendorType?: string | undefined;
  status?: string | undefined;
  isAttached?: boolean | undefined;
  page: number;
  show: number;
}

const columns = {
  ...getTableColumns(devices),
  vehicleId: vehicles.id,
  licensePlate: vehicles.licensePlate,
  cameraDeviceId: vehicles.cameraDeviceId,
  lastPacket: vehicleLatestStatus.lastPacket,
};

const withVehicle = ({
  vehicleId,
  licensePlate,
  cameraDeviceId,
  ...device
}: DeviceRow & {
  vehicleId: number | null;
  licensePlate: string | null;
  cameraDeviceId: number | null;
  lastPacket: Date | null;
}): DeviceWithVehicle => {
  const vehicle = vehicleId !== null && licensePlate !== null ? { id: vehicleId, licensePlate } : null;
  const slot = vehicle === null ? null : cameraDeviceId === device.id ? "camera" : "tracker";
  return { ...device, vehicle, slot };
};

/** Devices with their vehicle and that vehicle's latest status (the status is the vehicle's, both devices feed it). */
const devicesWithVehicle = (db: DbExecutor) =>
  db
    .select(columns)
    .from(devices)
    .leftJoin(vehicles, carriesDevice(devices.id))
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id));

export async function findDevices(db: DbExecutor, companyId: number, query: DeviceQuery) {
  const conditions: SQL[] = [eq(devices.companyId, companyId)];
  if (query.vendorType) conditions.push(eq(devices.vendorType, query.vendorType));
  if (query.status) conditions.push(eq(devices.status, query.status));
  if (query.isAttached !== undefined)
    conditions.push(query.isAttached ? isNotNull(vehicles.id) : isNull(vehicles.id));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(
      ilike(devices.imei, pattern),
      ilike(devices.identifier, pattern),
      ilike(devices.deviceName, pattern),
      ilike(devices.deviceCode, pattern),
      ilike(devices.phoneNo, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    devicesWithVehicle(db)
      .where(where)
      .orderBy(asc(devices.imei))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(devices).leftJoin(vehicles, carriesDevice(devices.id)).where(where),
  ]);
  return { rows: rows.map(withVehicle), total: totals?.total ?? 0 };
}

/** The company's devices among `ids`, with their vehicle, in one query. */
export async function findDevicesByIds(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await devicesWithVehicle(db).where(
    and(eq(devices.companyId, companyId), inArray(devices.id, [...new Set(ids)])),
  );
  return rows.map(withVehicle);
}

export async function findDevice(db: DbExecutor, companyId: number, id: number) {
  const [row] = await findDevicesByIds(db, companyId, [id]);
  return row ?? null;
}

/** The device with this IMEI in ANY company (IMEIs are unique system-wide), with its vehicle. */
export async function findDeviceByImei(db: DbExecutor, imei: string) {
  const [row] = await devicesWithVehicle(db).where(eq(devices.imei, imei)).limit(1);
  return row ? withVehicle(row) : null;
}

export async function insertDevice(db: DbExecutor, companyId: number, values: DeviceValues) {
  const [row] = await db
    .insert(devices)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateDeviceRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  changes: Partial<DeviceValues>,
) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(devices)
    .set(changes)
    .where(and(eq(devices.companyId, companyId), eq(devices.id, id)));
}

export async function deleteDeviceRow(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .delete(devices)
    .where(and(eq(devices.companyId, companyId), eq(devices.id, id)))
    .returning();
  return row ?? null;
}

/** The JT/T 808 authentication code hashes (ingest's Jt808AuthCodeHashes), kept on the device row. */
export const jt808AuthCodeHashes = (db: DbExecutor) => ({
  async read(deviceId: number) {
    const [row] = await db
      .select({ hash: devices.jt808AuthCodeHash })
      .from(devices)
      .where(eq(devices.id, deviceId));
    return row?.hash ?? null;
  },
  async write(deviceId: number, hash: string) {
    await db.update(devices).set({ jt808AuthCodeHash: hash }).where(eq(devices.id, deviceId));
  },
});
