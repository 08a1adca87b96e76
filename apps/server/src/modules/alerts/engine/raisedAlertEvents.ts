import type { AlertRaisedEvent } from "../alertEvents.js";
import type { AddressJob } from "../delivery/alertAddressFiller.js";
import type { StoredAlert } from "./storeAlertBatch.js";

/** What follows a stored batch: the `alerts-raised.{company}` events and the addresses to look up. */
export function raisedAlertEvents(stored: readonly StoredAlert[]) {
  const byCompany = new Map<number, AlertRaisedEvent[]>();
  const addressJobs: AddressJob[] = [];
  for (const { id, entry } of stored) {
    const { alert } = entry;
    const list = byCompany.get(alert.companyId) ?? [];
    list.push({
      rawAlertId: id,
      companyId: alert.companyId,
      vehicleId: alert.vehicleId,
      alertCode: alert.alertCode,
      alertRuleIds: alert.alertRuleIds,
      createdOn: alert.createdOn.toISOString(),
    });
    byCompany.set(alert.companyId, list);
    addressJobs.push({
      rawAlertId: id,
      companyId: alert.companyId,
      latitude: alert.latitude,
      longitude: alert.longitude,
    });
  }
  return { byCompany, addressJobs };
}
