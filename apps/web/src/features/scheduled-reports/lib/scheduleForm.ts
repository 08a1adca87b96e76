import {
  type Language,
  MAX_SCHEDULED_REPORT_RECIPIENTS,
  parseIndonesianPhone,
  type ReportKind,
  type ScheduledReportFormat,
  type ScheduleFrequency,
} from "@armada/domain";
import { z } from "zod";
import type { ScheduledReportInput } from "@/generated/graphql/graphql";
import type { ScheduledReportRow } from "../api/scheduledReports";

/** The drawer's fields: selects hold strings, the free addresses one per line (or separated by commas). */
export interface ScheduleFormValues {
  name: string;
  reportKind: ReportKind;
  frequency: ScheduleFrequency;
  weekday: string;
  monthDay: string;
  hour: string;
  /** "fleet", "v:12" or "g:3" */
  scope: string;
  formats: ScheduledReportFormat[];
  language: Language;
  userIds: string[];
  emails: string;
  phones: string;
}

export const emptyScheduleForm = (reportKind: ReportKind): ScheduleFormValues => ({
  name: "",
  reportKind,
  frequency: "WEEKLY",
  weekday: "1",
  monthDay: "1",
  hour: "7",
  scope: "fleet",
  formats: ["xlsx"],
  language: "id",
  userIds: [],
  emails: "",
  phones: "",
});

export function scheduleToForm(row: ScheduledReportRow): ScheduleFormValues {
  return {
    name: row.name,
    reportKind: row.reportKind as ReportKind,
    frequency: row.frequency as ScheduleFrequency,
    weekday: String(row.weekday ?? 1),
    monthDay: String(row.monthDay ?? 1),
    hour: String(row.hour),
    scope: row.vehicleId ? `v:${row.vehicleId}` : row.vgroupId ? `g:${row.vgroupId}` : "fleet",
    formats: row.formats as ScheduledReportFormat[],
    language: row.language === "en" ? "en" : "id",
    userIds: row.userIds.map(String),
    emails: row.emails.join("\n"),
    phones: row.phones.join("\n"),
  };
}

/** The lines of a free-address field: split on new lines, commas and semicolons, blanks dropped. */
export const addressLines = (text: string) =>
  text
    .split(/[\n,;]+/u)
    .map((line) => line.trim())
    .filter(Boolean);

const email = z.email();

/** The field problems, keyed by field, as message keys of `scheduledReports.form`. */
export function scheduleFormIssues(
  values: ScheduleFormValues,
): Partial<Record<keyof ScheduleFormValues, string>> {
  const issues: Partial<Record<keyof ScheduleFormValues, string>> = {};
  const emails = addressLines(values.emails);
  const phones = addressLines(values.phones);
  if (!values.name.trim()) issues.name = "required";
  if (values.formats.length === 0) issues.formats = "formatRequired";
  if (emails.some((line) => !email.safeParse(line).success)) issues.emails = "emailInvalid";
  if (phones.some((line) => parseIndonesianPhone(line) === null)) issues.phones = "phoneInvalid";
  if (emails.length > MAX_SCHEDULED_REPORT_RECIPIENTS) issues.emails = "tooMany";
  if (phones.length > MAX_SCHEDULED_REPORT_RECIPIENTS) issues.phones = "tooMany";
  if (values.userIds.length + emails.length + phones.length === 0) issues.userIds = "recipientRequired";
  return issues;
}

export function formToScheduleInput(values: ScheduleFormValues): ScheduledReportInput {
  const [scopeKind, scopeId] = values.scope.split(":");
  return {
    name: values.name.trim(),
    reportKind: values.reportKind,
    frequency: values.frequency,
    weekday: values.frequency === "WEEKLY" ? Number(values.weekday) : null,
    monthDay: values.frequency === "MONTHLY" ? Number(values.monthDay) : null,
    hour: Number(values.hour),
    vehicleId: scopeKind === "v" ? Number(scopeId) : null,
    vgroupId: scopeKind === "g" ? Number(scopeId) : null,
    formats: values.formats,
    language: values.language,
    userIds: values.userIds.map(Number),
    emails: addressLines(values.emails),
    phones: addressLines(values.phones),
  };
}
