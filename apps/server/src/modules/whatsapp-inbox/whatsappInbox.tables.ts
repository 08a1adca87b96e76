import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { deliveryOrders } from "../deliveries/index.js";

/**
 * A recipient's WhatsApp conversation with one company, about one link (one temporary live view contact, and so one
 * delivery order when the link is a consignee's). No foreign key to the contact: the conversation is the audit of
 * what was said and outlives a removed contact or link.
 */
export const whatsappConversations = pgTable(
  "whatsapp_conversations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** E.164 */
    phone: text("phone").notNull(),
    contactId: integer("contact_id").notNull(),
    temporaryLvId: integer("temporary_lv_id").notNull(),
    /** the link's name when the conversation began (the link may go) */
    linkName: text("link_name").notNull(),
    contactLabel: text("contact_label").notNull(),
    deliveryOrderId: integer("delivery_order_id").references(() => deliveryOrders.id, {
      onDelete: "set null",
    }),
    /** the recipient's last message: replies are free text for 24 hours after it (WhatsApp's service window) */
    lastInboundOn: timestamp("last_inbound_on", { withTimezone: true }),
    lastMessageOn: timestamp("last_message_on", { withTimezone: true }).notNull().defaultNow(),
    /** recipient messages the operator has not opened yet */
    unreadCount: integer("unread_count").notNull().default(0),
    /** a question no rule answered, or an exception ("belum", "rusak"): for the operator, until they reply */
    needsOperatorSince: timestamp("needs_operator_since", { withTimezone: true }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("whatsapp_conversations_contact_uq").on(table.companyId, table.contactId),
    index("whatsapp_conversations_company_idx").on(table.companyId, table.lastMessageOn),
    index("whatsapp_conversations_phone_idx").on(table.phone),
  ],
);

export type WhatsappInboxDirection = "IN" | "OUT";
/** Who answered: a rule (the intent's), the operator, or nobody (stored only). */
export type WhatsappInboxAnswerer = "rule" | "operator";

/**
 * Every message in and out, audited: a recipient's message with the intent and the rule that read it; an answer
 * with the rule or the operator who gave it and its outbox message. A message from a number that is no company's
 * recipient is stored without company and conversation, and never answered.
 */
export const whatsappInboxMessages = pgTable(
  "whatsapp_inbox_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    conversationId: integer("conversation_id").references(() => whatsappConversations.id, {
      onDelete: "cascade",
    }),
    direction: text("direction").$type<WhatsappInboxDirection>().notNull(),
    /** E.164 of the recipient (sender of IN, addressee of OUT) */
    phone: text("phone").notNull(),
    body: text("body").notNull(),
    /** meta-cloud or fonnte (IN) */
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    /** `${provider}:${providerMessageId}:${conversationId ?? "none"}`: a webhook delivered twice stores once */
    dedupeKey: text("dedupe_key"),
    intent: text("intent"),
    /** the rule that read an IN message, or that wrote an OUT answer (`answer.where`, `rate-limited`, ...) */
    rule: text("rule"),
    answeredBy: text("answered_by").$type<WhatsappInboxAnswerer>(),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    /** the outbox message that carries an OUT answer (no foreign key: the outbox stands below) */
    outboxMessageId: integer("outbox_message_id"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("whatsapp_inbox_messages_dedupe_uq").on(table.dedupeKey),
    index("whatsapp_inbox_messages_conversation_idx").on(table.conversationId, table.id),
    index("whatsapp_inbox_messages_phone_idx").on(table.phone, table.createdOn),
  ],
);
