import { type CreateSalesOrderInput, remainingQuantities, salesOrderTotal } from "@armada/domain";
import { deliveryOrderCode, isoTime } from "./deliveryCodes.js";
import { salesOrderCode } from "./salesOrderCodes.js";
import {
  allocationsOf,
  type SalesOrderDeliveryOrder,
  type SalesOrderRow,
  type SalesOrderValues,
} from "./salesOrderRepository.js";

/** The API's sales order: its shown status, each line's shipped and remaining quantity, and its DOs. */
export function toSalesOrderView(row: SalesOrderRow, orders: readonly SalesOrderDeliveryOrder[]) {
  const allocations = allocationsOf(orders);
  const remaining = remainingQuantities(row.lines, allocations);
  return {
    salesOrderId: row.id,
    code: salesOrderCode(row.id),
    status: row.shownStatus,
    customerName: row.customerName,
    billedCustomerName: row.billedCustomerName,
    orderDate: row.orderDate,
    requestedDeliveryWindow: {
      start: isoTime(row.requestedWindowStart),
      end: isoTime(row.requestedWindowEnd),
    },
    destination: {
      address: row.destinationAddress,
      lat: row.destinationLat,
      lng: row.destinationLng,
      geofenceId: row.destinationGeofenceId,
    },
    destinationContactName: row.destinationContactName,
    destinationContactPhone: row.destinationContactPhone,
    lines: row.lines.map((line) => {
      const left = remaining.get(line.lineNo) ?? line.quantity;
      return { ...line, shippedQuantity: line.quantity - left, remainingQuantity: left };
    }),
    totalPrice: salesOrderTotal(row.lines),
    notes: row.notes,
    requiredSkills: row.requiredSkills,
    priority: row.priority,
    deliveryOrders: orders.map((order) => ({ ...order, code: deliveryOrderCode(order.deliveryOrderId) })),
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
export type SalesOrderView = ReturnType<typeof toSalesOrderView>;

/** The stored columns of a parsed input (lines numbered from 1); absent optional fields are cleared. */
export function salesOrderValues(input: CreateSalesOrderInput): SalesOrderValues {
  return {
    customerName: input.customerName,
    billedCustomerName: input.billedCustomerName || null,
    orderDate: input.orderDate,
    requestedWindowStart: input.requestedDeliveryWindow?.start ?? null,
    requestedWindowEnd: input.requestedDeliveryWindow?.end ?? null,
    destinationAddress: input.destination.address,
    destinationLat: input.destination.lat,
    destinationLng: input.destination.lng,
    destinationGeofenceId: input.destination.geofenceId ?? null,
    destinationContactName: input.destinationContactName || null,
    destinationContactPhone: input.destinationContactPhone ?? null,
    lines: input.lines.map((line, index) => ({ lineNo: index + 1, ...line })),
    notes: input.notes || null,
    ...(input.requiredSkills ? { requiredSkills: input.requiredSkills } : {}),
    ...(input.priority ? { priority: input.priority } : {}),
  };
}
