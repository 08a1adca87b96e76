import { z } from "zod";
import { isoTimeSchema } from "../schemas/isoTimeSchema.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";

/** driverCallLog: the company's calls, of one vehicle and / or from–to (startedOn), newest first. */
export const driverCallLogFilterSchema = z
  .object({
    vehicleId: z.int32().min(1).optional(),
    from: isoTimeSchema.optional(),
    to: isoTimeSchema.optional(),
    pagination: paginationInputSchema.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ["to"] });
