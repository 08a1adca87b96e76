import { z } from "zod";
import { orderPrioritySchema } from "../routeOptimization/orderPriority.js";
import { vehicleSkillsSchema } from "../routeOptimization/vehicleSkills.js";
import { indonesianPhoneSchema } from "../schemas/indonesianPhoneSchema.js";
import { isoTimeSchema, timeWindowSchema } from "../schemas/isoTimeSchema.js";
import { paginationInputSchema } from "../schemas/paginationInput.js";
import { DELIVERY_ORDER_STATUSES } from "./deliveryOrderStatus.js";
import { FLEET_TASK_STATUSES } from "./fleetTaskStatus.js";
import { STOP_ACTIVITIES } from "./stopVisit.js";

const id = z.int32().min(1);
const text = (max: number) => z.string().trim().max(max);

/** An address picked on the map (or typed with its point), optionally a saved geofence of the company. */
export const deliveryAddressSchema = z.object({
  address: text(500).min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  geofenceId: id.nullish(),
});
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

export const deliveryItemSchema = z.object({
  name: text(200).min(1),
  quantity: z.int32().min(1).max(1_000_000),
  weightKg: z.number().min(0).max(1_000_000),
  volumeM3: z.number().min(0).max(100_000),
});

export const customFieldSchema = z.object({ key: text(100).min(1), value: text(1000) });

const deliveryOrderFields = {
  customerName: text(200).min(1),
  billedCustomerName: text(200).nullish(),
  shipmentNumber: text(100).nullish(),
  origin: deliveryAddressSchema,
  destination: deliveryAddressSchema,
  /** who receives the goods: their WhatsApp gets the tracking link once the order's task starts */
  destinationContactName: text(200).nullish(),
  destinationContactPhone: indonesianPhoneSchema.nullish(),
  pickupWindow: timeWindowSchema.nullish(),
  deliveryWindow: timeWindowSchema.nullish(),
  items: z.array(deliveryItemSchema).max(200).default([]),
  customFields: z
    .array(customFieldSchema)
    .max(50)
    .default([])
    .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, {
      message: "duplicate key",
    }),
  notes: text(2000).nullish(),
  /** skills the carrying vehicle must hold; absent: none on create, unchanged on edit */
  requiredSkills: vehicleSkillsSchema.nullish(),
  /** route planning's priority; absent: NORMAL on create, unchanged on edit */
  priority: orderPrioritySchema.nullish(),
};

export const createDeliveryOrderInputSchema = z.object(deliveryOrderFields);
export type CreateDeliveryOrderInput = z.output<typeof createDeliveryOrderInputSchema>;

export const updateDeliveryOrderInputSchema = z.object({ deliveryOrderId: id, ...deliveryOrderFields });

export const deliveryOrderIdInputSchema = z.object({ deliveryOrderId: id });

export const changeDeliveryOrderStatusInputSchema = z.object({
  deliveryOrderId: id,
  status: z.enum(DELIVERY_ORDER_STATUSES),
});

export const deliveryOrdersFilterSchema = z.object({
  status: z.enum(DELIVERY_ORDER_STATUSES).nullish(),
  search: text(100).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});

/**
 * A stop of a fleet task: a delivery order's pickup (at its origin) or drop (at its destination), or an instant stop
 * with its own address. Target times default to the order's windows.
 */
export const fleetTaskStopInputSchema = z
  .object({
    deliveryOrderId: id.nullish(),
    activity: z.enum(STOP_ACTIVITIES),
    address: deliveryAddressSchema.nullish(),
    note: text(1000).nullish(),
    targetArrival: isoTimeSchema.nullish(),
    targetDeparture: isoTimeSchema.nullish(),
  })
  .refine((stop) => stop.deliveryOrderId != null || stop.address != null, { path: ["address"] })
  .refine(
    (stop) => !stop.targetArrival || !stop.targetDeparture || stop.targetArrival <= stop.targetDeparture,
    { path: ["targetDeparture"] },
  );
export type FleetTaskStopInput = z.output<typeof fleetTaskStopInputSchema>;

const fleetTaskFields = {
  vehicleId: id,
  driverId: id.nullish(),
  coDriverId: id.nullish(),
  departureTime: isoTimeSchema,
  note: text(1000).nullish(),
  stops: z.array(fleetTaskStopInputSchema).min(1).max(100),
};

const distinctDrivers = (task: { driverId?: number | null; coDriverId?: number | null }) =>
  task.coDriverId == null || task.coDriverId !== task.driverId;

export const createFleetTaskInputSchema = z
  .object(fleetTaskFields)
  .refine(distinctDrivers, { path: ["coDriverId"] });
export type CreateFleetTaskInput = z.output<typeof createFleetTaskInputSchema>;

export const updateFleetTaskInputSchema = z
  .object({ fleetTaskId: id, ...fleetTaskFields })
  .refine(distinctDrivers, { path: ["coDriverId"] });

export const fleetTaskIdInputSchema = z.object({ fleetTaskId: id });

export const changeFleetTaskStatusInputSchema = z.object({
  fleetTaskId: id,
  status: z.enum(FLEET_TASK_STATUSES),
});

export const fleetTasksFilterSchema = z.object({
  status: z.enum(FLEET_TASK_STATUSES).nullish(),
  search: text(100).nullish(),
  pagination: paginationInputSchema.default({ page: 1, show: 10 }),
});
