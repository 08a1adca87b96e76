import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { passkeyChallenges, userPasskeys } from "./auth.tables.js";

export type PasskeyCeremony = (typeof passkeyChallenges.$inferSelect)["ceremony"];

/** What the profile lists of a user's passkeys (no key material). */
export async function findPasskeys(db: DbExecutor, userId: number) {
  return db
    .select({
      id: userPasskeys.id,
      name: userPasskeys.name,
      createdOn: userPasskeys.createdOn,
      lastUsedOn: userPasskeys.lastUsedOn,
    })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.id));
}

/** The user's credentials as WebAuthn sees them (allow and exclude lists). */
export async function findPasskeyCredentials(db: DbExecutor, userId: number) {
  return db
    .select({ id: userPasskeys.credentialId, transports: userPasskeys.transports })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId));
}

/** The user's passkey of this credential id; null when it is not theirs (another user's, even in another company). */
export async function findUserCredential(db: DbExecutor, userId: number, credentialId: string) {
  const [row] = await db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, credentialId)));
  return row ?? null;
}

/** The new passkey's id; null when its credential id is registered already. */
export async function insertPasskey(db: DbExecutor, passkey: typeof userPasskeys.$inferInsert) {
  const [row] = await db
    .insert(userPasskeys)
    .values(passkey)
    .onConflictDoNothing({ target: userPasskeys.credentialId })
    .returning({ id: userPasskeys.id });
  return row?.id ?? null;
}

/**
 * Records an accepted assertion's counter, only over the counter it was checked against: of two parallel
 * requests with one assertion, one moves it; false for the other.
 */
export async function advancePasskeyCounter(
  db: DbExecutor,
  passkey: { id: number; counter: number },
  newCounter: number,
  usedOn: Date,
) {
  const moved = await db
    .update(userPasskeys)
    .set({ counter: newCounter, lastUsedOn: usedOn })
    .where(and(eq(userPasskeys.id, passkey.id), eq(userPasskeys.counter, passkey.counter)))
    .returning({ id: userPasskeys.id });
  return moved.length > 0;
}

/** Removes the user's own passkey; false when it is not theirs. */
export async function deletePasskey(db: DbExecutor, userId: number, id: number) {
  const removed = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  return removed.length > 0;
}

/** Opens the user's challenge of this ceremony, replacing an earlier open one. */
export async function savePasskeyChallenge(db: DbExecutor, challenge: typeof passkeyChallenges.$inferInsert) {
  await db
    .insert(passkeyChallenges)
    .values(challenge)
    .onConflictDoUpdate({
      target: [passkeyChallenges.userId, passkeyChallenges.ceremony],
      set: {
        challenge: challenge.challenge,
        signInTokenHash: challenge.signInTokenHash ?? null,
        expiresOn: challenge.expiresOn,
      },
    });
}

/**
 * Takes the user's open challenge of this ceremony (deleting it: it answers once) when it is still live and, for a
 * sign-in, of this pending sign-in; null otherwise.
 */
export async function takePasskeyChallenge(
  db: DbExecutor,
  key: { userId: number; ceremony: PasskeyCeremony; signInTokenHash: string | null },
  now: Date,
) {
  const [taken] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.userId, key.userId), eq(passkeyChallenges.ceremony, key.ceremony)))
    .returning();
  if (!taken || taken.expiresOn <= now || taken.signInTokenHash !== key.signInTokenHash) return null;
  return taken.challenge;
}
