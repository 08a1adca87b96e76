import { z } from "zod";
import { ISSUE_KEYS, requiredError } from "./issueKeys.js";
import { paginationInputSchema } from "./paginationInput.js";

const vehicleIds = z
  .array(z.int32().min(1))
  .max(10_000)
  .check((ctx) => {
    if (new Set(ctx.value).size !== ctx.value.length) {
      ctx.issues.push({ code: "custom", message: ISSUE_KEYS.duplicateItems, input: ctx.value });
    }
  });

export const createVgroupInputSchema = z.object({
  name: z.string({ error: requiredError }).trim().min(1).max(100),
  /** The group's vehicles. */
  vehicleIds: vehicleIds.default([]),
});

export type CreateVgroupInput = z.output<typeof createVgroupInputSchema>;

export const updateVgroupInputSchema = z.object({
  id: z.int32({ error: requiredError }).min(1),
  name: z.string().trim().min(1).max(100).optional(),
  /** When given, the group holds exactly these vehicles. */
  vehicleIds: vehicleIds.optional(),
});

export type UpdateVgroupInput = z.output<typeof updateVgroupInputSchema>;

export const deleteVgroupInputSchema = z.object({ id: z.int32({ error: requiredError }).min(1) });

export const vgroupsFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  ids: z.array(z.int32().min(1)).max(10_000).optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export type VgroupsFilter = z.output<typeof vgroupsFilterSchema>;

export const driversFilterSchema = z.object({
  /** Name, email or phone number. */
  search: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export type DriversFilter = z.output<typeof driversFilterSchema>;
