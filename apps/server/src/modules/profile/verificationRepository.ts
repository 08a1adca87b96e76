import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { contactVerifications, type VerificationChannel } from "./profile.tables.js";

export type ContactVerificationRow = typeof contactVerifications.$inferSelect;

/** When the user asked for links or codes on `channel` during the last hour (for the request throttle). */
export async function findRecentRequestTimes(
  db: DbExecutor,
  userId: number,
  channel: VerificationChannel,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdOn: contactVerifications.createdOn })
    .from(contactVerifications)
    .where(
      and(
        eq(contactVerifications.userId, userId),
        eq(contactVerifications.channel, channel),
        gt(contactVerifications.createdOn, since),
      ),
    );
  return rows.map((row) => row.createdOn);
}

/** A new request replaces the user's unused ones on that channel: only the latest link or code works. */
export async function replacePendingVerification(
  db: DbExecutor,
  row: Pick<
    ContactVerificationRow,
    "userId" | "channel" | "target" | "secretHash" | "expiresOn" | "createdOn"
  >,
): Promise<number> {
  await db
    .update(contactVerifications)
    .set({ usedOn: row.createdOn })
    .where(
      and(
        eq(contactVerifications.userId, row.userId),
        eq(contactVerifications.channel, row.channel),
        isNull(contactVerifications.usedOn),
      ),
    );
  const [inserted] = await db
    .insert(contactVerifications)
    .values(row)
    .returning({ id: contactVerifications.id });
  if (!inserted) throw new Error("contact verification not inserted");
  return inserted.id;
}

/** The unused e-mail verification holding this secret, locked for the caller's transaction. */
export async function findEmailVerificationBySecret(db: DbExecutor, secretHash: string) {
  const [row] = await db
    .select()
    .from(contactVerifications)
    .where(
      and(
        eq(contactVerifications.secretHash, secretHash),
        eq(contactVerifications.channel, "email"),
        isNull(contactVerifications.usedOn),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The user's latest unused code for this number, locked for the caller's transaction. */
export async function findPendingPhoneVerification(db: DbExecutor, userId: number, phoneNo: string) {
  const [row] = await db
    .select()
    .from(contactVerifications)
    .where(
      and(
        eq(contactVerifications.userId, userId),
        eq(contactVerifications.channel, "phone"),
        eq(contactVerifications.target, phoneNo),
        isNull(contactVerifications.usedOn),
      ),
    )
    .orderBy(desc(contactVerifications.createdOn))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function markVerificationUsed(db: DbExecutor, id: number, now: Date) {
  await db.update(contactVerifications).set({ usedOn: now }).where(eq(contactVerifications.id, id));
}

/** Counts one wrong code; returns the attempts so far. */
export async function countWrongAttempt(db: DbExecutor, id: number): Promise<number> {
  const [row] = await db
    .update(contactVerifications)
    .set({ attempts: sql`${contactVerifications.attempts} + 1` })
    .where(eq(contactVerifications.id, id))
    .returning({ attempts: contactVerifications.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}
