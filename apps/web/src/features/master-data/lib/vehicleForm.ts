import { deviceIdFor } from "@armada/domain";
import type { CreateVehicleInput, UpdateVehicleInput, VehicleSkill } from "@/generated/graphql/graphql";
import { withoutUndefined } from "@/shared/lib/withoutUndefined";
import type { VehicleRow } from "../api/vehicles";

/** What the vehicle form edits: text inputs hold strings, number inputs number or "". */
export interface VehicleFormValues {
  licensePlate: string;
  hullNo: string;
  vehicleTypeId: string | null;
  driver1Id: string | null;
  driver2Id: string | null;
  vgroupIds: string[];
  imei: string;
  vendorType: string | null;
  /** GT06 model setting; null = the standard document */
  deviceModel: string | null;
  /** GT06: take packets with a wrong CRC or length byte */
  deviceLenientFraming: boolean;
  phoneNo: string;
  /** the dashcam beside the tracker */
  cameraImei: string;
  cameraVendorType: string | null;
  year: number | string;
  odometer: number | string;
  fuelCapacity: number | string;
  tonnage: number | string;
  volume: number | string;
  status: string;
  /** what the vehicle is fitted or licensed for (the route planner's rule) */
  skills: VehicleSkill[];
  /** the driver's phone reports the vehicle's position while their task on it runs */
  phoneTracking: boolean;
}

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  licensePlate: "",
  hullNo: "",
  vehicleTypeId: null,
  driver1Id: null,
  driver2Id: null,
  vgroupIds: [],
  imei: "",
  vendorType: null,
  deviceModel: null,
  deviceLenientFraming: false,
  phoneNo: "",
  cameraImei: "",
  cameraVendorType: null,
  year: "",
  odometer: "",
  fuelCapacity: "",
  tonnage: "",
  volume: "",
  status: "active",
  skills: [],
  phoneTracking: false,
};

const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);
const num = (value: number | null | undefined): number | string =>
  value === null || value === undefined ? "" : value;

export function vehicleToForm(vehicle: VehicleRow): VehicleFormValues {
  return {
    licensePlate: vehicle.licensePlate,
    hullNo: str(vehicle.hullNo),
    vehicleTypeId: vehicle.vehicleTypeId === null ? null : String(vehicle.vehicleTypeId),
    driver1Id: vehicle.driver1Id === null ? null : String(vehicle.driver1Id),
    driver2Id: vehicle.driver2Id === null ? null : String(vehicle.driver2Id),
    vgroupIds: vehicle.vehicle2Vgroup.map((group) => String(group.id)),
    imei: str(vehicle.device?.imei ?? vehicle.imei),
    vendorType: vehicle.device?.vendorType ?? null,
    deviceModel: vehicle.device?.model ?? null,
    deviceLenientFraming: vehicle.device?.lenientFraming ?? false,
    phoneNo: str(vehicle.device?.phoneNo),
    cameraImei: str(vehicle.cameraDevice?.imei),
    cameraVendorType: vehicle.cameraDevice?.vendorType ?? null,
    year: num(vehicle.year),
    odometer: num(vehicle.odometer),
    fuelCapacity: num(vehicle.fuelCapacity),
    tonnage: num(vehicle.tonnage),
    volume: num(vehicle.volume),
    status: vehicle.status,
    skills: [...vehicle.skills],
    phoneTracking: vehicle.phoneTracking,
  };
}

const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
const id = (value: string | null) => (value === null || value === "" ? undefined : Number(value));
const amount = (value: number | string) => {
  if (typeof value === "number") return value;
  if (value.trim() === "") return undefined;
  const parsed = Number(value.replace(",", "."));
  // Unparsable text goes on as is so the domain schema names the field's error; the form's resolver runs that
  // schema on this input and stops it before it is sent.
  return (Number.isNaN(parsed) ? value : parsed) as number;
};

/**
 * The create (no `id`) or update input of the API. Blank fields are left out; on update a blank
 * IMEI (or dashcam id) of a vehicle that had that device sends "" (the device is taken off the vehicle).
 */
export function vehicleFormToInput(
  values: VehicleFormValues,
  editing?: VehicleRow,
): CreateVehicleInput | UpdateVehicleInput {
  const input: CreateVehicleInput = {
    licensePlate: values.licensePlate,
    hullNo: text(values.hullNo),
    vehicleTypeId: id(values.vehicleTypeId),
    driver1Id: id(values.driver1Id),
    driver2Id: id(values.driver2Id),
    vgroupIds: values.vgroupIds.map(Number),
    imei: text(deviceIdFor(values.vendorType, values.imei)),
    vendorType: text(values.imei) ? (values.vendorType ?? undefined) : undefined,
    // "" clears a model back to the standard one
    deviceModel: text(values.imei) && values.vendorType === "gt06" ? (values.deviceModel ?? "") : undefined,
    deviceLenientFraming:
      text(values.imei) && values.vendorType === "gt06" ? values.deviceLenientFraming : undefined,
    phoneNo: text(values.imei) ? text(values.phoneNo) : undefined,
    cameraImei: text(deviceIdFor(values.cameraVendorType, values.cameraImei)),
    cameraVendorType: text(values.cameraImei) ? (values.cameraVendorType ?? undefined) : undefined,
    year: amount(values.year),
    odometer: amount(values.odometer),
    fuelCapacity: amount(values.fuelCapacity),
    tonnage: amount(values.tonnage),
    volume: amount(values.volume),
    status: values.status,
    skills: values.skills,
    phoneTracking: values.phoneTracking,
  };
  if (!editing) return withoutUndefined(input);
  const update: UpdateVehicleInput = { ...input, id: editing.id };
  if (update.imei === undefined && editing.imei) update.imei = "";
  if (update.cameraImei === undefined && editing.cameraDevice) update.cameraImei = "";
  return withoutUndefined(update);
}
