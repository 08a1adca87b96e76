import { z } from "zod";
import { ISSUE_KEYS, requiredError } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";

/** Longest period one driver-score call covers. */
export const MAX_DRIVER_SCORE_DAYS = 92;

export const DRIVER_SCORE_ORDER_FIELDS = ["score", "totalAlert", "distance", "fullname"] as const;

const day = z.iso.date({ error: requiredError });

/** A period of company days, first and last day included. */
const period = z.object({ startDate: day, endDate: day }).check((ctx) => {
  const start = Date.parse(ctx.value.startDate);
  const end = Date.parse(ctx.value.endDate);
  if (end < start) {
    ctx.issues.push({
      code: "custom",
      message: ISSUE_KEYS.endBeforeStart,
      input: ctx.value.endDate,
      path: ["endDate"],
    });
  } else if ((end - start) / 86_400_000 + 1 > MAX_DRIVER_SCORE_DAYS) {
    ctx.issues.push({
      code: "custom",
      message: ISSUE_KEYS.rangeTooLong,
      input: ctx.value.endDate,
      path: ["endDate"],
      params: { days: MAX_DRIVER_SCORE_DAYS },
    });
  }
});

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
