import type { DeliveryOrderStatus } from "./deliveryOrderStatus.js";
import type { StopOutcomeKind } from "./driverActions.js";
import type { StopActivity } from "./stopVisit.js";

/**
 * The moves of a delivery order when one of its stops is visited (detected from the positions or confirmed by the driver) or finished by the driver (through DELIVERY_ORDER_MACHINE): a pickup
 * visited is Diambil; a drop delivered is Terkirim (through Diambil when the pickup was never confirmed); a failed
 * stop is Gagal. Empty when the order is past that point already (a replay, or a final status).
 */
export function deliveryOrderMovesAfterStop(
  activity: StopActivity,
  outcome: "VISITED" | StopOutcomeKind,
  order: DeliveryOrderStatus,
): DeliveryOrderStatus[] {
  if (outcome === "FAILED") return order === "IN_PROGRESS" || order === "PICKED_UP" ? ["FAILED"] : [];
  if (activity === "PICKUP") return order === "IN_PROGRESS" ? ["PICKED_UP"] : [];
  if (outcome !== "DELIVERED") return [];
  if (order === "IN_PROGRESS") return ["PICKED_UP", "DELIVERED"];
  return order === "PICKED_UP" ? ["DELIVERED"] : [];
}
