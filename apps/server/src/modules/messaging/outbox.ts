import { inArray, max } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { whatsappMessages } from "./messaging.tables.js";
import { notifyOutboxEnqueued } from "./outboxSignal.js";
import type { WhatsAppMessageKind } from "./whatsappMessage.js";

export interface OutboxMessageInput {
  companyId: number;
  /** E.164, e.g. +6281234567890 */
  recipientPhone: string;
  /** Indonesian text, sent as is by text-capable providers */
  body: string;
  kind: WhatsAppMessageKind;
  /** Unique per message ever, e.g. `tlv:12:contact:34:tracking-link`; a repeat inserts nothing. */
  idempotencyKey: string;
  templateName?: string;
  templateParams?: string[];
  temporaryLvId?: number;
  contactId?: number;
}

export interface LatestContactMessage {
  messageId: number;
  status: string;
  lastError: string | null;
  updatedOn: Date;
  kind: string;
}

/** Inserts in the caller's transaction (pass the tx); a repeated idempotencyKey inserts nothing. */
export async function enqueueWhatsApp(db: DbExecutor, message: OutboxMessageInput): Promise<void> {
  await enqueueWhatsAppMany(db, [message]);
}

/** Several messages in one statement (same rules as enqueueWhatsApp). */
export async function enqueueWhatsAppMany(db: DbExecutor, messages: OutboxMessageInput[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(whatsappMessages)
    .values(
      messages.map((message) => ({
        companyId: message.companyId,
        recipientPhone: message.recipientPhone,
        body: message.body,
        kind: message.kind,
        idempotencyKey: message.idempotencyKey,
        templateName: message.templateName ?? null,
        templateParams: message.templateParams ?? null,
        temporaryLvId: message.temporaryLvId ?? null,
        contactId: message.contactId ?? null,
      })),
    )
    .onConflictDoNothing({ target: whatsappMessages.idempotencyKey });
  notifyOutboxEnqueued();
}

/** Latest message per contact (for the contacts table): status, lastError, updatedOn, kind. One query. */
export async function latestMessageByContact(
  db: DbExecutor,
  contactIds: number[],
): Promise<Map<number, LatestContactMessage>> {
  const result = new Map<number, LatestContactMessage>();
  if (contactIds.length === 0) return result;
  const latestIds = db
    .select({ id: max(whatsappMessages.id) })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.contactId, contactIds))
    .groupBy(whatsappMessages.contactId);
  const rows = await db
    .select({
      contactId: whatsappMessages.contactId,
      messageId: whatsappMessages.id,
      status: whatsappMessages.status,
      lastError: whatsappMessages.lastError,
      updatedOn: whatsappMessages.updatedOn,
      kind: whatsappMessages.kind,
    })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.id, latestIds));
  for (const row of rows) {
    if (row.contactId === null) continue;
    result.set(row.contactId, {
      messageId: row.messageId,
      status: row.status,
      lastError: row.lastError,
      updatedOn: row.updatedOn,
      kind: row.kind,
    });
  }
  return result;
}

/** Forgets the contacts in their messages (they are being removed): such a message is then the outbox's alone. */
export async function detachMessagesFromContacts(db: DbExecutor, contactIds: number[]) {
  if (contactIds.length === 0) return;
  await db
    .update(whatsappMessages)
    .set({ contactId: null })
    .where(inArray(whatsappMessages.contactId, contactIds));
}

/** Every WhatsApp message of the contacts, oldest first (what a consignee was sent, for the operators). */
export async function messagesOfContacts(db: DbExecutor, contactIds: number[]) {
  if (contactIds.length === 0) return [];
  return db
    .select({
      contactId: whatsappMessages.contactId,
      kind: whatsappMessages.kind,
      status: whatsappMessages.status,
      createdOn: whatsappMessages.createdOn,
      updatedOn: whatsappMessages.updatedOn,
    })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.contactId, contactIds))
    .orderBy(whatsappMessages.id);
}
