import { z } from "zod";
import { LANGUAGES } from "../language.js";
import { REPORT_KINDS, type ReportKind } from "../reports/reportKinds.js";
import { indonesianPhoneSchema } from "../schemas/indonesianPhoneSchema.js";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { SCHEDULE_FREQUENCIES } from "./scheduleRuns.js";

/** The files a scheduled report is sent as. */
export const SCHEDULED_REPORT_FORMATS = ["xlsx", "pdf"] as const;
export type ScheduledReportFormat = (typeof SCHEDULED_REPORT_FORMATS)[number];

/** Most recipients of each kind (people of the company, e-mail addresses, phone numbers) a schedule sends to. */
export const MAX_SCHEDULED_REPORT_RECIPIENTS = 20;

const unique = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(MAX_SCHEDULED_REPORT_RECIPIENTS)
    .default([])
    .transform((items) => [...new Set(items as unknown[])] as z.output<T>[]);

/**
 * A scheduled report as the drawer sends it: which report for which vehicles (one vehicle, a group or, with
 * neither, the fleet), when (a weekday for WEEKLY, a day of the month for MONTHLY, an hour of the company's day),
 * as which files, in which language, to whom (at least one recipient).
 */
export const scheduledReportInputSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    reportKind: z.enum(REPORT_KINDS as [ReportKind, ...ReportKind[]]),
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    weekday: z.int().min(1).max(7).nullish(),
    monthDay: z.int().min(1).max(31).nullish(),
    hour: z.int().min(0).max(23),
    vehicleId: z.int32().min(1).nullish(),
    vgroupId: z.int32().min(1).nullish(),
    formats: z
      .array(z.enum(SCHEDULED_REPORT_FORMATS))
      .min(1)
      .transform((formats) => SCHEDULED_REPORT_FORMATS.filter((format) => formats.includes(format))),
    language: z.enum(LANGUAGES).default("id"),
    userIds: unique(z.int32().min(1)),
    emails: unique(z.string().trim().toLowerCase().max(254).pipe(z.email())),
    phones: unique(indonesianPhoneSchema),
  })
  .superRefine((input, ctx) => {
    if (input.frequency === "WEEKLY" && !input.weekday)
      ctx.addIssue({ code: "custom", path: ["weekday"], message: ISSUE_KEYS.required });
    if (input.frequency === "MONTHLY" && !input.monthDay)
      ctx.addIssue({ code: "custom", path: ["monthDay"], message: ISSUE_KEYS.required });
    if (input.userIds.length + input.emails.length + input.phones.length === 0)
      ctx.addIssue({ code: "custom", path: ["userIds"], message: ISSUE_KEYS.required });
  })
  .transform((input) => ({
    ...input,
    weekday: input.frequency === "WEEKLY" ? (input.weekday ?? null) : null,
    monthDay: input.frequency === "MONTHLY" ? (input.monthDay ?? null) : null,
    vehicleId: input.vehicleId ?? null,
    vgroupId: input.vehicleId ? null : (input.vgroupId ?? null),
  }));

export type ScheduledReportInput = z.output<typeof scheduledReportInputSchema>;
