import { alertWhatsAppText } from "@armada/domain";
import type { OutboxMessageInput } from "../messaging/outbox.js";
import type { CachedRule } from "./alertRuleCache.js";
import type { NewRawAlert } from "./rawAlertWriter.js";

/**
 * The WhatsApp messages of one stored alert: one per contact with a phone number of the matching rules that
 * notify contacts (a number on several rules gets one message). Idempotent per alert and contact.
 */
export function alertContactMessages(
  rawAlertId: number,
  alert: NewRawAlert,
  rules: readonly CachedRule[],
  licensePlate: string,
): OutboxMessageInput[] {
  const messages: OutboxMessageInput[] = [];
  const phones = new Set<string>();
  let body: string | null = null;
  for (const rule of rules) {
    for (const contact of rule.whatsappContacts) {
      if (phones.has(contact.phoneNumber)) continue;
      phones.add(contact.phoneNumber);
      body ??= alertWhatsAppText({ ...alert, licensePlate });
      messages.push({
        companyId: alert.companyId,
        recipientPhone: contact.phoneNumber,
        body,
        kind: "alert",
        idempotencyKey: `alert:${rawAlertId}:contact:${contact.contactId}`,
      });
    }
  }
  return messages;
}
