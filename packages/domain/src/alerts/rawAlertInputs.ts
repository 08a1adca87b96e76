import { z } from "zod";
import { ISSUE_KEYS, requiredError } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import {
  ALERT_LIST_PAGE_SIZE,
  ALERT_NOTE_MAX,
  FALSE_ALERT_REASON_MAX,
  FALSE_ALERT_REASONS,
} from "./alertCodeNumbers.js";
import { ALERT_ISSUES } from "./alertIssues.js";

export const RAW_ALERT_ACTION_TYPES = ["Read", "Resolve", "FalseAlert", "Feedback"] as const;
export type RawAlertActionType = (typeof RAW_ALERT_ACTION_TYPES)[number];
export const SELECTION_MODES = ["Selection", "All", "Exclude"] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

export const rawAlertsFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: ALERT_LIST_PAGE_SIZE }),
  orderBy: z
    .object({ field: z.literal("createdOn"), direction: z.enum(["asc", "desc"]) })
    .default({ field: "createdOn", direction: "desc" }),
  isUrgent: z.boolean().optional(),
  isImportant: z.boolean().optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  isResolved: z.boolean().optional(),
  isFalseAlert: z.boolean().optional(),
  isRead: z.boolean().optional(),
  vehicleIds: z.array(z.int32()).max(10_000).optional(),
  alertCodes: z.array(z.int32()).max(200).optional(),
  search: z.string().trim().max(200).optional(),
  rawAlertIds: z.array(z.int32()).max(10_000).optional(),
});
export type RawAlertsFilter = z.output<typeof rawAlertsFilterSchema>;

/** `12345` (raw alert id) or `alertCode-vehicleId-createdTimeMs-alertFlag` (docs/spec/alert-center-and-shell.md §2.1). */
export const rawAlertFilterSchema = z.object({
  id: z
    .string({ error: requiredError })
    .trim()
    .min(1)
    .max(100)
    .refine((id) => parseRawAlertKey(id) !== null),
});

export type RawAlertKey =
  | { rawAlertId: number }
  | { alertCode: number; vehicleId: number; createdOn: Date; alertFlag: string };

const INT4_MAX = 2_147_483_647;
/** Latest instant a Date (and a timestamptz) holds. */
const MAX_TIME_MS = 8_640_000_000_000_000;

/** Reads the id forms of the Notification Detail route; null for another form or a number no column holds. */
export function parseRawAlertKey(id: string): RawAlertKey | null {
  const text = id.trim();
  if (/^\d+$/.test(text)) {
    const rawAlertId = Number(text);
    return rawAlertId >= 1 && rawAlertId <= Number.MAX_SAFE_INTEGER ? { rawAlertId } : null;
  }
  const match = /^(\d+)-(\d+)-(\d+)-([A-Za-z]{1,10})$/.exec(text);
  if (!match) return null;
  const [alertCode, vehicleId, createdMs] = match.slice(1, 4).map(Number) as [number, number, number];
  if (alertCode > INT4_MAX || vehicleId < 1 || vehicleId > INT4_MAX || createdMs > MAX_TIME_MS) return null;
  return { alertCode, vehicleId, createdOn: new Date(createdMs), alertFlag: match[4] ?? "E" };
}

/** The composite id of an alert: `alertCode-vehicleId-createdTimeMs-alertFlag`. */
export const rawAlertKeyOf = (alert: {
  alertCode: number;
  vehicleId: number;
  createdOn: Date;
  alertFlag: string;
}) => `${alert.alertCode}-${alert.vehicleId}-${alert.createdOn.getTime()}-${alert.alertFlag}`;

export const totalImportantAlertsFilterSchema = z.object({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
});

export const payloadFilterSchema = z.object({
  isSharedVehicle: z.boolean().optional(),
  filterByType: z
    .array(z.enum(["SystemNotif", "AlertCenter"]))
    .max(2)
    .optional(),
});

export const rawAlertUserLogsFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  typeField: z.array(z.enum(RAW_ALERT_ACTION_TYPES)).max(4).optional(),
  userIds: z.array(z.int32()).max(1000).optional(),
  vehicleIds: z.array(z.int32()).max(10_000).optional(),
  search: z.string().trim().max(200).optional(),
});

export const rawAlertFormInputSchema = z.object({
  reason: z.string({ error: requiredError }).trim().min(1).max(FALSE_ALERT_REASON_MAX),
  others: z.string().trim().max(FALSE_ALERT_REASON_MAX).optional(),
});

/**
 * upsertRawAlertsAction: Read / Resolve / FalseAlert ('true' or 'false'), Feedback (the note), on the
 * listed alerts (Selection), every alert of dateRange and filter (All) or all but the listed (Exclude).
 */
export const upsertRawAlertsActionInputSchema = z
  .object({
    actionType: z.enum(RAW_ALERT_ACTION_TYPES, { error: requiredError }),
    data: z.string().max(1000).optional(),
    form: rawAlertFormInputSchema.optional(),
    rawAlertId: z
      .array(z.int32().min(1))
      .max(10_000)
      .default([])
      .transform((list) => [...new Set(list)]),
    selectionMode: z.enum(SELECTION_MODES, { error: requiredError }),
    dateRange: z.object({ startDate: isoDate, endDate: isoDate }).optional(),
    filter: rawAlertsFilterSchema.omit({ pagination: true, orderBy: true }).optional(),
  })
  .check((ctx) => {
    const input = ctx.value;
    const issue = (path: (string | number)[], message: string) =>
      ctx.issues.push({ code: "custom", message, input, path });
    if (input.selectionMode === "Selection" && input.rawAlertId.length === 0) {
      issue(["rawAlertId"], ALERT_ISSUES.selectionRequired);
    }
    if (input.selectionMode !== "Selection" && !input.dateRange) {
      issue(["dateRange"], ALERT_ISSUES.dateRangeRequired);
    }
    const data = input.data?.trim() ?? "";
    switch (input.actionType) {
      case "Feedback":
        if (data === "") issue(["data"], ISSUE_KEYS.required);
        else if (data.length > ALERT_NOTE_MAX)
          ctx.issues.push({
            code: "too_big",
            maximum: ALERT_NOTE_MAX,
            origin: "string",
            inclusive: true,
            input: data,
            path: ["data"],
          });
        break;
      case "Resolve":
      case "FalseAlert":
        if (data !== "true" && data !== "false") issue(["data"], ALERT_ISSUES.dataInvalid);
        if (input.actionType === "FalseAlert" && data === "true") {
          if (!input.form) issue(["form", "reason"], ISSUE_KEYS.required);
          else if (input.form.reason === FALSE_ALERT_REASONS.other && !input.form.others)
            issue(["form", "others"], ISSUE_KEYS.required);
        }
        break;
      default:
        break;
    }
  })
  .transform((input) => ({ ...input, data: input.data?.trim() ?? null }));

export type UpsertRawAlertsActionInput = z.output<typeof upsertRawAlertsActionInputSchema>;
