import { z } from "zod";
import { ISSUE_KEYS } from "./issueKeys.js";

/** Longest range one route-history call may ask for. */
export const MAX_ROUTE_HISTORY_DAYS = 7;

export const routeHistoryFilterSchema = z
  .object({
    vehicleId: z.int32().min(1),
    startTime: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
    endTime: z.iso.datetime({ offset: true }).transform((value) => new Date(value)),
    /** also the fixes the track filters kept out of the track, with their reasons */
    withFiltered: z.boolean().optional(),
  })
  .check((ctx) => {
    const { startTime, endTime } = ctx.value;
    // the object's check also runs when a field already failed: compare only two parsed dates
    if (!(startTime instanceof Date) || !(endTime instanceof Date)) return;
    if (endTime <= startTime) {
      ctx.issues.push({
        code: "custom",
        message: ISSUE_KEYS.endBeforeStart,
        input: ctx.value.endTime,
        path: ["endTime"],
      });
    } else if (endTime.getTime() - startTime.getTime() > MAX_ROUTE_HISTORY_DAYS * 24 * 3_600_000) {
      ctx.issues.push({
        code: "custom",
        message: ISSUE_KEYS.rangeTooLong,
        input: ctx.value.endTime,
        path: ["endTime"],
        params: { days: MAX_ROUTE_HISTORY_DAYS },
      });
    }
  });

export type RouteHistoryFilter = z.output<typeof routeHistoryFilterSchema>;
