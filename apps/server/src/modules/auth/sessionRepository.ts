import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { companies } from "../company/index.js";
import { roles, sessions, users } from "./auth.tables.js";
import { authUserColumns } from "./authUserColumns.js";

export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function insertSession(
  db: DbExecutor,
  session: { token: string; userId: number; expiresOn: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(session.token),
    userId: session.userId,
    expiresOn: session.expiresOn,
    ip: session.ip,
    userAgent: session.userAgent?.slice(0, 500) ?? null,
  });
}

export async function deleteSession(db: DbExecutor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** When the live session of an active user ends, or null when it has ended (open sockets check it at that time). */
export async function findSessionExpiry(db: DbExecutor, tokenHash: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ expiresOn: sessions.expiresOn })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresOn, now),
        eq(users.isActive, true),
        eq(companies.isActive, true),
      ),
    );
  return row?.expiresOn ?? null;
}

export async function deleteExpiredSessions(db: DbExecutor, now: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expiresOn, now))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

export interface SessionLookup {
  user: AuthUser;
  expiresOn: Date;
  lastSeenOn: Date;
}

/** One query: the live session, its active user, role and active company. */
export async function findSessionUser(
  db: DbExecutor,
  token: string,
  now: Date,
): Promise<SessionLookup | null> {
  const rows = await db
    .select({
      ...authUserColumns,
      expiresOn: sessions.expiresOn,
      lastSeenOn: sessions.lastSeenOn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        gt(sessions.expiresOn, now),
        eq(users.isActive, true),
        eq(companies.isActive, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { expiresOn, lastSeenOn, ...user } = row;
  return { user, expiresOn, lastSeenOn };
}

export async function extendSession(
  db: DbExecutor,
  token: string,
  now: Date,
  expiresOn: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenOn: now, expiresOn })
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** Ends every session of the user but `keepTokenHash`; returns the ended sessions' token hashes. */
export async function deleteOtherSessions(db: DbExecutor, userId: number, keepTokenHash: string) {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.map((row) => row.tokenHash);
}

/** Ends every session of the user (deactivated, password reset); returns the ended sessions' token hashes. */
export async function deleteUserSessions(db: DbExecutor, userId: number) {
  const removed = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return removed.map((row) => row.tokenHash);
}

/** The user's live sessions, the latest seen first. */
export function findUserSessions(db: DbExecutor, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdOn: sessions.createdOn,
      lastSeenOn: sessions.lastSeenOn,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresOn, now)))
    .orderBy(desc(sessions.lastSeenOn));
}

/** Ends the user's session `id`; returns its token hash, or null when the user has no such session. */
export async function deleteUserSession(db: DbExecutor, userId: number, id: number): Promise<string | null> {
  const [removed] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ tokenHash: sessions.tokenHash });
  return removed?.tokenHash ?? null;
}
