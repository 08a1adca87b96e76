import { and, asc, desc, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import type { OutboxOutcome } from "../messaging/index.js";
import { pushMessages, pushSubscriptions } from "./push.tables.js";

/** Saves the subscription as the user's newest and drops the user's oldest beyond `maxPerUser`. */
export async function upsertSubscription(
  db: DbExecutor,
  row: { userId: number; companyId: number; endpoint: string; p256dh: string; auth: string },
  maxPerUser: number,
) {
  // an endpoint belongs to one browser profile: a new sign-in there takes it over
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        companyId: row.companyId,
        p256dh: row.p256dh,
        auth: row.auth,
        createdOn: sql`now()`,
      },
    });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, row.userId))
    .orderBy(desc(pushSubscriptions.createdOn), desc(pushSubscriptions.id))
    .limit(maxPerUser);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, kept)));
}

export async function deleteUserSubscription(db: DbExecutor, userId: number, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

export async function deleteSubscriptionById(db: DbExecutor, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findSubscriptionsOfUsers(db: DbExecutor, companyId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.companyId, companyId), inArray(pushSubscriptions.userId, userIds)));
}

export async function enqueuePushes(
  db: DbExecutor,
  messages: { subscriptionId: number; payload: string; idempotencyKey: string }[],
) {
  if (messages.length === 0) return;
  await db.insert(pushMessages).values(messages).onConflictDoNothing({ target: pushMessages.idempotencyKey });
}

/** Claims due pushes with their subscription as `sending` with a lease (SKIP LOCKED across instances). */
export async function claimDuePushes(db: DbExecutor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: pushMessages.id })
    .from(pushMessages)
    .where(and(eq(pushMessages.status, "queued"), lte(pushMessages.nextAttemptAt, now)))
    .orderBy(asc(pushMessages.nextAttemptAt), asc(pushMessages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(pushMessages)
    .set({ status: "sending", attempts: sql`${pushMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(sql`${pushMessages.id} = any(array(${due}))`, eq(pushMessages.status, "queued")))
    .returning();
  if (claimed.length === 0) return [];
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((row) => row.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((row) => [row.id, row]));
  return claimed.flatMap((message) => {
    const subscription = byId.get(message.subscriptionId);
    return subscription ? [{ message, subscription }] : [];
  });
}

export async function settlePush(db: DbExecutor, id: number, outcome: OutboxOutcome, now: Date) {
  await db
    .update(pushMessages)
    .set({
      status: outcome.status,
      lastError: "error" in outcome ? outcome.error.slice(0, 500) : null,
      sentOn: outcome.status === "sent" ? now : null,
      ...(outcome.status === "queued" ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(and(eq(pushMessages.id, id), eq(pushMessages.status, "sending")));
}

/** Pushes left `sending` past their lease are failed, never resent. */
export async function failInterruptedPushes(db: DbExecutor, now: Date): Promise<number> {
  const rows = await db
    .update(pushMessages)
    .set({ status: "failed", lastError: "interrupted, not resent" })
    .where(and(eq(pushMessages.status, "sending"), lte(pushMessages.nextAttemptAt, now)))
    .returning({ id: pushMessages.id });
  return rows.length;
}
