import { alertWhatsAppText, type CompanyTimeZone } from "@armada/domain";
import type { OutboxMessageInput } from "../../messaging/index.js";
import type { NewRawAlert } from "../raw-alerts/rawAlertWriter.js";
import type { CachedRule } from "../rules/companyRules.js";

/**
 * The WhatsApp messages of one stored alert: one per contact with a phone number of the matching rules that
 * notify contacts (a number on several rules gets one message). Idempotent per alert and contact.
 */
export function alertContactMessages(
  rawAlertId: number,
  {
    alert,
    rules,
    licensePlate,
    timeZone,
  }: { alert: NewRawAlert; rules: readonly CachedRule[]; licensePlate: string; timeZone: CompanyTimeZone },
): OutboxMessageInput[] {
  const messages: OutboxMessageInput[] = [];
  const phones = new Set<string>();
  let body: string | null = null;
  for (const rule of rules) {
    for (const contact of rule.whatsappContacts) {
      if (phones.has(contact.phoneNumber)) continue;
      phones.add(contact.phoneNumber);
      body ??= alertWhatsAppText({ ...alert, licensePlate, timeZone });
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
