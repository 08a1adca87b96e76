import { z } from "zod";
import { rangeIssues } from "./rangeIssues.js";

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
    const range = {
      start: startTime.getTime(),
      end: endTime.getTime(),
      endInput: endTime,
      endPath: "endTime",
    };
    ctx.issues.push(...rangeIssues(range, MAX_ROUTE_HISTORY_DAYS));
  });

export type RouteHistoryFilter = z.output<typeof routeHistoryFilterSchema>;
