import { z } from "zod";
import { deliveryAddressSchema, deliveryItemSchema } from "../deliveries/deliveryInputs.js";
import { orderPrioritySchema } from "../routeOptimization/orderPriority.js";
import { vehicleSkillsSchema } from "../routeOptimization/vehicleSkills.js";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { DELIVERY_TEMPLATE_STATUSES, scheduleRuleSchema } from "./scheduleRule.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);
const day = z.iso.date();
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z
  .string()
  .trim()
  .refine((value) => TIME_OF_DAY.test(value), { message: ISSUE_KEYS.timeOfDayInvalid });

/** A window of the occurrence's day in the company's time zone, "08:00"–"10:00"; either end may be open. */
const dailyWindowSchema = z
  .object({ start: timeOfDay.nullish(), end: timeOfDay.nullish() })
  .refine((window) => !window.start || !window.end || window.start <= window.end, {
    path: ["end"],
    message: ISSUE_KEYS.endBeforeStart,
  });
export type DailyWindow = z.output<typeof dailyWindowSchema>;

/** The most days ahead a template makes its orders. */
export const MAX_HORIZON_DAYS = 30;

/** A recurring delivery of a customer: the order's fields, its schedule and how far ahead orders are made. */
const deliveryTemplateFields = {
  name: text(200).min(1),
  customerName: text(200).min(1),
  origin: deliveryAddressSchema,
  destination: deliveryAddressSchema,
  items: z.array(deliveryItemSchema).max(200).default([]),
  notes: text(2000).nullish(),
  /** skills the vehicle carrying its orders must hold (copied onto them); absent: unchanged on edit */
  requiredSkills: vehicleSkillsSchema.nullish(),
  /** route planning's priority, copied onto its orders; absent: NORMAL on create, unchanged on edit */
  priority: orderPrioritySchema.nullish(),
  pickupWindow: dailyWindowSchema.nullish(),
  deliveryWindow: dailyWindowSchema.nullish(),
  schedule: scheduleRuleSchema,
  /** the first day an order may be made (an RRULE's DTSTART) */
  startsOn: day,
  endsOn: day.nullish(),
  horizonDays: z.int().min(1).max(MAX_HORIZON_DAYS),
  skipHolidays: z.boolean().default(false),
  /** the vehicle and driver its orders go to when a route plan has that vehicle */
  defaultVehicleId: id.nullish(),
  defaultDriverId: id.nullish(),
};

const endsAfterStart = (template: { startsOn: string; endsOn?: string | null | undefined }) =>
  !template.endsOn || template.endsOn >= template.startsOn;
const endsAfterStartIssue = { path: ["endsOn"], message: ISSUE_KEYS.endBeforeStart };

export const createDeliveryTemplateInputSchema = z
  .object(deliveryTemplateFields)
  .refine(endsAfterStart, endsAfterStartIssue);
export type CreateDeliveryTemplateInput = z.output<typeof createDeliveryTemplateInputSchema>;

export const updateDeliveryTemplateInputSchema = z
  .object({ deliveryTemplateId: id, ...deliveryTemplateFields })
  .refine(endsAfterStart, endsAfterStartIssue);

export const deliveryTemplateIdInputSchema = z.object({ deliveryTemplateId: id });

export const deliveryTemplateStatusInputSchema = z.object({
  deliveryTemplateId: id,
  status: z.enum(DELIVERY_TEMPLATE_STATUSES),
});

export const deliveryTemplatesFilterSchema = z.object({
  status: z.enum(DELIVERY_TEMPLATE_STATUSES).nullish(),
  search: text(100).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/** The next days a schedule falls on, shown before a template is saved. */
export const scheduleOccurrencesInputSchema = z
  .object({
    schedule: scheduleRuleSchema,
    startsOn: day,
    endsOn: day.nullish(),
    skipHolidays: z.boolean().default(false),
    count: z.int().min(1).max(30).default(10),
  })
  .refine(endsAfterStart, endsAfterStartIssue);
