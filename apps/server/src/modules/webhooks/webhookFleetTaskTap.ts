import type { FleetTaskStatusTap } from "../deliveries/index.js";
import { eventCapture } from "./webhookEvents.js";
import type { WebhookInterest } from "./webhookInterest.js";
import { webhookCaptures } from "./webhooks.tables.js";

/**
 * A `fleet_task.status_changed` capture for each task made or moved, in the transaction that does it. A task leaves
 * started, ended and canceled never; it may go back and forth between draft and scheduled, so those ids carry the
 * move's time.
 */
export function createWebhookFleetTaskTap(interest: WebhookInterest): FleetTaskStatusTap {
  return async (tx, move) => {
    if (!interest.wants(move.companyId, ["fleet_task.status_changed"])) return;
    const repeatable = move.status === "DRAFT" || move.status === "SCHEDULED";
    await tx.insert(webhookCaptures).values(
      eventCapture({
        companyId: move.companyId,
        id: repeatable
          ? `fleet_task.${move.fleetTaskId}.${move.status}.${move.movedOn.getTime()}`
          : `fleet_task.${move.fleetTaskId}.${move.status}`,
        type: "fleet_task.status_changed",
        createdOn: move.movedOn,
        data: { fleetTaskId: move.fleetTaskId, status: move.status, isInstant: move.isInstant },
      }),
    );
  };
}
