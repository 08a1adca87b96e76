/**
 * Topics are dot-separated (`positions.12`); a subscription pattern may use `*` for one segment
 * (`positions.*`), as NATS subjects do, so the two implementations behave alike.
 */
export interface EventBus {
  publish<T>(topic: string, payload: T): void;
  subscribe<T>(pattern: string, handler: (payload: T, topic: string) => void): () => void;
  close(): Promise<void>;
}

export const topics = {
  vehicleUpdates: (companyId: number) => `vehicle-updates.${companyId}`,
  allVehicleUpdates: "vehicle-updates.*",
  /** vehicles or devices of a company were created, changed or deleted */
  fleetChanges: (companyId: number) => `fleet-changes.${companyId}`,
  allFleetChanges: "fleet-changes.*",
  /** geofences of a company were created, changed or deleted (the alert engine reloads them) */
  geofenceChanges: (companyId: number) => `geofence-changes.${companyId}`,
  allGeofenceChanges: "geofence-changes.*",
  /** temporary live views of a company were created, changed or deleted */
  liveViewChanges: (companyId: number) => `live-view-changes.${companyId}`,
  allLiveViewChanges: "live-view-changes.*",
  /** the alert engine raised alerts (payload AlertRaisedEvent[], see modules/alerts/alertEvents.ts) */
  alertsRaised: (companyId: number) => `alerts-raised.${companyId}`,
  allAlertsRaised: "alerts-raised.*",
  /** alert rules of a company were created, changed or deleted (the engine reloads them) */
  alertRuleChanges: (companyId: number) => `alert-rule-changes.${companyId}`,
  allAlertRuleChanges: "alert-rule-changes.*",
  /** users resolved, reopened or false-alerted alerts of a company (payload AlertsResolvedEvent) */
  alertsResolved: (companyId: number) => `alerts-resolved.${companyId}`,
  allAlertsResolved: "alerts-resolved.*",
} as const;
