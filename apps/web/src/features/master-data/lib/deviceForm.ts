import { deviceIdFor } from "@armada/domain";
import type { CreateDeviceInput, UpdateDeviceInput } from "@/generated/graphql/graphql";
import type { DeviceRow } from "../api/devices";

export interface DeviceFormValues {
  imei: string;
  vendorType: string | null;
  phoneNo: string;
  deviceName: string;
}

/** The SIM number as the form shows it: the national form (0812…) rather than E.164. */
const nationalPhone = (phone: string | null | undefined) => (phone ? phone.replace(/^\+62/, "0") : "");

export function deviceToForm(row: DeviceRow | null): DeviceFormValues {
  return {
    imei: row?.imei ?? "",
    vendorType: row?.vendorType ?? null,
    phoneNo: nationalPhone(row?.phoneNo),
    deviceName: row?.deviceName ?? "",
  };
}

/**
 * A new device sends what was filled in; an edit sends every field so that emptied ones are cleared
 * ("" clears on the server).
 */
export function deviceFormToInput(
  values: DeviceFormValues,
  editing?: DeviceRow,
): CreateDeviceInput | UpdateDeviceInput {
  const vendorType = values.vendorType ?? undefined;
  const imei = deviceIdFor(vendorType, values.imei);
  if (editing) {
    return { id: editing.id, imei, vendorType, phoneNo: values.phoneNo, deviceName: values.deviceName };
  }
  return {
    imei,
    vendorType: vendorType ?? "",
    ...(values.phoneNo.trim() ? { phoneNo: values.phoneNo } : {}),
    ...(values.deviceName.trim() ? { deviceName: values.deviceName } : {}),
  };
}
