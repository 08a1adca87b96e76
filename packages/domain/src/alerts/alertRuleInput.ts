import { z } from "zod";
import { parseIndonesianPhone } from "../phone.js";
import { ISSUE_KEYS, requiredError } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { alertCodeDefinition } from "./alertCatalogue.js";
import { ALERT_ISSUES } from "./alertIssues.js";
import { thresholdFromStored, thresholdToStored } from "./alertRuleThresholds.js";

export const ALERT_URGENCY_TYPES = ["Urgent", "Important"] as const;
export type AlertUrgencyType = (typeof ALERT_URGENCY_TYPES)[number];

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ids = z
  .array(z.int32().min(1))
  .max(10_000)
  .transform((list) => [...new Set(list)]);

const timeOfDay = z
  .string()
  .trim()
  .refine((value) => TIME_OF_DAY.test(value), { message: ISSUE_KEYS.timeOfDayInvalid });

export const alertRuleContactInputSchema = z
  .object({
    label: z.string({ error: requiredError }).trim().min(1).max(100),
    /** any Indonesian form; stored as E.164 */
    phoneNumber: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const e164 = parseIndonesianPhone(value);
        if (!e164) {
          ctx.issues.push({ code: "custom", message: ISSUE_KEYS.phoneInvalid, input: value });
          return z.NEVER;
        }
        return e164;
      }),
    email: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((value) => value || null)
      .pipe(z.email().nullable()),
    userId: z.int32().min(1).optional(),
  })
  .check((ctx) => {
    const { phoneNumber, email, userId } = ctx.value;
    if (!phoneNumber && !email && userId === undefined) {
      ctx.issues.push({
        code: "custom",
        message: ALERT_ISSUES.contactRequired,
        input: ctx.value,
        path: ["phoneNumber"],
      });
    }
  });

/** Fields of a rule; absent optional fields take the defaults of the table. */
export const alertRuleInputSchema = z
  .object({
    label: z.string({ error: requiredError }).trim().min(1).max(100),
    alertCode: z.int32({ error: requiredError }),
    isActive: z.boolean().default(true),
    maxThreshold: z.number().nullable().default(null),
    minThreshold: z.number().nullable().default(null),
    /** seconds */
    minThresholdTime: z.number().int().min(0).max(31_536_000).nullable().default(null),
    withSchedule: z.boolean().default(false),
    startTime: timeOfDay.nullable().default(null),
    endTime: timeOfDay.nullable().default(null),
    dayOfWeek: z
      .array(z.int32().min(1).max(7))
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    withGeofence: z.boolean().default(false),
    isInsideGeofence: z.boolean().default(true),
    alertUrgencyType: z.enum(ALERT_URGENCY_TYPES).default("Important"),
    alertCountThreshold: z.int32().min(1).max(1000).default(1),
    /** seconds */
    alertCountWindow: z.int32().min(1).max(2_592_000).nullable().default(null),
    autoPopup: z.boolean().default(false),
    notifyContacts: z.boolean().default(false),
    vehicleIds: ids.default([]),
    vgroupIds: ids.default([]),
    userIds: ids.default([]),
    geofenceIds: ids.default([]),
    contactRecipients: z.array(alertRuleContactInputSchema).max(50).default([]),
  })
  .check((ctx) => {
    const rule = ctx.value;
    const issue = (path: string, message: string, params?: Record<string, unknown>) =>
      ctx.issues.push({ code: "custom", message, input: rule, path: [path], ...(params ? { params } : {}) });
    const definition = alertCodeDefinition(rule.alertCode);
    if (!definition?.enabledInRule) issue("alertCode", ALERT_ISSUES.codeNotInRule);
    for (const spec of definition?.thresholds ?? []) {
      const value = rule[spec.field];
      if (value === null) {
        if (spec.required) issue(spec.field, ISSUE_KEYS.required);
      } else if (thresholdFromStored(spec, value) < spec.min) {
        ctx.issues.push({
          code: "too_small",
          origin: "number",
          minimum: thresholdToStored(spec, spec.min),
          inclusive: true,
          input: value,
          path: [spec.field],
        });
      }
    }
    if (rule.withSchedule) {
      if (!rule.startTime) issue("startTime", ISSUE_KEYS.required);
      if (!rule.endTime) issue("endTime", ISSUE_KEYS.required);
      if (rule.dayOfWeek.length === 0) issue("dayOfWeek", ISSUE_KEYS.required);
    }
    if (rule.withGeofence && rule.geofenceIds.length === 0) issue("geofenceIds", ISSUE_KEYS.required);
    if (rule.alertCountThreshold > 1 && rule.alertCountWindow === null)
      issue("alertCountWindow", ISSUE_KEYS.required);
    if (rule.notifyContacts && rule.contactRecipients.length === 0)
      issue("contactRecipients", ISSUE_KEYS.required);
  });

export type AlertRuleInput = z.output<typeof alertRuleInputSchema>;

export const updateAlertRuleInputSchema = z.object({
  alertRuleId: z.int32({ error: requiredError }).min(1),
  data: alertRuleInputSchema,
});

export const alertRuleIdInputSchema = z.object({
  alertRuleId: z.int32({ error: requiredError }).min(1),
});

export const updateAlertRulesInputSchema = z.object({
  alertRuleIds: ids.pipe(z.array(z.number()).min(1)),
  isActive: z.boolean({ error: requiredError }),
});

export const deleteAlertRulesInputSchema = z.object({ alertRuleIds: ids.pipe(z.array(z.number()).min(1)) });

export const alertRulesFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  alertCode: z.array(z.int32()).max(200).optional(),
  isActive: z.boolean().optional(),
  alertUrgencyType: z.enum(ALERT_URGENCY_TYPES).optional(),
  alertRuleIds: z.array(z.int32()).max(10_000).optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

export const createAlertRulesInputSchema = z.object({
  templates: z
    .array(
      z.object({
        templateId: z.int32().min(1),
        alertCodes: z.array(z.int32()).max(100),
      }),
    )
    .min(1)
    .max(50),
});

export const alertCodesFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  enabledInRule: z.boolean().optional(),
  alertCategoryId: z.int32().optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 999 }),
});

export const alertRuleTemplatesFilterSchema = z.object({
  category: z.string().trim().max(100).optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 999 }),
});

/** alertRuleUserOptions(filter): the company's users a rule can be subscribed to. */
export const alertRuleUserOptionsFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  pagination: paginationInputSchema.default({ page: 1, show: 20 }),
});

/** alertRule(filter): one rule by id. */
export const alertRuleFilterSchema = alertRuleIdInputSchema;
