import { FIELD_LABELS } from "@armada/domain";

/** The vehicle fields an audit entry records, in display order. */
export const AUDITED_VEHICLE_FIELDS = [
  "licensePlate",
  "hullNo",
  "vehicleTypeId",
  "driver1Id",
  "driver2Id",
  "garageId",
  "tonnage",
  "volume",
  "fuelEfficiency",
  "fuelCapacity",
  "odometer",
  "hourmeter",
  "status",
  "sourceMode",
  "thermoType",
  "boxType",
  "chassisNumber",
  "machineNumber",
  "carrosserie",
  "year",
  "skills",
  "phoneTracking",
  "door1",
  "door2",
  "idleDuration",
  "parkingDuration",
  "imei",
  "cameraImei",
  "vgroupIds",
  "sensors",
] as const;

export type AuditedVehicleField = (typeof AUDITED_VEHICLE_FIELDS)[number];
export type VehicleSnapshot = Partial<Record<AuditedVehicleField, unknown>>;

export type VehicleAuditKind = "create" | "update" | "bulkUpdate" | "delete";

/** What an entry of a vehicle's audit log is about: the vehicle, or a record of it kept by another module. */
export type VehicleAuditObject =
  | "vehicle"
  | "document"
  | "service_plan"
  | "service_order"
  | "meter_correction";

export interface VehicleAuditEntry {
  actionType: "create" | "update" | "delete";
  action: string;
  detail: string;
  object: VehicleAuditObject;
  oldData: Record<string, unknown> | null;
  newData: Record<string, unknown> | null;
}

/** The audited fields of a vehicle (and its IMEI, groups and sensors when known), nulls included. */
export function vehicleSnapshot(
  vehicle: Record<string, unknown>,
  extra: {
    vgroupIds?: readonly number[];
    sensors?: readonly { sensorCode: string; statusBool: boolean }[];
  } = {},
): VehicleSnapshot {
  const snapshot: VehicleSnapshot = {};
  for (const field of AUDITED_VEHICLE_FIELDS) {
    if (field in vehicle) snapshot[field] = vehicle[field] ?? null;
  }
  if (extra.vgroupIds) snapshot.vgroupIds = [...extra.vgroupIds].sort((a, b) => a - b);
  if (extra.sensors) {
    snapshot.sensors = [...extra.sensors]
      .map(({ sensorCode, statusBool }) => ({ sensorCode, statusBool }))
      .sort((a, b) => a.sensorCode.localeCompare(b.sensorCode));
  }
  return snapshot;
}

/** Only the fields of `after` whose value differs from `before`, as old and new data. */
export function diffSnapshots(before: VehicleSnapshot, after: VehicleSnapshot) {
  const oldData: VehicleSnapshot = {};
  const newData: VehicleSnapshot = {};
  for (const field of AUDITED_VEHICLE_FIELDS) {
    if (!(field in after)) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    oldData[field] = from;
    newData[field] = to;
  }
  return { oldData, newData, changed: Object.keys(newData) as AuditedVehicleField[] };
}

const labelOf = (field: string) => FIELD_LABELS[field]?.id ?? field;

const withoutNulls = (snapshot: VehicleSnapshot): VehicleSnapshot =>
  Object.fromEntries(Object.entries(snapshot).filter(([, value]) => value !== null && value !== undefined));

/**
 * The audit entry of a change (Indonesian texts, as the audit log is shown): null for an update
 * that changes nothing.
 */
export function vehicleAuditEntry(
  kind: VehicleAuditKind,
  licensePlate: string,
  before: VehicleSnapshot | null,
  after: VehicleSnapshot | null,
): VehicleAuditEntry | null {
  if (kind === "create") {
    return {
      actionType: "create",
      action: "Tambah Kendaraan",
      detail: `Kendaraan ${licensePlate} ditambahkan`,
      object: "vehicle",
      oldData: null,
      newData: withoutNulls(after ?? {}),
    };
  }
  if (kind === "delete") {
    return {
      actionType: "delete",
      action: "Hapus Kendaraan",
      detail: `Kendaraan ${licensePlate} dihapus`,
      object: "vehicle",
      oldData: withoutNulls(before ?? {}),
      newData: null,
    };
  }
  const { oldData, newData, changed } = diffSnapshots(before ?? {}, after ?? {});
  if (changed.length === 0) return null;
  const fields = changed.map(labelOf).join(", ");
  return {
    actionType: "update",
    action: kind === "bulkUpdate" ? "Ubah Massal Kendaraan" : "Ubah Kendaraan",
    detail: `Kendaraan ${licensePlate} diubah${kind === "bulkUpdate" ? " (ubah massal)" : ""}: ${fields}`,
    object: "vehicle",
    oldData,
    newData,
  };
}
