import { and, eq, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";

/** The signed-in user's own profile (docs/spec/alert-center-and-shell.md §3 Profile). */
export async function findProfile(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phoneNo: users.phoneNo,
      language: users.language,
      reminderMinutes: users.reminderMinutes,
      lastReminder: users.lastReminder,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Whether another user (of any company: e-mails sign in) has this e-mail, in any letter case. */
export async function isEmailTaken(db: DbExecutor, email: string, exceptUserId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

export async function setVerifiedContact(
  db: DbExecutor,
  userId: number,
  contact: { email: string } | { phoneNo: string },
) {
  await db.update(users).set(contact).where(eq(users.id, userId));
}
