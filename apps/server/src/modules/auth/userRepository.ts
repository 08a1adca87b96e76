import { and, eq, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/company.tables.js";
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

export async function updateUserLanguage(db: DbExecutor, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
