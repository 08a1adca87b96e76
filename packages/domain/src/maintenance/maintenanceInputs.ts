import { z } from "zod";
import { ISSUE_KEYS } from "../schemas/issueKeys.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { SERVICE_DUE_STATUSES } from "./serviceDue.js";
import { SERVICE_COST_KINDS, SERVICE_LOCATIONS, SERVICE_ORDER_STATUSES } from "./serviceOrderStatus.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);
const day = z.iso.date();
const measure = (max: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .nullish()
    .transform((value) => value ?? null);
const interval = (max: number) =>
  z
    .number()
    .positive()
    .max(max)
    .nullish()
    .transform((value) => value ?? null);

/** A plan item: at least one interval (km, engine hours or days). */
export const servicePlanItemInputSchema = z
  .object({
    id: id.nullish(),
    name: text(100).min(1),
    intervalKm: interval(1_000_000),
    intervalHours: interval(100_000),
    intervalDays: interval(3650),
    noticeKm: measure(100_000),
    noticeHours: measure(10_000),
    noticeDays: measure(365),
    /** the last service of this item; defaults to the vehicle's meters and today when the plan is saved */
    lastServiceDay: day.nullish(),
    lastServiceOdometerKm: measure(10_000_000),
    lastServiceEngineHours: measure(1_000_000),
  })
  .refine((item) => item.intervalKm !== null || item.intervalHours !== null || item.intervalDays !== null, {
    path: ["intervalKm"],
    message: ISSUE_KEYS.intervalRequired,
  });
export type ServicePlanItemInput = z.output<typeof servicePlanItemInputSchema>;

const servicePlanFields = {
  vehicleId: id,
  name: text(100).min(1),
  items: z.array(servicePlanItemInputSchema).min(1).max(50),
};
export const createServicePlanInputSchema = z.object(servicePlanFields);
export const updateServicePlanInputSchema = z.object({ servicePlanId: id, ...servicePlanFields });
export const deleteServicePlanInputSchema = z.object({ servicePlanId: id });

/** Upcoming / overdue plan items, optionally of one vehicle. */
export const servicePlanItemsFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
  dueStatus: z.enum(SERVICE_DUE_STATUSES).nullish(),
  vehicleId: id.nullish(),
});

/** A hand-entered reading: the vehicle's odometer (and engine hours) now, e.g. after the tracker was replaced. */
export const correctVehicleMetersInputSchema = z.object({
  vehicleId: id,
  odometerKm: z.number().min(0).max(10_000_000),
  engineHours: measure(1_000_000),
});

export const serviceCostLineSchema = z.object({
  kind: z.enum(SERVICE_COST_KINDS),
  name: text(200).min(1),
  quantity: z.number().positive().max(100_000),
  unitPrice: z.int32().min(0),
});

const serviceOrderFields = {
  vehicleId: id,
  location: z.enum(SERVICE_LOCATIONS),
  workshopName: text(200).nullish(),
  personInCharge: text(200).min(1),
  scheduledDay: day,
  /** the plan items this order services; finishing it resets them */
  planItemIds: z.array(id).max(50).default([]),
  /** services beyond the plan's items */
  extraServices: z.array(text(200).min(1)).max(50).default([]),
  costLines: z.array(serviceCostLineSchema).max(200).default([]),
  notes: text(2000).nullish(),
};
const hasService = (order: { planItemIds: number[]; extraServices: string[] }) =>
  order.planItemIds.length + order.extraServices.length > 0;

export const createServiceOrderInputSchema = z
  .object(serviceOrderFields)
  .refine(hasService, { path: ["extraServices"], message: ISSUE_KEYS.serviceRequired });
export const updateServiceOrderInputSchema = z
  .object({ serviceOrderId: id, ...serviceOrderFields })
  .refine(hasService, { path: ["extraServices"], message: ISSUE_KEYS.serviceRequired });
export type ServiceOrderInput = z.output<typeof createServiceOrderInputSchema>;

export const changeServiceOrderStatusInputSchema = z.object({
  serviceOrderId: id,
  status: z.enum(SERVICE_ORDER_STATUSES),
  /** the meters read at the workshop when the order is finished (else the vehicle's current ones) */
  odometerKm: measure(10_000_000),
  engineHours: measure(1_000_000),
});

export const serviceOrdersFilterSchema = z.object({
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
  statuses: z.array(z.enum(SERVICE_ORDER_STATUSES)).max(SERVICE_ORDER_STATUSES.length).nullish(),
  vehicleId: id.nullish(),
});
