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
  phoneNo: string;
  year: number | string;
  odometer: number | string;
  fuelCapacity: number | string;
  tonnage: number | string;
  volume: number | string;
  status: string;
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
  phoneNo: "",
  year: "",
  odometer: "",
  fuelCapacity: "",
  tonnage: "",
  volume: "",
  status: "active",
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
    phoneNo: str(vehicle.device?.phoneNo),
    year: num(vehicle.year),
    odometer: num(vehicle.odometer),
    fuelCapacity: num(vehicle.fuelCapacity),
    tonnage: num(vehicle.tonnage),
    volume: num(vehicle.volume),
    status: vehicle.status,
  };
}

const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
const id = (value: string | null) => (value === null || value === "" ? undefined : Number(value));
const amount = (value: number | string) => {
  if (typeof value === "number") return value;
  if (value.trim() === "") return undefined;
  const parsed = Number(value.replace(",", "."));
  return Number.isNaN(parsed) ? value : parsed;
};

/**
 * The create (no `id`) or update input of the API. Blank fields are left out; on update a blank
 * IMEI of a vehicle that had a device sends "" (the device is taken off the vehicle).
 */
export function vehicleFormToInput(values: VehicleFormValues, editing?: VehicleRow): Record<string, unknown> {
  const input: Record<string, unknown> = {
    licensePlate: values.licensePlate,
    hullNo: text(values.hullNo),
    vehicleTypeId: id(values.vehicleTypeId),
    driver1Id: id(values.driver1Id),
    driver2Id: id(values.driver2Id),
    vgroupIds: values.vgroupIds.map(Number),
    imei: text(values.imei),
    vendorType: text(values.imei) ? (values.vendorType ?? undefined) : undefined,
    phoneNo: text(values.imei) ? text(values.phoneNo) : undefined,
    year: amount(values.year),
    odometer: amount(values.odometer),
    fuelCapacity: amount(values.fuelCapacity),
    tonnage: amount(values.tonnage),
    volume: amount(values.volume),
    status: values.status,
  };
  if (editing) {
    input.id = editing.id;
    if (input.imei === undefined && editing.imei) input.imei = "";
  }
  for (const key of Object.keys(input)) if (input[key] === undefined) delete input[key];
  return input;
}
