import { and, eq, gt } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { passwordSetLinks, users } from "./auth.tables.js";
import { hashSessionToken, newSessionToken } from "./sessionRepository.js";

/** A new set-password link of the user; an earlier one of theirs stops working. Returns the token. */
export async function replacePasswordLink(db: DbExecutor, userId: number, expiresOn: Date): Promise<string> {
  const token = newSessionToken();
  await db.delete(passwordSetLinks).where(eq(passwordSetLinks.userId, userId));
  await db.insert(passwordSetLinks).values({ tokenHash: hashSessionToken(token), userId, expiresOn });
  return token;
}

/**
 * Uses up a live link of an active user of an active company (once: a parallel request with it finds none);
 * returns the user, or null.
 */
export async function takePasswordLink(db: DbExecutor, token: string, now: Date) {
  const [link] = await db
    .delete(passwordSetLinks)
    .where(and(eq(passwordSetLinks.tokenHash, hashSessionToken(token)), gt(passwordSetLinks.expiresOn, now)))
    .returning({ userId: passwordSetLinks.userId });
  if (!link) return null;
  const [user] = await db
    .select({ id: users.id, companyId: users.companyId, name: users.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, link.userId), eq(users.isActive, true), eq(companies.isActive, true)));
  return user ?? null;
}
