import type { RaisedAlertTap, ResolvedAlertTap } from "../alerts/index.js";
import { eventCapture } from "./webhookEvents.js";
import type { WebhookInterest } from "./webhookInterest.js";
import { webhookCaptures } from "./webhooks.tables.js";

/**
 * The webhooks' share of the alert engine's batches: an `alert.raised` capture per alert of a company that wants it,
 * in the transaction that stores the alert (the capture relay queues it), so an instance dying between the two
 * loses nothing.
 */
export function createWebhookAlertTap(interest: WebhookInterest): RaisedAlertTap {
  return async (tx, alerts) => {
    const captures = alerts
      .filter((alert) => interest.wants(alert.companyId, ["alert.raised"]))
      .map((alert) =>
        eventCapture({
          companyId: alert.companyId,
          id: `alert.raised.${alert.rawAlertId}`,
          type: "alert.raised",
          createdOn: new Date(alert.createdOn),
          data: {
            rawAlertId: alert.rawAlertId,
            vehicleId: alert.vehicleId,
            alertCode: alert.alertCode,
            alertRuleIds: alert.alertRuleIds,
          },
        }),
      );
    if (captures.length > 0) await tx.insert(webhookCaptures).values(captures);
  };
}

/**
 * An `alert.resolved` capture for a Resolve or FalseAlert action (not one reopening alerts), in the action's
 * transaction: the user logs keep no selection mode or range, so the resolution could not be read back from them.
 */
export function createWebhookResolutionTap(interest: WebhookInterest): ResolvedAlertTap {
  return async (tx, { companyId, notice, firstLogId, doneOn }) => {
    if (!notice.resolved || !interest.wants(companyId, ["alert.resolved"])) return;
    await tx.insert(webhookCaptures).values(
      eventCapture({
        companyId,
        id: `alert.resolved.${firstLogId}`,
        type: "alert.resolved",
        createdOn: doneOn,
        data: {
          action: notice.actionType,
          mode: notice.mode,
          rawAlertIds: notice.rawAlertIds,
          startTime: notice.startTime,
          endTime: notice.endTime,
          vehicleIds: Object.keys(notice.vehicles).map(Number),
          userName: notice.userName,
        },
      }),
    );
  };
}
