import {
  createDeviceInputSchema,
  deleteDeviceInputSchema,
  deviceMovesFilterSchema,
  devicesFilterSchema,
  isValidImeiFor,
  type Language,
  moveDeviceInputSchema,
  updateDeviceInputSchema,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { findDeviceMoves, insertDeviceMove, setVehicleSlot } from "./deviceMoveRepository.js";
import {
  type DeviceValues,
  deleteDeviceRow,
  findDevice,
  findDeviceByImei,
  findDevices,
  insertDevice,
  updateDeviceRow,
} from "./deviceRepository.js";
import { DEVICE_CREATE, DEVICE_DELETE, DEVICE_READ, DEVICE_UPDATE } from "./fleetAccess.js";
import type { ImeiRefusals } from "./imeiRefusals.js";
import { vehicleAuditEntry } from "./vehicleAudit.js";
import { insertVehicleAuditLogs } from "./vehicleAuditRepository.js";
import { imeiIssue } from "./vehicleDevice.js";
import { referenceIssue, validationError } from "./vehicleReferences.js";
import { findVehiclesByIds } from "./vehicleRepository.js";
import { writeFleet } from "./vehicleService.js";
import { toDeviceView } from "./vehicleViews.js";

/** Optional texts: "" stores null. */
function deviceValues(input: {
  identifier?: string | undefined;
  phoneNo?: string | undefined;
  deviceCode?: string | undefined;
  deviceName?: string | undefined;
  model?: string | undefined;
  lenientFraming?: boolean | undefined;
  status?: string | undefined;
  activeOn?: string | undefined;
}): Partial<DeviceValues> {
  const values: Partial<DeviceValues> = {};
  for (const key of ["identifier", "phoneNo", "deviceCode", "deviceName", "model"] as const) {
    if (input[key] !== undefined) values[key] = input[key] || null;
  }
  if (input.lenientFraming !== undefined) values.lenientFraming = input.lenientFraming;
  if (input.status !== undefined) values.status = input.status;
  if (input.activeOn !== undefined) values.activeOn = new Date(input.activeOn);
  return values;
}

export function createDeviceService(db: Db, imeiRefusals: ImeiRefusals) {
  async function view(companyId: number, id: number) {
    const row = await findDevice(db, companyId, id);
    if (!row) throw notFound();
    return toDeviceView(row);
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, DEVICE_READ);
      const { pagination, ...query } = parseInput(devicesFilterSchema, filter ?? {}, language);
      const { rows, total } = await findDevices(db, user.companyId, { ...query, ...pagination });
      return { data: rows.map(toDeviceView), pagination: { total, ...pagination } };
    },

    /** IMEIs are unique system-wide; one used by another company is refused the same way, naming no one. */
    async create(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, DEVICE_CREATE);
      const { imei, vendorType, ...rest } = parseInput(createDeviceInputSchema, input, language);
      const row = await writeFleet(db, async (tx) => {
        imeiRefusals.check(user.companyId);
        if (await findDeviceByImei(tx, imei)) imeiRefusals.refuseTaken(user.companyId);
        return insertDevice(tx, user.companyId, {
          status: "active",
          activeOn: new Date(),
          ...deviceValues(rest),
          imei,
          vendorType,
        });
      });
      return view(user.companyId, row.id);
    },

    /** A new IMEI on a device fitted to a vehicle is recorded in the vehicle's audit log. */
    async update(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, DEVICE_UPDATE);
      const { id, imei, vendorType, ...rest } = parseInput(updateDeviceInputSchema, input, language);
      await writeFleet(db, async (tx) => {
        const current = await findDevice(tx, user.companyId, id);
        if (!current) throw notFound();
        const imeiChanges = imei !== undefined && imei !== current.imei;
        if (imeiChanges) {
          imeiRefusals.check(user.companyId);
          if (await findDeviceByImei(tx, imei)) imeiRefusals.refuseTaken(user.companyId);
        }
        if (!isValidImeiFor(vendorType ?? current.vendorType, imei ?? current.imei)) {
          throw validationError([imeiIssue(language)]);
        }
        await updateDeviceRow(tx, user.companyId, id, {
          ...deviceValues(rest),
          ...(imei !== undefined ? { imei } : {}),
          ...(vendorType !== undefined ? { vendorType } : {}),
        });
        if (imeiChanges && current.vehicle) {
          const entry = vehicleAuditEntry(
            "update",
            current.vehicle.licensePlate,
            { imei: current.imei },
            { imei },
          );
          if (entry) {
            await insertVehicleAuditLogs(tx, user.companyId, [
              { ...entry, vehicleId: current.vehicle.id, userId: user.userId },
            ]);
          }
        }
      });
      return view(user.companyId, id);
    },

    /**
     * Takes the device off its vehicle and fits it to `vehicleId` (null: keeps it as a spare), in the slot it
     * had (a dashcam goes beside the target's tracker, or is its only device when it has none). Records the move
     * in the device's history and in both vehicles' audit logs.
     */
    async move(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, DEVICE_UPDATE);
      const { id, vehicleId } = parseInput(moveDeviceInputSchema, input, language);
      await writeFleet(db, async (tx) => {
        const device = await findDevice(tx, user.companyId, id);
        if (!device) throw notFound();
        if ((device.vehicle?.id ?? null) === vehicleId) return;
        const [target] = vehicleId === null ? [] : await findVehiclesByIds(tx, user.companyId, [vehicleId]);
        if (vehicleId !== null && !target) throw validationError([referenceIssue("vehicleId", language)]);
        if (target && device.status !== "active") throw new AppError("DeviceInactive", 409);
        const targetSlot = device.slot === "camera" && target?.deviceId ? "camera" : "tracker";
        if (target && (targetSlot === "camera" ? target.cameraDeviceId : target.deviceId) !== null) {
          throw new AppError("VehicleDeviceSlotTaken", 409, { licensePlate: target.licensePlate });
        }
        if (device.vehicle && device.slot) await setVehicleSlot(tx, device.vehicle.id, device.slot, null);
        if (target) await setVehicleSlot(tx, target.id, targetSlot, id);
        await insertDeviceMove(tx, {
          companyId: user.companyId,
          deviceId: id,
          fromVehicleId: device.vehicle?.id ?? null,
          fromLicensePlate: device.vehicle?.licensePlate ?? null,
          toVehicleId: target?.id ?? null,
          toLicensePlate: target?.licensePlate ?? null,
          movedBy: user.userId,
        });
        const imeiField = (slot: "tracker" | "camera") => (slot === "camera" ? "cameraImei" : "imei");
        const entries = [
          device.vehicle && device.slot
            ? {
                vehicleId: device.vehicle.id,
                entry: vehicleAuditEntry(
                  "update",
                  device.vehicle.licensePlate,
                  { [imeiField(device.slot)]: device.imei },
                  { [imeiField(device.slot)]: null },
                ),
              }
            : null,
          target
            ? {
                vehicleId: target.id,
                entry: vehicleAuditEntry(
                  "update",
                  target.licensePlate,
                  { [imeiField(targetSlot)]: null },
                  { [imeiField(targetSlot)]: device.imei },
                ),
              }
            : null,
        ].flatMap((item) =>
          item?.entry ? [{ ...item.entry, vehicleId: item.vehicleId, userId: user.userId }] : [],
        );
        if (entries.length > 0) await insertVehicleAuditLogs(tx, user.companyId, entries);
      });
      return view(user.companyId, id);
    },

    /** Where the device was fitted and by whom, newest first. */
    async moves(user: AuthUser, filter: unknown, language: Language) {
      requireKey(user, DEVICE_READ);
      const { deviceId, pagination } = parseInput(deviceMovesFilterSchema, filter, language);
      const { rows, total } = await findDeviceMoves(db, user.companyId, { deviceId, ...pagination });
      return {
        data: rows.map(({ movedById, movedByName, movedAt, ...move }) => ({
          ...move,
          movedAt: movedAt.toISOString(),
          movedBy:
            movedById !== null && movedByName !== null ? { userId: movedById, fullname: movedByName } : null,
        })),
        pagination: { total, ...pagination },
      };
    },

    /** Refused with DeviceInUse while the device is fitted to a vehicle. */
    async remove(user: AuthUser, input: unknown, language: Language) {
      requireKey(user, DEVICE_DELETE);
      const { id } = parseInput(deleteDeviceInputSchema, input, language);
      return writeFleet(db, async (tx) => {
        const current = await findDevice(tx, user.companyId, id);
        if (!current) throw notFound();
        if (current.vehicle) {
          throw new AppError("DeviceInUse", 409, { licensePlate: current.vehicle.licensePlate });
        }
        await deleteDeviceRow(tx, user.companyId, id);
        return toDeviceView(current);
      });
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
