import type { DeliveryOrderStatus } from "./deliveryOrderStatus.js";
import type { StatusMachine } from "./statusMachine.js";

/** A fleet task's statuses (issue 33); ENDED is shown as "Selesai". */
export const FLEET_TASK_STATUSES = ["DRAFT", "SCHEDULED", "STARTED", "ENDED", "CANCELED"] as const;

export type FleetTaskStatus = (typeof FLEET_TASK_STATUSES)[number];

export const FLEET_TASK_MACHINE: StatusMachine<FleetTaskStatus> = {
  DRAFT: ["SCHEDULED", "CANCELED"],
  SCHEDULED: ["DRAFT", "STARTED", "CANCELED"],
  STARTED: ["ENDED", "CANCELED"],
  ENDED: [],
  CANCELED: [],
};

/** A task whose stops may be changed freely; after the start a change is an audited intervention. */
export const PLANNING_FLEET_TASK_STATUSES: readonly FleetTaskStatus[] = ["DRAFT", "SCHEDULED"];

/** Only a task that never ran may be deleted. */
export const DELETABLE_FLEET_TASK_STATUSES: readonly FleetTaskStatus[] = ["DRAFT", "SCHEDULED"];

/**
 * What a task's move does to the delivery orders on it, given an order's current status: the order's new status, or
 * null when it stays. Starting runs the scheduled orders; canceling (or deleting) hands them back to the planner.
 */
export function deliveryOrderStatusAfterTask(
  task: FleetTaskStatus,
  order: DeliveryOrderStatus,
): DeliveryOrderStatus | null {
  if (task === "STARTED" && order === "SCHEDULED") return "IN_PROGRESS";
  if (task === "CANCELED" && order === "SCHEDULED") return "CONFIRMED";
  return null;
}
