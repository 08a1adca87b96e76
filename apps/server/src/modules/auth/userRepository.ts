import { and, eq, exists, isNotNull, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { userPasskeys, users, userTotp } from "./auth.tables.js";

/** The login name may be the username or the e-mail address, in any letter case. */
export async function findLoginCandidate(db: DbExecutor, login: string) {
  const normalised = login.trim().toLowerCase();
  const rows = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      name: users.name,
      passwordHash: users.passwordHash,
      isPlatformAdmin: users.isPlatformAdmin,
      hasTotp: isNotNull(userTotp.enabledOn),
      hasPasskey: exists(
        db.select({ one: sql`1` }).from(userPasskeys).where(eq(userPasskeys.userId, users.id)),
      ),
      companyRequiresTwoFactor: companies.requireTwoFactor,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(
      and(
        or(sql`lower(${users.username}) = ${normalised}`, sql`lower(${users.email}) = ${normalised}`),
        eq(users.isActive, true),
        eq(companies.isActive, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The user's own fields that they may change themselves (name, language, reminder interval, when last reminded). */
export type OwnUserFields = Partial<
  Pick<typeof users.$inferInsert, "name" | "language" | "reminderMinutes" | "lastReminder">
>;

export async function updateOwnUserFields(db: DbExecutor, userId: number, fields: OwnUserFields) {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

export async function findPasswordHash(db: DbExecutor, userId: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function updatePasswordHash(db: DbExecutor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** What a sign-in that passed its password needs to finish: where the user lands, the name in the app's entry. */
export async function findSignInUser(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      name: users.name,
      companyId: users.companyId,
      isPlatformAdmin: users.isPlatformAdmin,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.isActive, true), eq(companies.isActive, true)));
  return row ?? null;
}

/** The user holding an e-mail address (in any letter case), in whichever company. */
export async function findUserByEmail(db: DbExecutor, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
