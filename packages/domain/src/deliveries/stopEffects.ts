import type { DeliveryOrderStatus } from "./deliveryOrderStatus.js";
import type { StopActivity } from "./stopVisit.js";

/**
 * The order's status once the vehicle was detected at one of its stops: its pickup visited, the goods are taken
 * (Diambil). A drop is not delivered until the driver confirms it (deliveryOrderMovesToDelivered). Null: no move.
 */
export function deliveryOrderStatusAfterVisit(
  activity: StopActivity,
  current: DeliveryOrderStatus,
): DeliveryOrderStatus | null {
  return activity === "PICKUP" && current === "IN_PROGRESS" ? "PICKED_UP" : null;
}

/**
 * The moves that take a running order to Terkirim when its drop is confirmed, in the machine's order: through
 * Diambil when no pickup was detected (an order loaded before the task, or a pickup the positions missed).
 * Empty when the order is not running.
 */
export function deliveryOrderMovesToDelivered(current: DeliveryOrderStatus): DeliveryOrderStatus[] {
  if (current === "IN_PROGRESS") return ["PICKED_UP", "DELIVERED"];
  if (current === "PICKED_UP") return ["DELIVERED"];
  return [];
}
