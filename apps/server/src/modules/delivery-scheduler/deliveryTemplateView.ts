import type { DeliveryOrderStatus } from "@armada/domain";
import { nextScheduleOccurrences } from "@armada/domain/schedule-occurrences";
import { deliveryOrderCode } from "../deliveries/index.js";
import type { DeliveryTemplateRow } from "./deliveryTemplateRepository.js";

/** How many of a template's next days the list shows. */
const NEXT_DAYS = 5;

export interface TemplateOrder {
  runDate: string;
  deliveryOrderId: number | null;
  status: DeliveryOrderStatus | null;
}

/** The API's template from its row: with its next days from `today` and the orders it made (`orders`). */
export function toDeliveryTemplateView(row: DeliveryTemplateRow, today: string, orders: TemplateOrder[]) {
  return {
    deliveryTemplateId: row.id,
    name: row.name,
    status: row.status,
    customerName: row.customerName,
    origin: row.origin,
    destination: row.destination,
    items: row.items,
    notes: row.notes,
    requiredSkills: row.requiredSkills,
    priority: row.priority,
    pickupWindow: row.pickupWindow,
    deliveryWindow: row.deliveryWindow,
    schedule: row.schedule,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    horizonDays: row.horizonDays,
    skipHolidays: row.skipHolidays,
    defaultVehicleId: row.defaultVehicleId,
    defaultDriverId: row.defaultDriverId,
    nextOccurrences: nextScheduleOccurrences(row.schedule, row, today, NEXT_DAYS),
    orders: orders.map((order) => ({
      runDate: order.runDate,
      deliveryOrderId: order.deliveryOrderId,
      code: order.deliveryOrderId === null ? null : deliveryOrderCode(order.deliveryOrderId),
      status: order.status,
    })),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
