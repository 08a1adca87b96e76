import { z } from "zod";
import { dayPeriodSchema } from "../schemas/dayPeriod.js";
import { requiredError } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";

/** Longest period one driver-score call covers. */
export const MAX_DRIVER_SCORE_DAYS = 92;

export const DRIVER_SCORE_ORDER_FIELDS = ["score", "totalAlert", "distance", "fullname"] as const;

const period = dayPeriodSchema(MAX_DRIVER_SCORE_DAYS);

export const driverScoresFilterSchema = period.and(
  z.object({
    /** Driver name. */
    search: z.string().trim().max(100).optional(),
    orderBy: z
      .object({
        field: z.enum(DRIVER_SCORE_ORDER_FIELDS).default("score"),
        direction: z
          .string()
          .transform((value) => value.toLowerCase())
          .pipe(z.enum(["asc", "desc"]))
          .default("desc"),
      })
      .default({ field: "score", direction: "desc" }),
    pagination: paginationInputSchema.default({ page: 1, show: 10 }),
  }),
);

export type DriverScoresFilter = z.output<typeof driverScoresFilterSchema>;

export const driverScoreFilterSchema = period.and(
  z.object({ driverId: z.int32({ error: requiredError }).min(1) }),
);

export type DriverScoreFilter = z.output<typeof driverScoreFilterSchema>;

/** One driver's behaviour alerts of a period (the driver-score detail's alert list), newest first. */
export const alertDetailDriverScoresFilterSchema = period.and(
  z.object({
    driverId: z.int32({ error: requiredError }).min(1),
    pagination: paginationInputSchema.default({ page: 1, show: 10 }),
  }),
);

export type AlertDetailDriverScoresFilter = z.output<typeof alertDetailDriverScoresFilterSchema>;
