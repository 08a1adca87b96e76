import { z } from "zod";
import { requiredError } from "./issueKeys.js";
import { paginationInputSchema } from "./paginationInput.js";
import { VEHICLE_STATUSES } from "./vehicleInput.js";

/** Fields the vehicle lists can be sorted by. */
export const VEHICLE_ORDER_FIELDS = [
  "licensePlate",
  "hullNo",
  "id",
  "year",
  "status",
  "createdOn",
  "updatedOn",
] as const;
export type VehicleOrderField = (typeof VEHICLE_ORDER_FIELDS)[number];

/** "asc"/"desc" in any case; "ascending"/"descending" too. */
export const sortDirectionSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => (value === "ascending" ? "asc" : value === "descending" ? "desc" : value))
  .pipe(z.enum(["asc", "desc"]));

const id = z.int32().min(1);

export const vehiclesFilterSchema = z.object({
  /** Plate (spaces and case ignored), hull number or IMEI. */
  search: z.string().trim().max(100).optional(),
  ids: z.array(id).max(10_000).optional(),
  vehicleTypeId: id.optional(),
  vgroupId: id.optional(),
  status: z.array(z.enum(VEHICLE_STATUSES)).max(VEHICLE_STATUSES.length).optional(),
  /** true: only vehicles with a device; false: only vehicles without one. */
  isHaveDevice: z.boolean().optional(),
  orderBy: z
    .object({
      field: z.enum(VEHICLE_ORDER_FIELDS).default("licensePlate"),
      direction: sortDirectionSchema.default("asc"),
    })
    .default({ field: "licensePlate", direction: "asc" }),
  pagination: paginationInputSchema.optional(),
});

export type VehiclesFilter = z.output<typeof vehiclesFilterSchema>;

export const vehicleFilterSchema = z.object({ id: z.int32({ error: requiredError }).min(1) });

export const vehicleAuditLogsFilterSchema = z.object({
  vehicleId: z.int32({ error: requiredError }).min(1),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/** Out-of-use statuses asked by the media screens when none are given. */
export const OUT_OF_USE_VEHICLE_STATUSES = ["service", "archived", "repair"] as const;

export const vehicleStatusesFilterSchema = z.object({
  vehicleId: id.optional(),
  statuses: z
    .array(z.enum(VEHICLE_STATUSES))
    .min(1)
    .max(VEHICLE_STATUSES.length)
    .default([...OUT_OF_USE_VEHICLE_STATUSES]),
});
