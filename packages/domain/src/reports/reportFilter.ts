import { z } from "zod";
import { dayPeriodSchema } from "../schemas/dayPeriod.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";

/** Longest period one report covers. */
export const MAX_REPORT_DAYS = 31;

/** The reports of /report/ and the access key each needs (the menu shows /report/ with any of them). */
export const REPORT_ACCESS_KEYS = {
  trips: "f1a-report-trip:read",
  stops: "f1b-report-parking:read",
  utilisation: "f1e-report-mileage:read",
  alerts: "f1f-report-alert:read",
  driverScores: "f1g-report-driver-behavior:read",
  geofenceVisits: "f1h-report-geofence:read",
} as const;

export type ReportKind = keyof typeof REPORT_ACCESS_KEYS;

export const REPORT_KINDS = Object.keys(REPORT_ACCESS_KEYS) as ReportKind[];

export const isReportKind = (value: unknown): value is ReportKind =>
  typeof value === "string" && value in REPORT_ACCESS_KEYS;

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
