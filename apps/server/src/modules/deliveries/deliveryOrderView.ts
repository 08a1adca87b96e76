import type { CreateDeliveryOrderInput } from "@armada/domain";
import { deliveryOrderCode, isoTime } from "./deliveryCodes.js";
import type { DeliveryOrderRow, DeliveryOrderValues } from "./deliveryOrderRepository.js";
import { salesOrderCode } from "./salesOrderCodes.js";

const sum = (items: DeliveryOrderRow["items"], of: (item: DeliveryOrderRow["items"][number]) => number) =>
  Math.round(items.reduce((total, item) => total + of(item) * item.quantity, 0) * 1000) / 1000;

/** The API's delivery order from its row. */
export function toDeliveryOrderView(row: DeliveryOrderRow) {
  return {
    deliveryOrderId: row.id,
    code: deliveryOrderCode(row.id),
    status: row.status,
    customerName: row.customerName,
    billedCustomerName: row.billedCustomerName,
    shipmentNumber: row.shipmentNumber,
    origin: {
      address: row.originAddress,
      lat: row.originLat,
      lng: row.originLng,
      geofenceId: row.originGeofenceId,
    },
    destination: {
      address: row.destinationAddress,
      lat: row.destinationLat,
      lng: row.destinationLng,
      geofenceId: row.destinationGeofenceId,
    },
    destinationContactName: row.destinationContactName,
    destinationContactPhone: row.destinationContactPhone,
    pickupWindow: { start: isoTime(row.pickupWindowStart), end: isoTime(row.pickupWindowEnd) },
    deliveryWindow: { start: isoTime(row.deliveryWindowStart), end: isoTime(row.deliveryWindowEnd) },
    items: row.items,
    totalWeightKg: sum(row.items, (item) => item.weightKg),
    totalVolumeM3: sum(row.items, (item) => item.volumeM3),
    customFields: row.customFields,
    notes: row.notes,
    requiredSkills: row.requiredSkills,
    priority: row.priority,
    fleetTaskId: row.fleetTaskId,
    salesOrderId: row.salesOrderId,
    salesOrderCode: row.salesOrderId === null ? null : salesOrderCode(row.salesOrderId),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

/**
 * The stored columns of a parsed input; absent optional fields are cleared (an edit sends the whole order), except
 * the required skills, which older clients do not send: absent they stay as they are (none on a new order).
 */
export function deliveryOrderValues(input: CreateDeliveryOrderInput): DeliveryOrderValues {
  return {
    customerName: input.customerName,
    billedCustomerName: input.billedCustomerName ?? null,
    shipmentNumber: input.shipmentNumber ?? null,
    originAddress: input.origin.address,
    originLat: input.origin.lat,
    originLng: input.origin.lng,
    originGeofenceId: input.origin.geofenceId ?? null,
    destinationAddress: input.destination.address,
    destinationLat: input.destination.lat,
    destinationLng: input.destination.lng,
    destinationGeofenceId: input.destination.geofenceId ?? null,
    destinationContactName: input.destinationContactName || null,
    destinationContactPhone: input.destinationContactPhone ?? null,
    pickupWindowStart: input.pickupWindow?.start ?? null,
    pickupWindowEnd: input.pickupWindow?.end ?? null,
    deliveryWindowStart: input.deliveryWindow?.start ?? null,
    deliveryWindowEnd: input.deliveryWindow?.end ?? null,
    items: input.items,
    customFields: input.customFields,
    notes: input.notes ?? null,
    ...(input.requiredSkills ? { requiredSkills: input.requiredSkills } : {}),
    ...(input.priority ? { priority: input.priority } : {}),
  };
}
