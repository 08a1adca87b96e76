import { FIELD_LABELS, isValidImeiFor, type Language, requiredMessage } from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import { findDeviceByImei, insertDevice, updateDeviceRow } from "./deviceRepository.js";
import { validationError } from "./vehicleReferences.js";

/** The device fields a vehicle input may carry. */
export interface VehicleDeviceFields {
  /** "" removes the device from the vehicle. */
  imei?: string | undefined;
  vendorType?: string | undefined;
  deviceCode?: string | undefined;
  /** GT06 model setting, or "" to clear */
  model?: string | undefined;
  lenientFraming?: boolean | undefined;
  /** E.164, or "" to clear. */
  phoneNo?: string | undefined;
}

/** A vehicle input's device fields as the vehicle form names them. */
interface VehicleInputDeviceFields {
  imei?: string | undefined;
  vendorType?: string | undefined;
  deviceCode?: string | undefined;
  deviceModel?: string | undefined;
  deviceLenientFraming?: boolean | undefined;
  phoneNo?: string | undefined;
}

/** Splits a parsed vehicle input into its device fields and the vehicle's own. */
export function splitDeviceFields<T extends VehicleInputDeviceFields>(input: T) {
  const { imei, vendorType, deviceCode, deviceModel, deviceLenientFraming, phoneNo, ...vehicle } = input;
  const device: VehicleDeviceFields = {
    imei,
    vendorType,
    deviceCode,
    model: deviceModel,
    lenientFraming: deviceLenientFraming,
    phoneNo,
  };
  return { device, vehicle };
}

export interface CurrentDevice {
  vehicleId: number;
  deviceId: number | null;
  imei: string | null;
  vendorType: string | null;
}

/** The field issue of an IMEI that does not fit its vendor type (GT06: 15 digits). */
export const imeiIssue = (language: Language) => ({
  field: "imei",
  message:
    language === "id"
      ? "IMEI tidak valid untuk jenis perangkat ini"
      : "IMEI is not valid for this device type",
});

const required = (field: string, language: Language) => ({
  field,
  message: requiredMessage(FIELD_LABELS[field]?.[language] ?? field, language),
});

function detailChanges(fields: VehicleDeviceFields) {
  return {
    ...(fields.vendorType !== undefined ? { vendorType: fields.vendorType } : {}),
    ...(fields.deviceCode !== undefined ? { deviceCode: fields.deviceCode || null } : {}),
    ...(fields.model !== undefined ? { model: fields.model || null } : {}),
    ...(fields.lenientFraming !== undefined ? { lenientFraming: fields.lenientFraming } : {}),
    ...(fields.phoneNo !== undefined ? { phoneNo: fields.phoneNo || null } : {}),
  };
}

/**
 * Which device the vehicle gets, inside the vehicle's transaction: `undefined` keeps the current
 * one, `null` removes it, a number is the device id. An IMEI already known is attached when it is
 * one of the company's spare devices (or already this vehicle's); an IMEI of another company or of
 * another vehicle is refused with ImeiAlreadyExists (without saying whose). A new IMEI creates the
 * device, which then needs a vendor type.
 */
export async function resolveVehicleDevice(
  db: DbExecutor,
  companyId: number,
  current: CurrentDevice | null,
  fields: VehicleDeviceFields,
  language: Language,
): Promise<number | null | undefined> {
  const changes = detailChanges(fields);
  if (fields.imei === "") return null;
  if (fields.imei === undefined) {
    if (Object.keys(changes).length === 0) return undefined;
    if (!current?.deviceId || !current.imei) {
      throw validationError([required("imei", language)]);
    }
    if (!isValidImeiFor(fields.vendorType ?? current.vendorType, current.imei)) {
      throw validationError([imeiIssue(language)]);
    }
    await updateDeviceRow(db, companyId, current.deviceId, changes);
    return undefined;
  }

  const existing = await findDeviceByImei(db, fields.imei);
  if (existing) {
    const takenByOther = existing.vehicle !== null && existing.vehicle.id !== current?.vehicleId;
    if (existing.companyId !== companyId || takenByOther) throw new AppError("ImeiAlreadyExists", 409);
    if (!isValidImeiFor(fields.vendorType ?? existing.vendorType, fields.imei)) {
      throw validationError([imeiIssue(language)]);
    }
    await updateDeviceRow(db, companyId, existing.id, changes);
    return existing.id;
  }
  if (!fields.vendorType) {
    throw validationError([required("vendorType", language)]);
  }
  if (!isValidImeiFor(fields.vendorType, fields.imei)) throw validationError([imeiIssue(language)]);
  const device = await insertDevice(db, companyId, {
    imei: fields.imei,
    vendorType: fields.vendorType,
    deviceCode: fields.deviceCode || null,
    model: fields.model || null,
    lenientFraming: fields.lenientFraming ?? false,
    phoneNo: fields.phoneNo || null,
    status: "active",
    activeOn: new Date(),
  });
  return device.id;
}
