import {
  FIELD_LABELS,
  isValidImeiFor,
  JT808_VENDOR_TYPES,
  type Language,
  requiredMessage,
} from "@armada/domain";
import type { DbExecutor } from "../../db/database.js";
import { findDeviceByImei, insertDevice, updateDeviceRow } from "./deviceRepository.js";
import type { ImeiRefusals } from "./imeiRefusals.js";
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
  cameraImei?: string | undefined;
  cameraVendorType?: string | undefined;
}

/** Splits a parsed vehicle input into its tracker's fields, its dashcam's and the vehicle's own. */
export function splitDeviceFields<T extends VehicleInputDeviceFields>(input: T) {
  const {
    imei,
    vendorType,
    deviceCode,
    deviceModel,
    deviceLenientFraming,
    phoneNo,
    cameraImei,
    cameraVendorType,
    ...vehicle
  } = input;
  const device: VehicleDeviceFields = {
    imei,
    vendorType,
    deviceCode,
    model: deviceModel,
    lenientFraming: deviceLenientFraming,
    phoneNo,
  };
  const camera: VehicleDeviceFields = { imei: cameraImei, vendorType: cameraVendorType };
  return { device, camera, vehicle };
}

/** A vehicle's two device slots: its tracker (or only device) and the dashcam beside it. */
export const DEVICE_SLOTS = {
  tracker: { imeiField: "imei", vendorTypeField: "vendorType", dashcamOnly: false },
  camera: { imeiField: "cameraImei", vendorTypeField: "cameraVendorType", dashcamOnly: true },
} as const;
type DeviceSlot = (typeof DEVICE_SLOTS)[keyof typeof DEVICE_SLOTS];

export interface CurrentDevice {
  vehicleId: number;
  deviceId: number | null;
  imei: string | null;
  vendorType: string | null;
  /** the device in the vehicle's other slot: the same device cannot fill both */
  otherDeviceId: number | null;
}

/** The field issue of an IMEI that does not fit its vendor type (GT06: 15 digits). */
export const imeiIssue = (language: Language, field = "imei") => ({
  field,
  message:
    language === "id"
      ? `${FIELD_LABELS[field]?.id ?? field} tidak valid untuk jenis perangkat ini`
      : `${FIELD_LABELS[field]?.en ?? field} is not valid for this device type`,
});

const sameDeviceIssue = (language: Language, field: string) => ({
  field,
  message:
    language === "id"
      ? "Pelacak GPS dan dashcam kendaraan harus dua perangkat berbeda"
      : "The vehicle's GPS tracker and dashcam must be two different devices",
});

const notDashcamIssue = (language: Language) => ({
  field: "cameraImei",
  message:
    language === "id" ? "Perangkat ini bukan dashcam JT/T 808" : "This device is not a JT/T 808 dashcam",
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
 * Which device a slot of the vehicle gets, inside the vehicle's transaction: `undefined` keeps the
 * current one, `null` removes it, a number is the device id. An IMEI already known is attached when
 * it is one of the company's spare devices (or already this vehicle's, in this slot); an IMEI of
 * another company or of another vehicle is refused with ImeiAlreadyExists (without saying whose).
 * A new IMEI creates the device, which then needs a vendor type.
 */
export async function resolveVehicleDevice(
  db: DbExecutor,
  imeiRefusals: ImeiRefusals,
  companyId: number,
  current: CurrentDevice | null,
  fields: VehicleDeviceFields,
  language: Language,
  slot: DeviceSlot = DEVICE_SLOTS.tracker,
): Promise<number | null | undefined> {
  const changes = detailChanges(fields);
  const invalidImei = () => validationError([imeiIssue(language, slot.imeiField)]);
  if (fields.imei === "") return null;
  if (fields.imei === undefined) {
    if (Object.keys(changes).length === 0) return undefined;
    if (!current?.deviceId || !current.imei) {
      throw validationError([required(slot.imeiField, language)]);
    }
    if (!isValidImeiFor(fields.vendorType ?? current.vendorType, current.imei)) throw invalidImei();
    await updateDeviceRow(db, companyId, current.deviceId, changes);
    return undefined;
  }

  if (fields.imei !== current?.imei) imeiRefusals.check(companyId);
  const existing = await findDeviceByImei(db, fields.imei);
  if (existing) {
    const takenByOther = existing.vehicle !== null && existing.vehicle.id !== current?.vehicleId;
    if (existing.companyId !== companyId || takenByOther) imeiRefusals.refuseTaken(companyId);
    if (existing.id === current?.otherDeviceId)
      throw validationError([sameDeviceIssue(language, slot.imeiField)]);
    if (slot.dashcamOnly && !JT808_VENDOR_TYPES.includes(fields.vendorType ?? existing.vendorType))
      throw validationError([notDashcamIssue(language)]);
    if (!isValidImeiFor(fields.vendorType ?? existing.vendorType, fields.imei)) throw invalidImei();
    await updateDeviceRow(db, companyId, existing.id, changes);
    return existing.id;
  }
  if (!fields.vendorType) {
    throw validationError([required(slot.vendorTypeField, language)]);
  }
  if (!isValidImeiFor(fields.vendorType, fields.imei)) throw invalidImei();
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
