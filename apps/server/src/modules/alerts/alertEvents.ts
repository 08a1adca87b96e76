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
