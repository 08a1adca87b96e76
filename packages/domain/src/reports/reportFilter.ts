import { z } from "zod";
import { dayPeriodSchema } from "../schemas/dayPeriod.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";

/** Longest period one report covers. */
export const MAX_REPORT_DAYS = 31;

/** Which vehicles: one vehicle, a vehicle group, or (neither) the whole fleet; and a period of company days. */
export const reportFilterSchema = dayPeriodSchema(MAX_REPORT_DAYS).and(
  z.object({
    vehicleId: z.int32().min(1).optional(),
    vgroupId: z.int32().min(1).optional(),
    /** on screen a page at a time; the export takes every row */
    pagination: paginationInputSchema.default({ page: 1, show: 25 }),
  }),
);

export type ReportFilter = z.output<typeof reportFilterSchema>;

/** Share of alerts marked false, in percent with one decimal; 0 without alerts. */
export const falseAlertRate = (total: number, falseAlerts: number) =>
  total > 0 ? Math.round((falseAlerts / total) * 1000) / 10 : 0;
