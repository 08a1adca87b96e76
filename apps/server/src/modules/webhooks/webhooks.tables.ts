import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/index.js";
import { companies } from "../company/index.js";

/**
 * A company's webhook subscriptions (issue 37). The secret signs every delivery, so it is kept as is (unlike an API
 * key's hash) and answered once, when the subscription is made; `secret_prefix` tells subscriptions apart.
 */
export const webhookSubscriptions = pgTable(
  "webhook_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    secretPrefix: text("secret_prefix").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(true),
    /** why it was switched off by the server (persistent failure); null when by a person, or enabled */
    disabledReason: text("disabled_reason"),
    /** final failures in a row and when the first of them happened (the disable rule, packages/domain webhooks) */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdByUserId: integer("created_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_subscriptions_company_idx").on(table.companyId, table.createdOn)],
);

/**
 * One event for one subscription: the outbox row the shared outbox worker claims, retries and settles, and the
 * delivery log's line (its latest attempt). The body is fixed when the event is queued, so every attempt sends the
 * same bytes; `(subscription_id, event_id)` is unique, so an event heard twice (two instances) is queued once.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    /** queued, sending, sent or failed */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    responseStatus: smallint("response_status"),
    durationMs: integer("duration_ms"),
    lastError: text("last_error"),
    /** the first characters of the receiver's answer, no more */
    responseExcerpt: text("response_excerpt"),
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
    deliveredOn: timestamp("delivered_on", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_uq").on(table.subscriptionId, table.eventId),
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    index("webhook_deliveries_subscription_idx").on(table.subscriptionId, table.createdOn),
  ],
);

/**
 * What the position path and the other sources stored for webhooks, written in the same transaction as the fact
 * itself (issue 37): a batch of a company's positions (`kind` positions, `data` the positions) or one event
 * (`kind` event, with its id and type). The capture relay turns rows into deliveries and deletes them in one
 * transaction, so a process killed between the two loses and repeats nothing.
 */
export const webhookCaptures = pgTable(
  "webhook_captures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"positions" | "event">().notNull(),
    eventId: text("event_id"),
    eventType: text("event_type"),
    data: jsonb("data").notNull(),
    /** an event's time (when the alert happened, the ignition switched), a positions batch's capture */
    createdOn: timestamp("created_on", { withTimezone: true }).notNull().defaultNow(),
    /** when the fact was stored: only a subscription made by then gets its event */
    recordedOn: timestamp("recorded_on", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_captures_company_idx").on(table.companyId, table.id)],
);

/** The fences each vehicle was inside at its last relayed position: what `geofence.entered`/`exited` compare to. */
export const webhookGeofencePresence = pgTable("webhook_geofence_presence", {
  vehicleId: integer("vehicle_id").primaryKey(),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  geofenceIds: integer("geofence_ids").array().notNull(),
  updatedOn: timestamp("updated_on", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where a scanned source (proofs of delivery) is read from: the latest time read less an overlap, so a row committed
 * after a later one was read is still found (event ids dedupe what is read twice). Starts at the first scan's time.
 */
export const webhookCursors = pgTable("webhook_cursors", {
  source: text("source").primaryKey(),
  reached: timestamp("reached", { withTimezone: true }).notNull(),
});
