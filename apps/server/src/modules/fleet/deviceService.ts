import {
  createDeviceInputSchema,
  deleteDeviceInputSchema,
  devicesFilterSchema,
  isValidImeiFor,
  type Language,
  updateDeviceInputSchema,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
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
import { checkImeiRefusals, refuseTakenImei } from "./imeiRefusals.js";
import { vehicleAuditEntry } from "./vehicleAudit.js";
import { insertVehicleAuditLogs } from "./vehicleAuditRepository.js";
import { imeiIssue } from "./vehicleDevice.js";
import { validationError } from "./vehicleReferences.js";
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

export function createDeviceService(db: Db) {
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
        checkImeiRefusals(user.companyId);
        if (await findDeviceByImei(tx, imei)) refuseTakenImei(user.companyId);
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
          checkImeiRefusals(user.companyId);
          if (await findDeviceByImei(tx, imei)) refuseTakenImei(user.companyId);
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
