import { z } from "zod";
import { paginationInputSchema } from "../schemas/paginationInput.js";

const time = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** driverCallLog: the company's calls, of one vehicle and / or from–to (startedOn), newest first. */
export const driverCallLogFilterSchema = z
  .object({
    vehicleId: z.int32().min(1).optional(),
    from: time.optional(),
    to: time.optional(),
    pagination: paginationInputSchema.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ["to"] });
