import { and, eq, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { users } from "./auth.tables.js";

/** The login name may be the username or the e-mail address, in any letter case. */
export async function findLoginCandidate(db: DbExecutor, login: string) {
  const normalised = login.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isPlatformAdmin: users.isPlatformAdmin })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
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
