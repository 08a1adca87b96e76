import { deviceHealthOf, formatVehicleType } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { findGeofencesByIds, toGeofenceView } from "../geofences/index.js";
import type { DeviceWithVehicle } from "./deviceRepository.js";
import { findDevicesByIds } from "./deviceRepository.js";
import { findUsersByIds } from "./driverRepository.js";
import {
  findLatestStatuses,
  findSensorsByVehicle,
  findVgroupsByVehicle,
  type VehicleListRow,
} from "./vehicleRepository.js";
import { findVehicleTypesByIds, type VehicleTypeWithFuel } from "./vehicleTypeRepository.js";

/** Relations of a vehicle that cost a query; each is loaded for a whole list at once, and only when selected. */
export const VEHICLE_RELATIONS = [
  "driver1",
  "driver2",
  "vehicleType",
  "device",
  "cameraDevice",
  "sensor",
  "vehicle2Vgroup",
  "garage",
  "vehicleStatus",
] as const;

export const ALL_VEHICLE_RELATIONS: ReadonlySet<string> = new Set(VEHICLE_RELATIONS);

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function toVehicleTypeView(row: VehicleTypeWithFuel, hasRelation: boolean) {
  return { ...row, hasRelation, formattedVehicleType: formatVehicleType(row) };
}

export function toDeviceView(row: DeviceWithVehicle) {
  return {
    ...row,
    activeOn: iso(row.activeOn),
    lastPacket: iso(row.lastPacket),
    createdOn: row.createdOn.toISOString(),
  };
}

/**
 * Vehicles as the API answers them. Relations in `include` are loaded with one query each for
 * all `rows` (never one per vehicle); the others are left empty. The company comes from the
 * caller (every vehicle is theirs).
 */
export async function loadVehicleViews(
  db: DbExecutor,
  user: AuthUser,
  rows: readonly VehicleListRow[],
  include: ReadonlySet<string>,
) {
  const companyId = user.companyId;
  const ids = rows.map((row) => row.id);
  const wants = (relation: (typeof VEHICLE_RELATIONS)[number]) => rows.length > 0 && include.has(relation);

  const drivers =
    wants("driver1") || wants("driver2")
      ? await findUsersByIds(
          db,
          companyId,
          rows.flatMap((row) => [row.driver1Id, row.driver2Id]).filter(present),
        )
      : [];
  const types = wants("vehicleType")
    ? await findVehicleTypesByIds(db, companyId, rows.map((row) => row.vehicleTypeId).filter(present))
    : [];
  const deviceIds = [
    ...(wants("device") ? rows.map((row) => row.deviceId) : []),
    ...(wants("cameraDevice") ? rows.map((row) => row.cameraDeviceId) : []),
  ].filter(present);
  const deviceRows = await findDevicesByIds(db, companyId, deviceIds);
  const sensors = wants("sensor") ? await findSensorsByVehicle(db, ids) : new Map();
  const groups = wants("vehicle2Vgroup") ? await findVgroupsByVehicle(db, ids) : new Map();
  const garages = wants("garage")
    ? await findGeofencesByIds(db, companyId, rows.map((row) => row.garageId).filter(present))
    : [];
  const statuses = wants("vehicleStatus") ? await findLatestStatuses(db, companyId, ids) : new Map();

  const driverById = new Map(drivers.map((driver) => [driver.userId, driver]));
  const typeById = new Map(types.map((type) => [type.vehicleTypeId, toVehicleTypeView(type, true)]));
  const deviceById = new Map(deviceRows.map((device) => [device.id, toDeviceView(device)]));
  const garageById = new Map(garages.map((garage) => [garage.geofenceId, toGeofenceView(garage, true)]));
  const lookup = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));

  return rows.map((row) => {
    const status = statuses.get(row.id);
    return {
      ...row,
      createdOn: row.createdOn.toISOString(),
      updatedOn: row.updatedOn.toISOString(),
      company: { id: companyId, name: user.companyName },
      driver1: lookup(driverById, row.driver1Id),
      driver2: lookup(driverById, row.driver2Id),
      vehicleType: lookup(typeById, row.vehicleTypeId),
      device: lookup(deviceById, row.deviceId),
      cameraDevice: lookup(deviceById, row.cameraDeviceId),
      sensor: (sensors.get(row.id) ?? []).map(
        ({ sensorCode, statusBool }: { sensorCode: string; statusBool: boolean }) => ({
          sensorCode,
          statusBool,
        }),
      ),
      vehicle2Vgroup: (groups.get(row.id) ?? []).map(({ id, name }: { id: number; name: string }) => ({
        id,
        name,
      })),
      garage: lookup(garageById, row.garageId),
      vehicleStatus: status
        ? {
            latitude: status.latitude,
            longitude: status.longitude,
            motionStatus: status.motionStatus,
            lastPacket: status.lastPacket.toISOString(),
            fixTime: status.fixTime.toISOString(),
            speed: status.speed,
            course: status.course,
            ignition: status.ignition,
            temperature: status.temperature,
            fuel: status.fuel,
            address: status.address,
            deviceHealth: deviceHealthOf(status.battery, status.attributes),
          }
        : null,
      children: [],
    };
  });
}

export type VehicleView = Awaited<ReturnType<typeof loadVehicleViews>>[number];
