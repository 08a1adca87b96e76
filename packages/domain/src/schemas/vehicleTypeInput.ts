import { z } from "zod";
import { requiredError } from "./issueKeys.js";
import { paginationInputSchema } from "./paginationInput.js";

/** Categories offered for a vehicle type (free text is accepted too: companies name their own). */
export const VEHICLE_TYPE_CATEGORIES = ["Truk", "Pickup", "Minibus", "Van", "Bus", "Mobil", "Motor"] as const;

const requiredText = (max: number) => z.string({ error: requiredError }).trim().min(1).max(max);
const amount = z.number().min(0).max(1_000_000).optional();

const optionalFields = {
  isActive: z.boolean().optional(),
  transmissionType: z.string().trim().max(50).optional(),
  fuelTypeId: z.int32().min(1).optional(),
  /** Tonnes. */
  tonnage: amount,
  /** Cubic metres. */
  volume: amount,
  /** Kilometres per litre. */
  fuelEfficiency: amount,
  icon: z.string().trim().max(200).optional(),
};

export const createVehicleTypeInputSchema = z.object({
  manufacturer: requiredText(100),
  model: requiredText(100),
  type: requiredText(100),
  category: requiredText(100),
  ...optionalFields,
});

export type CreateVehicleTypeInput = z.output<typeof createVehicleTypeInputSchema>;

export const updateVehicleTypeInputSchema = z.object({
  vehicleTypeId: z.int32({ error: requiredError }).min(1),
  manufacturer: requiredText(100).optional(),
  model: requiredText(100).optional(),
  type: requiredText(100).optional(),
  category: requiredText(100).optional(),
  ...optionalFields,
});

export type UpdateVehicleTypeInput = z.output<typeof updateVehicleTypeInputSchema>;

export const vehicleTypesFilterSchema = z.object({
  /** Manufacturer, model, type or category. */
  search: z.string().trim().max(100).optional(),
  manufacturer: z.string().trim().max(100).optional(),
  model: z.string().trim().max(100).optional(),
  category: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export type VehicleTypesFilter = z.output<typeof vehicleTypesFilterSchema>;

export const vehicleTypeFilterSchema = z.object({
  vehicleTypeId: z.int32({ error: requiredError }).min(1),
});

/** "Hino Dutro 130 MDL": manufacturer, model and type, blanks skipped. */
export function formatVehicleType(type: { manufacturer: string; model: string; type: string }): string {
  return [type.manufacturer, type.model, type.type]
    .map((part) => part.trim())
    .filter((part) => part)
    .join(" ");
}
