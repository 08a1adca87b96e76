import type { CompanyUsersFilter } from "@armada/domain";
import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { companies } from "../company/index.js";
import { roles, sessions, users, userTotp } from "./auth.tables.js";
import { roleIsAdmin } from "./roleRepository.js";

const accountColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phoneNo: users.phoneNo,
  roleId: users.roleId,
  roleName: roles.name,
  isAdmin: roleIsAdmin,
  isActive: users.isActive,
  isDriver: users.isDriver,
  twoFactorEnabled: sql<boolean>`${userTotp.enabledOn} is not null`,
  lastSignInOn: users.lastSignInOn,
  createdOn: users.createdOn,
};

/** The company's own users: Armada's platform staff are never listed nor managed by a company. */
const ofCompany = (companyId: number) =>
  and(eq(users.companyId, companyId), eq(users.isPlatformAdmin, false));

/** One page of the company's users by name, with their role, second factor and live session count. */
export async function listCompanyUsers(
  db: DbExecutor,
  companyId: number,
  filter: CompanyUsersFilter,
  now: Date,
) {
  const conditions: (SQL | undefined)[] = [ofCompany(companyId)];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, "\\$&")}%`;
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(users.phoneNo, pattern),
      ),
    );
  }
  if (filter.status) conditions.push(eq(users.isActive, filter.status === "active"));
  const where = and(...conditions);
  const { page, show } = filter.pagination;
  const liveSessions = db
    .select({ userId: sessions.userId, live: count().as("live") })
    .from(sessions)
    .where(gt(sessions.expiresOn, now))
    .groupBy(sessions.userId)
    .as("live_sessions");
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...accountColumns, activeSessions: sql<number>`coalesce(${liveSessions.live}, 0)::int` })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(userTotp, eq(userTotp.userId, users.id))
      .leftJoin(liveSessions, eq(liveSessions.userId, users.id))
      .where(where)
      .orderBy(desc(users.isActive), users.name, users.id)
      .limit(show)
      .offset((page - 1) * show),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One user of the company (with their role's admin standing), or null. */
export async function findCompanyUser(db: DbExecutor, companyId: number, userId: number) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(and(ofCompany(companyId), eq(users.id, userId)));
  return row ?? null;
}

export type CompanyUser = NonNullable<Awaited<ReturnType<typeof findCompanyUser>>>;

/**
 * Holds the company row until the transaction ends: two admins changing each other at once are taken one after the
 * other, so the "one active admin at least" count each reads is true when it commits.
 */
export async function lockCompanyUsers(db: DbExecutor, companyId: number) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
}

/** Active users of the company whose role makes them admins. */
export async function countActiveAdmins(db: DbExecutor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(ofCompany(companyId), eq(users.isActive, true), roleIsAdmin));
  return row?.admins ?? 0;
}

export async function insertCompanyUser(
  db: DbExecutor,
  user: { companyId: number; name: string; email: string; phoneNo: string | null; roleId: number },
) {
  const [row] = await db
    .insert(users)
    .values({
      ...user,
      // the e-mail is the login name; the user signs in with it once they have chosen a password
      username: user.email,
      // no password until the set-password link is used ("!" matches no hash)
      passwordHash: "!",
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user not inserted");
  return row.id;
}

export type CompanyUserFields = Partial<
  Pick<typeof users.$inferInsert, "name" | "email" | "phoneNo" | "roleId" | "isActive" | "passwordHash">
>;

export async function updateCompanyUser(
  db: DbExecutor,
  companyId: number,
  userId: number,
  fields: CompanyUserFields,
) {
  await db
    .update(users)
    .set(fields)
    .where(and(ofCompany(companyId), eq(users.id, userId)));
}

export async function markSignedIn(db: DbExecutor, userId: number, on: Date) {
  await db.update(users).set({ lastSignInOn: on }).where(eq(users.id, userId));
}
