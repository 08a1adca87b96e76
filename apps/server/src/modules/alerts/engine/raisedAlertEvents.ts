import type { AlertRaisedEvent } from "../alertEvents.js";
import type { AddressJob } from "../delivery/alertAddressFiller.js";
import type { StoredAlert } from "./storeAlertBatch.js";

/**
 * What a stored batch raised: its events (told to the raised-alert taps in the batch's transaction), the same by
 * company for `alerts-raised.{company}`, and the addresses to look up.
 */
export function raisedAlertEvents(stored: readonly StoredAlert[]) {
  const events: AlertRaisedEvent[] = [];
  const byCompany = new Map<number, AlertRaisedEvent[]>();
  const addressJobs: AddressJob[] = [];
  for (const { id, entry } of stored) {
    const { alert } = entry;
    const event: AlertRaisedEvent = {
      rawAlertId: id,
      companyId: alert.companyId,
      vehicleId: alert.vehicleId,
      alertCode: alert.alertCode,
      alertRuleIds: alert.alertRuleIds,
      createdOn: alert.createdOn.toISOString(),
    };
    events.push(event);
    const list = byCompany.get(alert.companyId) ?? [];
    list.push(event);
    byCompany.set(alert.companyId, list);
    addressJobs.push({
      rawAlertId: id,
      companyId: alert.companyId,
      latitude: alert.latitude,
      longitude: alert.longitude,
    });
  }
  return { events, byCompany, addressJobs };
}
