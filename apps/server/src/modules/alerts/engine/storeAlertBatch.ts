import type { Db } from "../../../db/database.js";
import { driverAtTime } from "../../fleet/index.js";
import { enqueueWhatsAppMany, type OutboxMessageInput } from "../../messaging/index.js";
import type { AlertCounter } from "../alertCounters.js";
import { alertContactMessages } from "../delivery/alertContactMessages.js";
import { insertRawAlerts } from "../raw-alerts/rawAlertWriter.js";
import { saveEngineStates } from "./alertEngineStateRepository.js";
import type { ChangedState, PendingAlert } from "./evaluateVehicles.js";

export interface StoredAlert {
  id: number;
  entry: PendingAlert;
}

/**
 * One transaction per batch: the raised alerts (each with the driver who drove then: card read, else assignment,
 * else the vehicle's driver now), their counts in the drivers' score days, the WhatsApp messages for their rules'
 * contacts (the outbox) and the vehicles' changed engine states, so a restart neither repeats nor forgets an episode.
 */
export async function storeAlertBatch(
  db: Db,
  pending: readonly PendingAlert[],
  changed: ChangedState[],
  countAlerts: AlertCounter,
): Promise<StoredAlert[]> {
  return db.transaction(async (tx) => {
    const alerts = [];
    for (const { alert } of pending) {
      const drove = await driverAtTime(tx, alert.vehicleId, alert.createdOn);
      alerts.push({ ...alert, driverId: drove.source === "none" ? alert.driverId : drove.driverId });
    }
    const ids = await insertRawAlerts(tx, alerts);
    await countAlerts(
      tx,
      alerts.filter((_, index) => ids[index] !== null),
      1,
    );
    const messages: OutboxMessageInput[] = [];
    const saved: StoredAlert[] = [];
    ids.forEach((id, index) => {
      const entry = pending[index];
      if (id === null || !entry) return;
      saved.push({ id, entry });
      messages.push(...alertContactMessages(id, entry));
    });
    await enqueueWhatsAppMany(tx, messages);
    await saveEngineStates(tx, changed);
    return saved;
  });
}
