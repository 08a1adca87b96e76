import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { recoveryCodes, signInChallenges, userTotp } from "./auth.tables.js";
import { hashSessionToken } from "./sessionRepository.js";

export const hashRecoveryCode = (code: string) => createHash("sha256").update(code).digest("hex");

export async function findTotp(db: DbExecutor, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row ?? null;
}

export async function updateTotpSecret(db: DbExecutor, userId: number, secret: string) {
  await db.update(userTotp).set({ secret }).where(eq(userTotp.userId, userId));
}

/** A new pending enrolment replaces one not confirmed yet. */
export async function savePendingTotp(db: DbExecutor, userId: number, secret: string) {
  await db
    .insert(userTotp)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret, enabledOn: null, lastUsedStep: null } });
}

/**
 * Records `step` as used when it comes after the last used one, in one statement so that two requests with the
 * same code cannot both pass; false for a replay.
 */
export async function claimTotpStep(db: DbExecutor, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(eq(userTotp.userId, userId), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))),
    )
    .returning({ userId: userTotp.userId });
  return claimed.length > 0;
}

export async function markTotpEnabled(db: DbExecutor, userId: number, enabledOn: Date) {
  await db.update(userTotp).set({ enabledOn }).where(eq(userTotp.userId, userId));
}

export async function deleteTwoFactor(db: DbExecutor, userId: number) {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Replaces the user's recovery codes by these (hashed). */
export async function replaceRecoveryCodes(db: DbExecutor, userId: number, codes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
}

/** Marks an unused recovery code used; false when there is none such. */
export async function useRecoveryCode(db: DbExecutor, userId: number, code: string, now: Date) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedOn: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedOn),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbExecutor, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedOn)));
  return row?.left ?? 0;
}

export type ChallengePurpose = (typeof signInChallenges.$inferSelect)["purpose"];

export async function insertChallenge(
  db: DbExecutor,
  challenge: { userId: number; purpose: ChallengePurpose; expiresOn: Date },
) {
  const token = randomBytes(32).toString("base64url");
  // a new sign-in replaces the user's earlier pending ones
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, challenge.userId));
  await db.insert(signInChallenges).values({ tokenHash: hashSessionToken(token), ...challenge });
  return token;
}

export async function findChallengeUser(db: DbExecutor, token: string, purpose: ChallengePurpose, now: Date) {
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashSessionToken(token)),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresOn, now),
      ),
    );
  return row?.userId ?? null;
}

/** Ends a challenge; false when it had ended already (used by a parallel request). */
export async function deleteChallenge(db: DbExecutor, token: string): Promise<boolean> {
  const removed = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, hashSessionToken(token)))
    .returning({ userId: signInChallenges.userId });
  return removed.length > 0;
}
