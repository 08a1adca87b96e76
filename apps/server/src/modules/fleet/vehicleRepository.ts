import { licensePlateKey, type VehicleOrderField } from "@armada/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import {
  devices,
  vehicleLatestStatus,
  vehicleSensors,
  vehicles,
  vehicleTypes,
  vehicleVgroups,
  vgroups,
} from "./fleet.tables.js";

export type VehicleRow = typeof vehicles.$inferSelect;
/** A vehicle with its devices' IMEIs and vendor types (null without that device). */
export type VehicleListRow = VehicleRow & {
  imei: string | null;
  deviceVendorType: string | null;
  cameraImei: string | null;
  cameraVendorType: string | null;
};
export type VehicleValues = Omit<
  typeof vehicles.$inferInsert,
  "id" | "companyId" | "createdOn" | "updatedOn"
>;

export interface VehicleQuery {
  search?: string | undefined;
  ids?: readonly number[] | undefined;
  vehicleTypeId?: number | undefined;
  vgroupId?: number | undefined;
  status?: readonly string[] | undefined;
  isHaveDevice?: boolean | undefined;
  orderBy?: { field: VehicleOrderField; direction: "asc" | "desc" } | undefined;
  page?: number | undefined;
  show?: number | undefined;
}

/** the device in the vehicle's camera slot */
const cameraDevices = alias(devices, "camera_devices");

const listColumns = {
  ...getTableColumns(vehicles),
  imei: devices.imei,
  deviceVendorType: devices.vendorType,
  cameraImei: cameraDevices.imei,
  cameraVendorType: cameraDevices.vendorType,
};

const ORDER_COLUMNS = {
  licensePlate: vehicles.licensePlate,
  hullNo: vehicles.hullNo,
  id: vehicles.id,
  year: vehicles.year,
  status: vehicles.status,
  createdOn: vehicles.createdOn,
  updatedOn: vehicles.updatedOn,
} as const;

/** Upper-case plate without spaces, as the unique index compares plates. */
const plateKeyColumn = sql`upper(replace(${vehicles.licensePlate}, ' ', ''))`;

function vehicleConditions(companyId: number, query: VehicleQuery): SQL | undefined {
  const conditions: SQL[] = [eq(vehicles.companyId, companyId)];
  if (query.ids) conditions.push(query.ids.length > 0 ? inArray(vehicles.id, [...query.ids]) : sql`false`);
  if (query.vehicleTypeId !== undefined) conditions.push(eq(vehicles.vehicleTypeId, query.vehicleTypeId));
  if (query.status && query.status.length > 0) conditions.push(inArray(vehicles.status, [...query.status]));
  if (query.isHaveDevice !== undefined) {
    const carries = sql`(${vehicles.deviceId} is not null or ${vehicles.cameraDeviceId} is not null)`;
    conditions.push(query.isHaveDevice ? carries : not(carries));
  }
  if (query.vgroupId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${vehicleVgroups} where ${vehicleVgroups.vehicleId} = ${vehicles.id} and ${vehicleVgroups.vgroupId} = ${query.vgroupId})`,
    );
  }
  if (query.search) {
    const match = or(
      sql`${plateKeyColumn} like ${containsPattern(licensePlateKey(query.search))}`,
      ilike(vehicles.hullNo, containsPattern(query.search)),
      ilike(devices.imei, containsPattern(query.search)),
      ilike(cameraDevices.imei, containsPattern(query.search)),
    );
    if (match) conditions.push(match);
  }
  return and(...conditions);
}

function ordering(query: VehicleQuery): SQL[] {
  const { field, direction } = query.orderBy ?? { field: "licensePlate", direction: "asc" };
  const column = ORDER_COLUMNS[field];
  const sort = direction === "desc" ? desc : asc;
  return field === "id" ? [sort(column)] : [sort(column), sort(vehicles.id)];
}

/** The company's vehicles matching the query, sorted, one page when page and show are given. */
export async function findVehicles(
  db: DbExecutor,
  companyId: number,
  query: VehicleQuery,
): Promise<VehicleListRow[]> {
  const base = db
    .select(listColumns)
    .from(vehicles)
    .leftJoin(devices, eq(devices.id, vehicles.deviceId))
    .leftJoin(cameraDevices, eq(cameraDevices.id, vehicles.cameraDeviceId))
    .where(vehicleConditions(companyId, query))
    .orderBy(...ordering(query));
  if (query.page !== undefined && query.show !== undefined) {
    return base.limit(query.show).offset((query.page - 1) * query.show);
  }
  return base;
}

export async function countVehicles(db: DbExecutor, companyId: number, query: VehicleQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(vehicles)
    .leftJoin(devices, eq(devices.id, vehicles.deviceId))
    .leftJoin(cameraDevices, eq(cameraDevices.id, vehicles.cameraDeviceId))
    .where(vehicleConditions(companyId, query));
  return row?.total ?? 0;
}

/** Every matching id in list order (for "select all" in pickers). */
export async function findVehicleIds(
  db: DbExecutor,
  companyId: number,
  query: VehicleQuery,
): Promise<number[]> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .leftJoin(devices, eq(devices.id, vehicles.deviceId))
    .leftJoin(cameraDevices, eq(cameraDevices.id, vehicles.cameraDeviceId))
    .where(vehicleConditions(companyId, query))
    .orderBy(...ordering(query));
  return rows.map((row) => row.id);
}

export async function findVehicle(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<VehicleListRow | null> {
  const [row] = await findVehicles(db, companyId, { ids: [id] });
  return row ?? null;
}

export async function findVehiclesByIds(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return findVehicles(db, companyId, { ids, orderBy: { field: "id", direction: "asc" } });
}

/** The id of the company's vehicle with the same plate (case and spaces ignored), other than `exceptId`. */
export async function findPlateOwner(
  db: DbExecutor,
  companyId: number,
  licensePlate: string,
  exceptId?: number,
) {
  const conditions: SQL[] = [
    eq(vehicles.companyId, companyId),
    sql`${plateKeyColumn} = ${licensePlateKey(licensePlate)}`,
  ];
  if (exceptId !== undefined) conditions.push(ne(vehicles.id, exceptId));
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(...conditions))
    .limit(1);
  return row?.id ?? null;
}

export async function insertVehicle(db: DbExecutor, companyId: number, values: VehicleValues) {
  const [row] = await db
    .insert(vehicles)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateVehicleRows(
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
  changes: Partial<VehicleValues>,
) {
  if (ids.length === 0) return [];
  return db
    .update(vehicles)
    .set({ ...changes, updatedOn: new Date() })
    .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.id, [...ids])))
    .returning();
}

export async function deleteVehicleRow(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .delete(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.id, id)))
    .returning();
  return row ?? null;
}

export interface SensorValue {
  sensorCode: string;
  statusBool: boolean;
}

export async function replaceVehicleSensors(
  db: DbExecutor,
  vehicleId: number,
  sensors: readonly SensorValue[],
) {
  await db.delete(vehicleSensors).where(eq(vehicleSensors.vehicleId, vehicleId));
  if (sensors.length > 0) {
    await db.insert(vehicleSensors).values(sensors.map((sensor) => ({ ...sensor, vehicleId })));
  }
}

export async function replaceVehicleVgroups(db: DbExecutor, vehicleId: number, vgroupIds: readonly number[]) {
  await db.delete(vehicleVgroups).where(eq(vehicleVgroups.vehicleId, vehicleId));
  if (vgroupIds.length > 0) {
    await db.insert(vehicleVgroups).values(vgroupIds.map((vgroupId) => ({ vehicleId, vgroupId })));
  }
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Sensors of many vehicles in one query, by vehicle id. */
export async function findSensorsByVehicle(db: DbExecutor, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return new Map<number, SensorValue[]>();
  const rows = await db
    .select()
    .from(vehicleSensors)
    .where(inArray(vehicleSensors.vehicleId, [...vehicleIds]))
    .orderBy(asc(vehicleSensors.sensorCode));
  return groupBy(rows, (row) => row.vehicleId) as Map<number, SensorValue[]>;
}

/** Groups of many vehicles in one query, by vehicle id. */
export async function findVgroupsByVehicle(db: DbExecutor, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return new Map<number, { vehicleId: number; id: number; name: string }[]>();
  const rows = await db
    .select({ vehicleId: vehicleVgroups.vehicleId, id: vgroups.id, name: vgroups.name })
    .from(vehicleVgroups)
    .innerJoin(vgroups, eq(vgroups.id, vehicleVgroups.vgroupId))
    .where(inArray(vehicleVgroups.vehicleId, [...vehicleIds]))
    .orderBy(asc(vgroups.name));
  return groupBy(rows, (row) => row.vehicleId);
}

/** Latest status rows of many vehicles in one query, by vehicle id. */
export async function findLatestStatuses(db: DbExecutor, companyId: number, vehicleIds: readonly number[]) {
  if (vehicleIds.length === 0) return new Map<number, typeof vehicleLatestStatus.$inferSelect>();
  const rows = await db
    .select()
    .from(vehicleLatestStatus)
    .where(
      and(
        eq(vehicleLatestStatus.companyId, companyId),
        inArray(vehicleLatestStatus.vehicleId, [...vehicleIds]),
      ),
    );
  return new Map(rows.map((row) => [row.vehicleId, row]));
}

/** Vehicles in the given statuses with their type category, device and last receive time. */
export async function findVehicleStatuses(
  db: DbExecutor,
  companyId: number,
  query: { vehicleId?: number | undefined; statuses: readonly string[] },
) {
  const conditions: SQL[] = [
    eq(vehicles.companyId, companyId),
    inArray(vehicles.status, [...query.statuses]),
  ];
  if (query.vehicleId !== undefined) conditions.push(eq(vehicles.id, query.vehicleId));
  return db
    .select({
      vehicleId: vehicles.id,
      licensePlate: vehicles.licensePlate,
      status: vehicles.status,
      lastReceive: vehicleLatestStatus.lastPacket,
      imei: devices.imei,
      phoneNo: devices.phoneNo,
      deviceCode: devices.deviceCode,
      category: vehicleTypes.category,
    })
    .from(vehicles)
    .leftJoin(devices, eq(devices.id, vehicles.deviceId))
    .leftJoin(vehicleTypes, eq(vehicleTypes.vehicleTypeId, vehicles.vehicleTypeId))
    .leftJoin(vehicleLatestStatus, eq(vehicleLatestStatus.vehicleId, vehicles.id))
    .where(and(...conditions))
    .orderBy(asc(vehicles.licensePlate), asc(vehicles.id));
}
