import {
  createVehicleInputSchema,
  deleteVehicleInputSchema,
  driverSlotChanges,
  type Language,
  updateVehicleInputSchema,
  updateVehiclesInputSchema,
  vehicleAuditLogsFilterSchema,
  vehicleFilterSchema,
  vehicleStatusesFilterSchema,
  vehiclesFilterSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { uniqueViolation } from "../../db/uniqueViolation.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAnyKey, requireKey } from "../../http/requireKeys.js";
import { recordVehicleDeviceChanges } from "./deviceMoveRepository.js";
import { recordDriverSlotChanges } from "./driverAssignmentRepository.js";
import {
  VEHICLE_CREATE,
  VEHICLE_DELETE,
  VEHICLE_READ,
  VEHICLE_READ_KEYS,
  VEHICLE_UPDATE,
} from "./fleetAccess.js";
import type { ImeiRefusals } from "./imeiRefusals.js";
import { vehicleAuditEntry, vehicleSnapshot } from "./vehicleAudit.js";
import { type AuditRecord, findVehicleAuditLogs, insertVehicleAuditLogs } from "./vehicleAuditRepository.js";
import { DEVICE_SLOTS, resolveVehicleDevice, splitDeviceFields } from "./vehicleDevice.js";
import { checkDifferentDrivers, checkVehicleReferences } from "./vehicleReferences.js";
import {
  countVehicles,
  deleteVehicleRow,
  findPlateOwner,
  findSensorsByVehicle,
  findVehicle,
  findVehicleIds,
  findVehicleStatuses,
  findVehicles,
  findVehiclesByIds,
  findVgroupsByVehicle,
  insertVehicle,
  replaceVehicleSensors,
  replaceVehicleVgroups,
  updateVehicleRows,
  type VehicleListRow,
} from "./vehicleRepository.js";
import { loadVehicleViews } from "./vehicleViews.js";

const DEFAULT_PAGE = { page: 1, show: 10 };

/** Unique-index violations raced past the checks map to the same answers as the checks. */
const CONSTRAINT_ERRORS: Record<string, string> = {
  vehicles_company_plate_uq: "LicensePlateAlreadyExists",
  devices_imei_unique: "ImeiAlreadyExists",
  vehicles_camera_device_uq: "ImeiAlreadyExists",
  vehicles_device_uq: "ImeiAlreadyExists",
};

/** Runs a write in a transaction; unique violations become their domain error (nothing is written). */
export async function writeFleet<T>(db: Db, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (error) {
    const constraint = uniqueViolation(error);
    const errorName = constraint === null ? undefined : CONSTRAINT_ERRORS[constraint];
    if (errorName) throw new AppError(errorName, 409);
    throw error;
  }
}

/** The vehicle's groups and sensors, for an audit snapshot. */
async function vehicleExtras(db: DbExecutor, vehicleId: number) {
  const groups = await findVgroupsByVehicle(db, [vehicleId]);
  const sensors = await findSensorsByVehicle(db, [vehicleId]);
  return {
    vgroupIds: (groups.get(vehicleId) ?? []).map((group) => group.id),
    sensors: sensors.get(vehicleId) ?? [],
  };
}

export function createVehicleService(db: Db, imeiRefusals: ImeiRefusals) {
  const views = (user: AuthUser, rows: readonly VehicleListRow[], include: ReadonlySet<string>) =>
    loadVehicleViews(db, user, rows, include);

  async function view(user: AuthUser, id: number, include: ReadonlySet<string>) {
    const row = await findVehicle(db, user.companyId, id);
    if (!row) throw notFound();
    const [result] = await views(user, [row], include);
    if (!result) throw notFound();
    return result;
  }

  return {
    /** All matching vehicles, or one page when the filter has pagination. */
    async list(user: AuthUser, filter: unknown, language: Language, include: ReadonlySet<string>) {
      requireAnyKey(user, VEHICLE_READ_KEYS);
      const { pagination, ...query } = parseInput(vehiclesFilterSchema, filter ?? {}, language);
      const rows = await findVehicles(db, user.companyId, { ...query, ...pagination });
      const data = await views(user, rows, include);
      if (!pagination) return { data };
      return { data, pagination: { total: await countVehicles(db, user.companyId, query), ...pagination } };
    },

    async paginated(user: AuthUser, filter: unknown, language: Language, include: ReadonlySet<string>) {
      requireAnyKey(user, VEHICLE_READ_KEYS);
      const { pagination = DEFAULT_PAGE, ...query } = parseInput(
        vehiclesFilterSchema,
        filter ?? {},
        language,
      );
      const [rows, total] = await Promise.all([
        findVehicles(db, user.companyId, { ...query, ...pagination }),
        countVehicles(db, user.companyId, query),
      ]);
      const first = rows.at(0);
      const last = rows.at(-1);
      return {
        data: await views(user, rows, include),
        pagination: {
          total,
          ...pagination,
          startCursor: first ? String(first.id) : null,
          endCursor: last ? String(last.id) : null,
        },
      };
    },

    async get(user: AuthUser, filter: unknown, language: Language, include: ReadonlySet<string>) {
      requireAnyKey(user, VEHICLE_READ_KEYS);
      const { id } = parseInput(vehicleFilterSchema, filter, language);
      return view(user, id, include);
    },

    /** Light rows of one page plus every matching id. */
    async options(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, VEHICLE_READ_KEYS);
      const { pagination = DEFAULT_PAGE, ...query } = parseInput(
        vehiclesFilterSchema,
        filter ?? {},
        language,
      );
      const [rows, ids] = await Promise.all([
        findVehicles(db, user.companyId, { ...query, ...pagination }),
        findVehicleIds(db, user.companyId, query),
      ]);
      return {
        data: rows.map(({ id, licensePlate, hullNo, status, vehicleTypeId, imei }) => ({
          id,
          licensePlate,
          hullNo,
          status,
          vehicleTypeId,
          imei,
        })),
        ids,
        pagination: { total: ids.length, ...pagination },
      };
    },

    async statuses(user: AuthUser, filter: unknown, language: Language) {
      requireAnyKey(user, VEHICLE_READ_KEYS);
      const query = parseInput(vehicleStatusesFilterSchema, filter ?? {}, language);
      const rows = await findVehicleStatuses(db, user.companyId, query);
      return {
        data: rows.map((row) => ({
          vehicleId: row.vehicleId,
          licensePlate: row.licensePlate,
          status: row.status,
          lastReceive: row.lastReceive ? row.lastReceive.toISOString() : null,
          imei: row.imei,
          vehicleType: row.category === null ? null : { category: row.category },
          device:
            row.imei === null ? null : { imei: row.imei, phoneNo: row.phoneNo, deviceCode: row.deviceCode },
        })),
      };
    },

    /** A vehicle's audit entries; readable after the vehicle is deleted, NotFound when it never was the company's. */
    async auditLogs(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, VEHICLE_READ);
      const { vehicleId, pagination } = parseInput(vehicleAuditLogsFilterSchema, filter, language);
      const { rows, total } = await findVehicleAuditLogs(db, user.companyId, vehicleId, pagination);
      if (total === 0 && !(await findVehicle(db, user.companyId, vehicleId))) throw notFound();
      return {
        data: rows.map(({ userId, userName, time, ...row }) => ({
          ...row,
          time: time.toISOString(),
          user: userId === null ? null : { userId, fullname: userName ?? "" },
        })),
        pagination: { total, ...pagination },
      };
    },

    async create(user: AuthUser, input: unknown, language: Language, include: ReadonlySet<string>) {
      requireKey(user, VEHICLE_CREATE);
      const {
        device,
        camera,
        vehicle: { vgroupIds, sensors, ...columns },
      } = splitDeviceFields(parseInput(createVehicleInputSchema, input, language));
      const id = await writeFleet(db, async (tx) => {
        await checkVehicleReferences(tx, user.companyId, { ...columns, vgroupIds }, language);
        if ((await findPlateOwner(tx, user.companyId, columns.licensePlate)) !== null) {
          throw new AppError("LicensePlateAlreadyExists", 409);
        }
        const deviceId = await resolveVehicleDevice(tx, imeiRefusals, user.companyId, null, device, language);
        const cameraDeviceId = await resolveVehicleDevice(
          tx,
          imeiRefusals,
          user.companyId,
          null,
          camera,
          language,
          DEVICE_SLOTS.camera,
        );
        const row = await insertVehicle(tx, user.companyId, {
          ...columns,
          deviceId: deviceId ?? null,
          cameraDeviceId: cameraDeviceId ?? null,
        });
        await recordVehicleDeviceChanges(
          tx,
          {
            companyId: user.companyId,
            vehicleId: row.id,
            licensePlate: row.licensePlate,
            movedBy: user.userId,
          },
          [],
          [row.deviceId, row.cameraDeviceId],
        );
        if (sensors) await replaceVehicleSensors(tx, row.id, sensors);
        if (vgroupIds) await replaceVehicleVgroups(tx, row.id, vgroupIds);
        const noDrivers = { driver1Id: null, driver2Id: null };
        await recordDriverSlotChanges(
          tx,
          user.companyId,
          row.id,
          driverSlotChanges(noDrivers, row),
          new Date(),
        );
        const after = vehicleSnapshot(
          { ...row, imei: device.imei ?? null, cameraImei: camera.imei ?? null },
          { vgroupIds, sensors },
        );
        const entry = vehicleAuditEntry("create", row.licensePlate, null, after);
        if (entry) {
          await insertVehicleAuditLogs(tx, user.companyId, [
            { ...entry, vehicleId: row.id, userId: user.userId },
          ]);
        }
        return row.id;
      });
      return view(user, id, include);
    },

    async update(user: AuthUser, input: unknown, language: Language, include: ReadonlySet<string>) {
      requireKey(user, VEHICLE_UPDATE);
      const {
        device,
        camera,
        vehicle: { id, vgroupIds, sensors, ...columns },
      } = splitDeviceFields(parseInput(updateVehicleInputSchema, input, language));
      await writeFleet(db, async (tx) => {
        const current = await findVehicle(tx, user.companyId, id);
        if (!current) throw notFound();
        await checkVehicleReferences(tx, user.companyId, { ...columns, vgroupIds }, language);
        checkDifferentDrivers(
          columns.driver1Id ?? current.driver1Id,
          columns.driver2Id ?? current.driver2Id,
          language,
        );
        if (
          columns.licensePlate &&
          (await findPlateOwner(tx, user.companyId, columns.licensePlate, id)) !== null
        ) {
          throw new AppError("LicensePlateAlreadyExists", 409);
        }
        const extras = vgroupIds || sensors ? await vehicleExtras(tx, id) : {};
        const deviceId = await resolveVehicleDevice(
          tx,
          imeiRefusals,
          user.companyId,
          {
            vehicleId: id,
            deviceId: current.deviceId,
            imei: current.imei,
            vendorType: current.deviceVendorType,
            otherDeviceId: current.cameraDeviceId,
          },
          device,
          language,
        );
        const cameraDeviceId = await resolveVehicleDevice(
          tx,
          imeiRefusals,
          user.companyId,
          {
            vehicleId: id,
            deviceId: current.cameraDeviceId,
            imei: current.cameraImei,
            vendorType: current.cameraVendorType,
            otherDeviceId: deviceId === undefined ? current.deviceId : deviceId,
          },
          camera,
          language,
          DEVICE_SLOTS.camera,
        );
        const [updated] = await updateVehicleRows(tx, user.companyId, [id], {
          ...columns,
          ...(deviceId !== undefined ? { deviceId } : {}),
          ...(cameraDeviceId !== undefined ? { cameraDeviceId } : {}),
        });
        if (!updated) throw notFound();
        await recordVehicleDeviceChanges(
          tx,
          {
            companyId: user.companyId,
            vehicleId: id,
            licensePlate: updated.licensePlate,
            movedBy: user.userId,
          },
          [current.deviceId, current.cameraDeviceId],
          [updated.deviceId, updated.cameraDeviceId],
        );
        await recordDriverSlotChanges(
          tx,
          user.companyId,
          id,
          driverSlotChanges(current, columns),
          new Date(),
        );
        if (sensors) await replaceVehicleSensors(tx, id, sensors);
        if (vgroupIds) await replaceVehicleVgroups(tx, id, vgroupIds);
        const before = vehicleSnapshot(current, extras);
        const after = vehicleSnapshot(
          {
            ...columns,
            ...(device.imei !== undefined ? { imei: device.imei || null } : {}),
            ...(camera.imei !== undefined ? { cameraImei: camera.imei || null } : {}),
          },
          { vgroupIds, sensors },
        );
        const entry = vehicleAuditEntry("update", updated.licensePlate, before, after);
        if (entry) {
          await insertVehicleAuditLogs(tx, user.companyId, [
            { ...entry, vehicleId: id, userId: user.userId },
          ]);
        }
      });
      return view(user, id, include);
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, VEHICLE_DELETE);
      const { id } = parseInput(deleteVehicleInputSchema, input, language);
      return writeFleet(db, async (tx) => {
        const current = await findVehicle(tx, user.companyId, id);
        if (!current) throw notFound();
        const before = vehicleSnapshot(current, await vehicleExtras(tx, id));
        // its devices become spares
        await recordVehicleDeviceChanges(
          tx,
          {
            companyId: user.companyId,
            vehicleId: id,
            licensePlate: current.licensePlate,
            movedBy: user.userId,
          },
          [current.deviceId, current.cameraDeviceId],
          [],
        );
        await deleteVehicleRow(tx, user.companyId, id);
        const entry = vehicleAuditEntry("delete", current.licensePlate, before, null);
        if (entry) {
          await insertVehicleAuditLogs(tx, user.companyId, [
            { ...entry, vehicleId: id, userId: user.userId },
          ]);
        }
        return { id, licensePlate: current.licensePlate };
      });
    },

    /** The same changes on every listed vehicle; any id not of the company refuses the whole call. */
    async bulkUpdate(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, VEHICLE_UPDATE);
      const { ids, changes } = parseInput(updateVehiclesInputSchema, input, language);
      const count = await writeFleet(db, async (tx) => {
        const rows = await findVehiclesByIds(tx, user.companyId, ids);
        if (rows.length !== ids.length) throw notFound();
        await checkVehicleReferences(tx, user.companyId, changes, language);
        await updateVehicleRows(tx, user.companyId, ids, changes);
        const after = vehicleSnapshot(changes);
        const records: AuditRecord[] = rows.flatMap((row) => {
          const entry = vehicleAuditEntry("bulkUpdate", row.licensePlate, vehicleSnapshot(row), after);
          return entry ? [{ ...entry, vehicleId: row.id, userId: user.userId }] : [];
        });
        await insertVehicleAuditLogs(tx, user.companyId, records);
        return rows.length;
      });
      return { count };
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
