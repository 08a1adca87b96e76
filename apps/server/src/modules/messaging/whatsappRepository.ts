import { type DeliveryStatus, nextDeliveryStatus } from "@armada/domain";
import { and, asc, count, desc, eq, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { whatsappMessages } from "./messaging.tables.js";
import type { WhatsAppMessageStatus } from "./whatsappMessage.js";

export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;

/**
 * Claims up to `limit` due messages (queued, nextAttemptAt ≤ now) and marks them `sending` with a lease until
 * `leaseUntil`, counting the attempt. SKIP LOCKED lets several server instances claim side by side.
 */
export async function claimDueMessages(
  db: DbExecutor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<WhatsAppMessageRow[]> {
  const due = db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.status, "queued"), lte(whatsappMessages.nextAttemptAt, now)))
    .orderBy(asc(whatsappMessages.nextAttemptAt), asc(whatsappMessages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return (
    db
      .update(whatsappMessages)
      .set({
        status: "sending",
        attempts: sqlIncrement(),
        nextAttemptAt: leaseUntil,
        updatedOn: now,
      })
      // = any(array(…)) runs the LIMIT subquery once; as `in (…)` PostgreSQL may re-run it per row and claim them all
      .where(and(sql`${whatsappMessages.id} = any(array(${due}))`, eq(whatsappMessages.status, "queued")))
      .returning()
  );
}

function sqlIncrement(): SQL {
  return sql`${whatsappMessages.attempts} + 1`;
}

/** Only a message still `sending` (our claim) is updated: a late answer never overwrites an operator's change. */
/** The provider took the message: `sent`, or `stored` when the provider only stores (log). */
export async function markSent(
  db: DbExecutor,
  id: number,
  providerMessageId: string,
  now: Date,
  outcome: "sent" | "stored" = "sent",
) {
  await db
    .update(whatsappMessages)
    .set({
      status: outcome,
      providerMessageId,
      lastError: null,
      sentOn: outcome === "sent" ? now : null,
      updatedOn: now,
    })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, "sending")));
}

export async function markRetry(db: DbExecutor, id: number, error: string, nextAttemptAt: Date, now: Date) {
  await db
    .update(whatsappMessages)
    .set({ status: "queued", lastError: error, nextAttemptAt, updatedOn: now })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, "sending")));
}

export async function markFailed(db: DbExecutor, id: number, error: string, now: Date) {
  await db
    .update(whatsappMessages)
    .set({ status: "failed", lastError: error, updatedOn: now })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, "sending")));
}

export const INTERRUPTED_REASON = "interrupted, not resent";

/**
 * Messages left `sending` past their lease: the process died during the provider call, so whether the message
 * went out is unknown. They are failed (never resent automatically); an operator may resend by hand.
 */
export async function failInterruptedMessages(db: DbExecutor, now: Date): Promise<number> {
  const rows = await db
    .update(whatsappMessages)
    .set({ status: "failed", lastError: INTERRUPTED_REASON, updatedOn: now })
    .where(and(eq(whatsappMessages.status, "sending"), lte(whatsappMessages.nextAttemptAt, now)))
    .returning({ id: whatsappMessages.id });
  return rows.length;
}

export interface MessageQuery {
  status?: WhatsAppMessageStatus | undefined;
  search?: string | undefined;
  page: number;
  show: number;
}

export async function findCompanyMessages(db: DbExecutor, companyId: number, query: MessageQuery) {
  const conditions: SQL[] = [eq(whatsappMessages.companyId, companyId)];
  if (query.status) conditions.push(eq(whatsappMessages.status, query.status));
  if (query.search) conditions.push(ilike(whatsappMessages.recipientPhone, containsPattern(query.search)));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(whatsappMessages)
      .where(where)
      .orderBy(desc(whatsappMessages.createdOn), desc(whatsappMessages.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(whatsappMessages).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** failed → queued now with a fresh attempt count; null when the message is not the company's or not failed. */
export async function requeueFailedMessage(db: DbExecutor, companyId: number, id: number, now: Date) {
  const [row] = await db
    .update(whatsappMessages)
    .set({ status: "queued", attempts: 0, nextAttemptAt: now, updatedOn: now })
    .where(
      and(
        eq(whatsappMessages.id, id),
        eq(whatsappMessages.companyId, companyId),
        eq(whatsappMessages.status, "failed"),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findCompanyMessage(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.companyId, companyId)));
  return row ?? null;
}

/** Applies a provider's status report; a later state never goes back and failed is final. */
export async function applyDeliveryStatus(
  db: Db,
  report: { providerMessageId: string; status: DeliveryStatus; error: string | null },
) {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: whatsappMessages.id, status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.providerMessageId, report.providerMessageId))
      .for("update");
    if (!message) return false;
    const next = nextDeliveryStatus(message.status, report.status);
    if (!next) return false;
    await tx
      .update(whatsappMessages)
      .set({
        status: next,
        updatedOn: new Date(),
        ...(next === "failed" ? { lastError: report.error ?? "failed" } : {}),
      })
      .where(eq(whatsappMessages.id, message.id));
    return true;
  });
}
