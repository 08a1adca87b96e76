import type { CreateVehicleTypeInput, UpdateVehicleTypeInput } from "@/generated/graphql/graphql";
import { withoutUndefined } from "@/shared/lib/withoutUndefined";
import type { VehicleTypeRow } from "../api/vehicleTypes";

export interface VehicleTypeFormValues {
  manufacturer: string;
  model: string;
  type: string;
  category: string;
  transmissionType: string | null;
  fuelTypeId: string | null;
  tonnage: number | string;
  volume: number | string;
  fuelEfficiency: number | string;
  isActive: boolean;
}

export function vehicleTypeToForm(row: VehicleTypeRow | null): VehicleTypeFormValues {
  return {
    manufacturer: row?.manufacturer ?? "",
    model: row?.model ?? "",
    type: row?.type ?? "",
    category: row?.category ?? "",
    transmissionType: row?.transmissionType ?? null,
    fuelTypeId: row?.fuelTypeId ? String(row.fuelTypeId) : null,
    tonnage: row?.tonnage ?? "",
    volume: row?.volume ?? "",
    fuelEfficiency: row?.fuelEfficiency ?? "",
    isActive: row?.isActive ?? true,
  };
}

const amount = (value: number | string) => (value === "" ? undefined : Number(value));

export function vehicleTypeFormToInput(
  values: VehicleTypeFormValues,
  editing?: VehicleTypeRow,
): CreateVehicleTypeInput | UpdateVehicleTypeInput {
  const input: CreateVehicleTypeInput = {
    manufacturer: values.manufacturer,
    model: values.model,
    type: values.type,
    category: values.category,
    transmissionType: values.transmissionType ?? undefined,
    fuelTypeId: values.fuelTypeId ? Number(values.fuelTypeId) : undefined,
    tonnage: amount(values.tonnage),
    volume: amount(values.volume),
    fuelEfficiency: amount(values.fuelEfficiency),
    isActive: values.isActive,
  };
  return withoutUndefined(editing ? { ...input, vehicleTypeId: editing.vehicleTypeId } : input);
}
