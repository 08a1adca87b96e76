import { and, arrayOverlaps, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import type { OutboxOutcome } from "../messaging/index.js";
import { webhookDeliveries, webhookSubscriptions } from "./webhooks.tables.js";

export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What the list shows of a subscription: never its secret. */
const listed = {
  id: webhookSubscriptions.id,
  name: webhookSubscriptions.name,
  url: webhookSubscriptions.url,
  events: webhookSubscriptions.events,
  secretPrefix: webhookSubscriptions.secretPrefix,
  isEnabled: webhookSubscriptions.isEnabled,
  disabledReason: webhookSubscriptions.disabledReason,
  consecutiveFailures: webhookSubscriptions.consecutiveFailures,
  createdOn: webhookSubscriptions.createdOn,
};

export const listSubscriptions = (db: DbExecutor, companyId: number) =>
  db
    .select(listed)
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.companyId, companyId))
    .orderBy(desc(webhookSubscriptions.createdOn), desc(webhookSubscriptions.id));

export async function countSubscriptions(db: DbExecutor, companyId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.companyId, companyId));
  return row?.value ?? 0;
}

export async function insertSubscription(db: DbExecutor, values: typeof webhookSubscriptions.$inferInsert) {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values(values)
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function findSubscription(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.companyId, companyId), eq(webhookSubscriptions.id, id)));
  return row ?? null;
}

/** Enabling clears the failure run, so a subscription switched back on gets a fresh day. */
export async function setSubscriptionEnabled(
  db: DbExecutor,
  companyId: number,
  id: number,
  isEnabled: boolean,
) {
  const rows = await db
    .update(webhookSubscriptions)
    .set({
      isEnabled,
      disabledReason: null,
      ...(isEnabled ? { consecutiveFailures: 0, failingSince: null } : {}),
      updatedOn: new Date(),
    })
    .where(and(eq(webhookSubscriptions.companyId, companyId), eq(webhookSubscriptions.id, id)))
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: DbExecutor, companyId: number, id: number) {
  const rows = await db
    .delete(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.companyId, companyId), eq(webhookSubscriptions.id, id)))
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

/** The company's enabled subscriptions that chose `eventType`. */
export const subscribersOf = (db: DbExecutor, companyId: number, eventType: string) =>
  db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.companyId, companyId),
        eq(webhookSubscriptions.isEnabled, true),
        sql`${eventType} = any(${webhookSubscriptions.events})`,
      ),
    );

/** The enabled subscriptions of these companies that chose any of `eventTypes`, with their events and when made. */
export const subscriptionsWanting = (
  db: DbExecutor,
  companyIds: readonly number[],
  eventTypes: readonly string[],
) =>
  db
    .select({
      id: webhookSubscriptions.id,
      companyId: webhookSubscriptions.companyId,
      events: webhookSubscriptions.events,
      createdOn: webhookSubscriptions.createdOn,
    })
    .from(webhookSubscriptions)
    .where(
      and(
        inArray(webhookSubscriptions.companyId, [...companyIds]),
        eq(webhookSubscriptions.isEnabled, true),
        arrayOverlaps(webhookSubscriptions.events, [...eventTypes]),
      ),
    );

export type WantingSubscription = Awaited<ReturnType<typeof subscriptionsWanting>>[number];

export interface QueuedDelivery {
  companyId: number;
  subscriptionId: number;
  eventId: string;
  eventType: string;
  body: string;
}

/** Queues deliveries; one already queued for the same subscription and event id is left as it is. */
export async function insertDeliveries(db: DbExecutor, deliveries: QueuedDelivery[]) {
  if (deliveries.length === 0) return 0;
  const rows = await db
    .insert(webhookDeliveries)
    .values(deliveries)
    .onConflictDoNothing({ target: [webhookDeliveries.subscriptionId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

export async function listDeliveries(
  db: DbExecutor,
  companyId: number,
  { webhookId, page, pageSize }: { webhookId: number; page: number; pageSize: number },
) {
  const where = and(
    eq(webhookDeliveries.companyId, companyId),
    eq(webhookDeliveries.subscriptionId, webhookId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        eventType: webhookDeliveries.eventType,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        responseStatus: webhookDeliveries.responseStatus,
        durationMs: webhookDeliveries.durationMs,
        lastError: webhookDeliveries.lastError,
        responseExcerpt: webhookDeliveries.responseExcerpt,
        createdOn: webhookDeliveries.createdOn,
        updatedOn: webhookDeliveries.updatedOn,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
      })
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdOn), desc(webhookDeliveries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A claimed delivery with what sending it needs from its subscription. */
export interface ClaimedDelivery {
  delivery: WebhookDeliveryRow;
  subscription: Pick<WebhookSubscriptionRow, "id" | "url" | "secret" | "isEnabled">;
}

/** Claims up to `limit` due deliveries as `sending` with a lease, counting the attempt (SKIP LOCKED across instances). */
export async function claimDueDeliveries(
  db: DbExecutor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "queued"), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      status: "sending",
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: leaseUntil,
      updatedOn: now,
    })
    .where(and(sql`${webhookDeliveries.id} = any(array(${due}))`, eq(webhookDeliveries.status, "queued")))
    .returning();
  if (claimed.length === 0) return [];
  const subscriptions = await db
    .select({
      id: webhookSubscriptions.id,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
      isEnabled: webhookSubscriptions.isEnabled,
    })
    .from(webhookSubscriptions)
    .where(
      sql`${webhookSubscriptions.id} = any(${`{${claimed.map((row) => row.subscriptionId).join(",")}}`}::int[])`,
    );
  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  return claimed.flatMap((delivery) => {
    const subscription = byId.get(delivery.subscriptionId);
    return subscription ? [{ delivery, subscription }] : [];
  });
}

/** What one attempt saw of the receiver, kept on the delivery's log line. */
export interface AttemptRecord {
  responseStatus: number | null;
  durationMs: number | null;
  responseExcerpt: string | null;
}

/** Settles a claimed (`sending`) delivery; answers whether it was still ours. */
export async function settleDelivery(
  db: DbExecutor,
  id: number,
  outcome: OutboxOutcome,
  attempt: AttemptRecord,
  now: Date,
) {
  const rows = await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status === "stored" ? "sent" : outcome.status,
      lastError: "error" in outcome ? outcome.error.slice(0, 500) : null,
      deliveredOn: outcome.status === "sent" ? now : null,
      updatedOn: now,
      ...attempt,
      ...(outcome.status === "queued" ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "sending")))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/**
 * Deliveries left `sending` past their lease (the process died mid-send) go back to the queue: unlike a WhatsApp
 * message, a webhook carries its event id, so a receiver that got it before the crash drops the repeat.
 */
export async function requeueInterruptedDeliveries(db: DbExecutor, now: Date): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "queued", lastError: "interrupted, sent again", nextAttemptAt: now, updatedOn: now })
    .where(and(eq(webhookDeliveries.status, "sending"), lte(webhookDeliveries.nextAttemptAt, now)))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** Locks the subscription's failure state for an update (one settle at a time per subscription). */
export async function lockFailureState(db: DbExecutor, id: number) {
  const [row] = await db
    .select({
      companyId: webhookSubscriptions.companyId,
      name: webhookSubscriptions.name,
      url: webhookSubscriptions.url,
      isEnabled: webhookSubscriptions.isEnabled,
      consecutiveFailures: webhookSubscriptions.consecutiveFailures,
      failingSince: webhookSubscriptions.failingSince,
      createdByUserId: webhookSubscriptions.createdByUserId,
    })
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id))
    .for("update");
  return row ?? null;
}

export async function updateFailureState(
  db: DbExecutor,
  id: number,
  values: Partial<
    Pick<WebhookSubscriptionRow, "consecutiveFailures" | "failingSince" | "isEnabled" | "disabledReason">
  >,
  now: Date,
) {
  await db
    .update(webhookSubscriptions)
    .set({ ...values, updatedOn: now })
    .where(eq(webhookSubscriptions.id, id));
}
