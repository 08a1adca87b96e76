import type { Db } from "../../../db/database.js";
import { driverAtTime } from "../../fleet/index.js";
import { enqueueWhatsAppMany, type OutboxMessageInput } from "../../messaging/index.js";
import type { AlertCounter } from "../alertCounters.js";
import { alertContactMessages } from "../delivery/alertContactMessages.js";
import type { RaisedAlertTap } from "../raisedAlertTaps.js";
import { insertRawAlerts } from "../raw-alerts/rawAlertWriter.js";
import { saveEngineStates } from "./alertEngineStateRepository.js";
import type { ChangedState, PendingAlert } from "./evaluateVehicles.js";
import { raisedAlertEvents } from "./raisedAlertEvents.js";

export interface StoredAlert {
  id: number;
  entry: PendingAlert;
}

/** What modules above alerts do inside a batch's transaction. */
export interface StoredAlertTaps {
  /** counts the stored alerts into the modules' counts (driver-scores) */
  countAlerts: AlertCounter;
  /** keeps the raised alerts (webhooks) */
  tellRaised: RaisedAlertTap;
}

/**
 * One transaction per batch: the raised alerts (each with the driver who drove then: card read, else assignment,
 * else the vehicle's driver now), their counts in the drivers' score days, the WhatsApp messages for their rules'
 * contacts (the outbox), what the taps keep of them and the vehicles' changed engine states, so a restart neither
 * repeats nor forgets an episode. Answers what the batch raised (`raisedAlertEvents`).
 */
export async function storeAlertBatch(
  db: Db,
  pending: readonly PendingAlert[],
  changed: ChangedState[],
  taps: StoredAlertTaps,
) {
  return db.transaction(async (tx) => {
    const alerts = [];
    for (const { alert } of pending) {
      const drove = await driverAtTime(tx, alert.vehicleId, alert.createdOn);
      alerts.push({ ...alert, driverId: drove.source === "none" ? alert.driverId : drove.driverId });
    }
    const ids = await insertRawAlerts(tx, alerts);
    await taps.countAlerts(
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
    const raised = raisedAlertEvents(saved);
    if (raised.events.length > 0) await taps.tellRaised(tx, raised.events);
    await saveEngineStates(tx, changed);
    return raised;
  });
}
