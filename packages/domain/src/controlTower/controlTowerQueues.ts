import { ALERT_CODE } from "../alerts/alertCodeNumbers.js";

/** The control tower's exception queues, in the order the board shows them. */
export const CONTROL_TOWER_QUEUES = [
  "LATE_STOP",
  "OFF_ROUTE",
  "LONG_STOP",
  "SPEEDING",
  "FATIGUE",
  "OFFLINE_ON_TASK",
  "DOCUMENT_EXPIRED",
  "SERVICE_OVERDUE",
  "FUEL_DRAIN",
  "CONSIGNEE_COMPLAINT",
] as const;
export type ControlTowerQueue = (typeof CONTROL_TOWER_QUEUES)[number];

/** An exception's handling: baru (nobody yet), ditangani (someone took it), selesai (handled). */
export const CONTROL_TOWER_STATUSES = ["BARU", "DITANGANI", "SELESAI"] as const;
export type ControlTowerStatus = (typeof CONTROL_TOWER_STATUSES)[number];

/**
 * The queues fed by unresolved alerts: the stop visit worker raises off-route and long-stop alerts (their metres and
 * minutes are the alert rules' thresholds), the engine speeding and fatigue, the fuel worker a drain.
 */
export const ALERT_QUEUE_CODES: Partial<Record<ControlTowerQueue, readonly number[]>> = {
  OFF_ROUTE: [ALERT_CODE.fleetOrderOffRoute],
  LONG_STOP: [ALERT_CODE.fleetOrderLongStop],
  SPEEDING: [ALERT_CODE.overspeed, ALERT_CODE.adasSpeedSignExceeded],
  FATIGUE: [ALERT_CODE.dmsFatigue, ALERT_CODE.continuousDriving],
  FUEL_DRAIN: [ALERT_CODE.fuelLoss],
};

/** The queue an alert of `alertCode` belongs to, or null when the control tower does not watch it. */
export function queueOfAlertCode(alertCode: number): ControlTowerQueue | null {
  for (const [queue, codes] of Object.entries(ALERT_QUEUE_CODES))
    if (codes?.includes(alertCode)) return queue as ControlTowerQueue;
  return null;
}

export const CONTROL_TOWER_ALERT_CODES: readonly number[] = Object.values(ALERT_QUEUE_CODES).flat();
