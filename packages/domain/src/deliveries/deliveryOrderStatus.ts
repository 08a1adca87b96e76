import { canMove, type StatusMachine } from "./statusMachine.js";

/**
 * A delivery order's statuses (issue 33): Draf → Dikonfirmasi → Dijadwalkan → Dijalankan → Diambil → Terkirim, plus
 * Gagal and Dibatalkan. The API speaks the English names; the web shows the Indonesian labels.
 */
export const DELIVERY_ORDER_STATUSES = [
  "DRAFT",
  "CONFIRMED",
  "SCHEDULED",
  "IN_PROGRESS",
  "PICKED_UP",
  "DELIVERED",
  "FAILED",
  "CANCELED",
] as const;

export type DeliveryOrderStatus = (typeof DELIVERY_ORDER_STATUSES)[number];

/**
 * SCHEDULED goes back to CONFIRMED when its fleet task is canceled or the stop removed; once the vehicle runs the
 * order can no longer be canceled, only fail.
 */
export const DELIVERY_ORDER_MACHINE: StatusMachine<DeliveryOrderStatus> = {
  DRAFT: ["CONFIRMED", "CANCELED"],
  CONFIRMED: ["DRAFT", "SCHEDULED", "CANCELED"],
  SCHEDULED: ["CONFIRMED", "IN_PROGRESS", "CANCELED"],
  IN_PROGRESS: ["PICKED_UP", "FAILED"],
  PICKED_UP: ["DELIVERED", "FAILED"],
  DELIVERED: [],
  FAILED: [],
  CANCELED: [],
};

/** Statuses whose details (addresses, windows, items) may still change. */
export const EDITABLE_DELIVERY_ORDER_STATUSES: readonly DeliveryOrderStatus[] = ["DRAFT", "CONFIRMED"];

/** Only a draft may be deleted; anything later is canceled, so its history stays. */
export const DELETABLE_DELIVERY_ORDER_STATUSES: readonly DeliveryOrderStatus[] = ["DRAFT"];

/** The statuses a planner may put on a fleet task. */
export const SCHEDULABLE_DELIVERY_ORDER_STATUSES: readonly DeliveryOrderStatus[] = ["CONFIRMED"];

/** Statuses only a fleet task sets: putting the order on a task, starting the task. */
const TASK_DRIVEN: readonly DeliveryOrderStatus[] = ["SCHEDULED", "IN_PROGRESS"];

/**
 * True when a planner may move an order from `from` to `to` by hand: a move of the machine that is not the fleet
 * task's own (scheduling, starting), and not away from SCHEDULED (the task cancels or is deleted for that).
 */
export function isManualDeliveryOrderMove(from: DeliveryOrderStatus, to: DeliveryOrderStatus): boolean {
  return canMove(DELIVERY_ORDER_MACHINE, from, to) && !TASK_DRIVEN.includes(to) && from !== "SCHEDULED";
}
