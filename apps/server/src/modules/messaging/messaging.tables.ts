import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "../../db/bytea.js";
import { companies } from "../company/index.js";
import type { WhatsAppMessageKind, WhatsAppMessageStatus } from "./whatsappMessage.js";

/** Transactional outbox of WhatsApp messages; the worker sends them (at most once, see docs/decisions.md). */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /**
     * The temporary live view and contact a link message went to. No foreign keys: the outbox stands below the
     * temporary live views; removing a contact detaches its messages (detachMessagesFromContacts), and a view goes
     * only with its company, whose messages go with it.
     */
    temporaryLvId: integer("temporary_lv_id"),
    contactId: integer("contact_id"),
    kind: text("kind").$type<WhatsAppMessageKind>().notNull(),
    /** E.164 */
    recipientPhone: text("recipient_phone").notNull(),
    /** Indonesian text */
    body: text("body").notNull(),
    templateName: text("template_name"),
    templateParams: jsonb("template_params").$type<string[]>(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<WhatsAppMessageStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
    sentOn: timestamp("sent_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("whatsapp_messages_idempotency_key_uq").on(table.idempotencyKey),
    index("whatsapp_messages_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index("whatsapp_messages_contact_idx").on(table.contactId, table.id),
    index("whatsapp_messages_company_idx").on(table.companyId, table.createdOn),
    index("whatsapp_messages_provider_id_idx").on(table.providerMessageId),
  ],
);

/**
 * Transactional outbox of e-mails (verification links); the e-mail worker sends them through SMTP, or only logs
 * them with the default `log` transport. Same statuses and at-most-once rule as WhatsApp messages.
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    recipientEmail: text("recipient_email").notNull(),
    subject: text("subject").notNull(),
    /** plain text */
    body: text("body").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<WhatsAppMessageStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
    sentOn: timestamp("sent_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("email_messages_idempotency_key_uq").on(table.idempotencyKey),
    index("email_messages_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index("email_messages_company_idx").on(table.companyId, table.createdOn),
  ],
);

/** Files sent with an e-mail of the outbox (a scheduled report's XLSX or PDF), written with it in one transaction. */
export const emailAttachments = pgTable(
  "email_attachments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    emailMessageId: integer("email_message_id")
      .notNull()
      .references(() => emailMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [index("email_attachments_message_idx").on(table.emailMessageId)],
);
