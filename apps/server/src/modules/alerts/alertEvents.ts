import type { AlertsResolvedNotice } from "@armada/domain";
import type { TransactionTap } from "../../platform/transactionTaps.js";

/** Published by the alert engine on `topics.alertsRaised(companyId)` after the alerts are stored. */
export interface AlertRaisedEvent {
  rawAlertId: number;
  companyId: number;
  vehicleId: number;
  alertCode: number;
  alertRuleIds: number[];
  /** ISO time the alert happened */
  createdOn: string;
}

/** Published on `topics.alertRuleChanges(companyId)` by every alert rule create/update/delete. */
export interface AlertRuleChangeEvent {
  companyId: number;
  alertRuleIds: number[];
}

/** A Resolve or FalseAlert action on a company's alerts, as its transaction commits it. */
export interface AlertResolution {
  companyId: number;
  notice: AlertsResolvedNotice;
  /** the first user log the action wrote: names the action, never reused */
  firstLogId: number;
  /** when the action was done */
  doneOn: Date;
}

/**
 * Told of a Resolve or FalseAlert action inside the transaction that applies it (webhooks captures `alert.resolved`
 * there, so a resolution made while its instance dies before the bus hears it is still sent).
 */
export type ResolvedAlertTap = TransactionTap<[resolution: AlertResolution]>;
