import type { Db } from "../../../db/database.js";
import { enqueueWhatsAppMany, type OutboxMessageInput } from "../../messaging/outbox.js";
import { alertContactMessages } from "../delivery/alertContactMessages.js";
import { insertRawAlerts } from "../raw-alerts/rawAlertWriter.js";
import { saveEngineStates } from "./alertEngineStateRepository.js";
import type { ChangedState, PendingAlert } from "./evaluateVehicles.js";

export interface StoredAlert {
  id: number;
  entry: PendingAlert;
}

/**
 * One transaction per batch: the raised alerts, the WhatsApp messages for their rules' contacts (the outbox)
 * and the vehicles' changed engine states, so a restart neither repeats nor forgets an episode.
 */
export async function storeAlertBatch(
  db: Db,
  pending: readonly PendingAlert[],
  changed: ChangedState[],
): Promise<StoredAlert[]> {
  return db.transaction(async (tx) => {
    const ids = await insertRawAlerts(
      tx,
      pending.map((entry) => entry.alert),
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
