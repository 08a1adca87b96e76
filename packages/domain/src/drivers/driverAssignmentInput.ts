import { z } from "zod";
import { ISSUE_KEYS, requiredError } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";

const dateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** The assignment history of one vehicle or one driver (at least one of them). */
export const driverAssignmentsFilterSchema = z
  .object({
    vehicleId: z.int32().min(1).optional(),
    driverId: z.int32().min(1).optional(),
    pagination: paginationInputSchema.default({ page: 1, show: 10 }),
  })
  .check((ctx) => {
    if (ctx.value.vehicleId === undefined && ctx.value.driverId === undefined) {
      ctx.issues.push({
        code: "custom",
        message: ISSUE_KEYS.required,
        input: undefined,
        path: ["vehicleId"],
      });
    }
  });

export type DriverAssignmentsFilter = z.output<typeof driverAssignmentsFilterSchema>;

/** Corrects the times of one assignment period; `endedAt` null only for the vehicle's current driver. */
export const updateDriverAssignmentInputSchema = z
  .object({
    id: z.int32({ error: requiredError }).min(1),
    startedAt: dateTime,
    endedAt: dateTime.nullable().default(null),
  })
  .check((ctx) => {
    const { startedAt, endedAt } = ctx.value;
    if (endedAt !== null && endedAt <= startedAt) {
      ctx.issues.push({
        code: "custom",
        message: ISSUE_KEYS.endBeforeStart,
        input: endedAt,
        path: ["endedAt"],
      });
    }
  });

export type UpdateDriverAssignmentInput = z.output<typeof updateDriverAssignmentInputSchema>;

export const deleteDriverAssignmentInputSchema = z.object({ id: z.int32({ error: requiredError }).min(1) });
