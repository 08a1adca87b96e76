import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";
import type { WhatsAppMessageStatus } from "../messaging/index.js";

/** The server's VAPID key pair (Web Push), made on first start and kept: subscriptions are bound to its public key. */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    /** base64url, uncompressed P-256 point */
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("vapid_keys_single_row", sql`${table.id} = 1`)],
);

/** A browser's push subscription of a user (registerPushToken). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** the browser's P-256 public key and auth secret, base64url */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_uq").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId),
  ],
);

/** Outbox of Web Push messages (alerts), sent by the push worker; same statuses as the WhatsApp outbox. */
export const pushMessages = pgTable(
  "push_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** JSON given to the service worker: {title, body, url, tag} */
    payload: text("payload").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<WhatsAppMessageStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    sentOn: timestamp("sent_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("push_messages_idempotency_key_uq").on(table.idempotencyKey),
    index("push_messages_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
  ],
);
