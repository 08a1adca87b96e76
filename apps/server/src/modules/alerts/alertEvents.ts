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

/**
 * Published on `topics.alertsResolved(companyId)` after a Resolve or FalseAlert action; the notifier sends
 * it to the company's sockets as `alert-center-resolve-{companyId}` (this is the message's `data`).
 */
export interface AlertsResolvedEvent {
  /** a = All, s = Selection, e = Exclude */
  mode: "a" | "s" | "e";
  startTime: string | null;
  endTime: string | null;
  /** which action: Resolve sets isResolved, FalseAlert sets isFalseAlert */
  actionType: "Resolve" | "FalseAlert";
  /** true when the alerts are now resolved or false alerts, false when reopened (unchecked or cancelled) */
  resolved: boolean;
  userId: number;
  userName: string;
  /** vehicleId → licensePlate of the affected alerts */
  vehicles: Record<string, string>;
  rawAlertIds: number[];
}
