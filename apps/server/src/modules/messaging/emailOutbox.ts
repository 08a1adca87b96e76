import { and, asc, count, desc, eq, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { emailAttachments, emailMessages } from "./messaging.tables.js";
import { notifyOutboxEnqueued } from "./outboxSignal.js";
import type { OutboxOutcome } from "./outboxWorker.js";

export interface OutboxEmailInput {
  companyId: number;
  recipientEmail: string;
  subject: string;
  body: string;
  /** Unique per e-mail ever; a repeat inserts nothing. */
  idempotencyKey: string;
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export type EmailMessageRow = typeof emailMessages.$inferSelect;

/** Inserts in the caller's transaction (pass the tx); a repeated idempotencyKey inserts nothing. */
export async function enqueueEmail(
  db: DbExecutor,
  { attachments = [], ...message }: OutboxEmailInput,
): Promise<void> {
  const [inserted] = await db
    .insert(emailMessages)
    .values(message)
    .onConflictDoNothing({ target: emailMessages.idempotencyKey })
    .returning({ id: emailMessages.id });
  if (inserted && attachments.length > 0)
    await db
      .insert(emailAttachments)
      .values(attachments.map((attachment) => ({ ...attachment, emailMessageId: inserted.id })));
  notifyOutboxEnqueued();
}

/** The files of an e-mail, in the order they were given. */
export function findEmailAttachments(db: DbExecutor, emailMessageId: number): Promise<EmailAttachment[]> {
  return db
    .select({
      fileName: emailAttachments.fileName,
      contentType: emailAttachments.contentType,
      content: emailAttachments.content,
    })
    .from(emailAttachments)
    .where(eq(emailAttachments.emailMessageId, emailMessageId))
    .orderBy(asc(emailAttachments.id));
}

/** Claims up to `limit` due e-mails as `sending` with a lease, counting the attempt (SKIP LOCKED across instances). */
export async function claimDueEmails(db: DbExecutor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(and(eq(emailMessages.status, "queued"), lte(emailMessages.nextAttemptAt, now)))
    .orderBy(asc(emailMessages.nextAttemptAt), asc(emailMessages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailMessages)
    .set({
      status: "sending",
      attempts: sql`${emailMessages.attempts} + 1`,
      nextAttemptAt: leaseUntil,
      updatedOn: now,
    })
    .where(and(sql`${emailMessages.id} = any(array(${due}))`, eq(emailMessages.status, "queued")))
    .returning();
}

/** Settles a claimed (`sending`) e-mail. */
export async function settleEmail(db: DbExecutor, id: number, outcome: OutboxOutcome, now: Date) {
  await db
    .update(emailMessages)
    .set({
      status: outcome.status,
      lastError: "error" in outcome ? outcome.error.slice(0, 500) : null,
      sentOn: outcome.status === "sent" ? now : null,
      updatedOn: now,
      ...(outcome.status === "queued" ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(and(eq(emailMessages.id, id), eq(emailMessages.status, "sending")));
}

/** E-mails left `sending` past their lease (the process died mid-send) are failed, never resent. */
export async function failInterruptedEmails(db: DbExecutor, now: Date): Promise<number> {
  const rows = await db
    .update(emailMessages)
    .set({ status: "failed", lastError: "interrupted, not resent", updatedOn: now })
    .where(and(eq(emailMessages.status, "sending"), lte(emailMessages.nextAttemptAt, now)))
    .returning({ id: emailMessages.id });
  return rows.length;
}

/** The company's e-mails, newest first. */
export async function findCompanyEmails(
  db: DbExecutor,
  companyId: number,
  { page, show }: { page: number; show: number },
) {
  const where = eq(emailMessages.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailMessages)
      .where(where)
      .orderBy(desc(emailMessages.createdOn), desc(emailMessages.id))
      .limit(show)
      .offset((page - 1) * show),
    db.select({ value: count() }).from(emailMessages).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
