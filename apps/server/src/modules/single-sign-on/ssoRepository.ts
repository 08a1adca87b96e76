import { and, eq, inArray, lt, ne } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { roles, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { ssoConfigs, ssoEmailDomains, ssoPendingSignIns } from "./singleSignOn.tables.js";

export type SsoConfigRow = typeof ssoConfigs.$inferSelect;

export async function findSsoConfig(db: DbExecutor, companyId: number) {
  const [config] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, companyId));
  if (!config) return null;
  const domains = await db
    .select({ domain: ssoEmailDomains.domain })
    .from(ssoEmailDomains)
    .where(eq(ssoEmailDomains.companyId, companyId))
    .orderBy(ssoEmailDomains.domain);
  return { ...config, allowedDomains: domains.map((row) => row.domain) };
}

/** The first of `domains` another company's SSO already holds, or null. */
export async function findDomainOfOtherCompany(db: DbExecutor, companyId: number, domains: string[]) {
  const [taken] = await db
    .select({ domain: ssoEmailDomains.domain })
    .from(ssoEmailDomains)
    .where(and(inArray(ssoEmailDomains.domain, domains), ne(ssoEmailDomains.companyId, companyId)))
    .limit(1);
  return taken?.domain ?? null;
}

export async function saveSsoConfig(
  db: DbExecutor,
  companyId: number,
  fields: Omit<SsoConfigRow, "companyId" | "updatedOn" | "clientSecret"> & { clientSecret: string | null },
  allowedDomains: string[],
) {
  const { clientSecret, ...rest } = fields;
  const updatedOn = new Date();
  await db
    .insert(ssoConfigs)
    .values({ companyId, ...rest, clientSecret: clientSecret ?? "", updatedOn })
    .onConflictDoUpdate({
      target: ssoConfigs.companyId,
      set: { ...rest, updatedOn, ...(clientSecret === null ? {} : { clientSecret }) },
    });
  await db.delete(ssoEmailDomains).where(eq(ssoEmailDomains.companyId, companyId));
  await db.insert(ssoEmailDomains).values(allowedDomains.map((domain) => ({ domain, companyId })));
}

/** The enabled SSO of the company that holds an e-mail domain, or null. */
export async function findEnabledSsoByDomain(db: DbExecutor, domain: string) {
  const [row] = await db
    .select({ companyId: ssoConfigs.companyId })
    .from(ssoEmailDomains)
    .innerJoin(ssoConfigs, eq(ssoConfigs.companyId, ssoEmailDomains.companyId))
    .innerJoin(companies, eq(companies.id, ssoConfigs.companyId))
    .where(
      and(eq(ssoEmailDomains.domain, domain), eq(ssoConfigs.isEnabled, true), eq(companies.isActive, true)),
    );
  return row ?? null;
}

export async function insertPendingSignIn(db: DbExecutor, pending: typeof ssoPendingSignIns.$inferInsert) {
  await db.insert(ssoPendingSignIns).values(pending);
}

/** Takes a pending sign-in (used once: deleted as read); null when unknown or expired. */
export async function takePendingSignIn(db: DbExecutor, stateHash: string, now: Date) {
  const [row] = await db
    .delete(ssoPendingSignIns)
    .where(eq(ssoPendingSignIns.stateHash, stateHash))
    .returning();
  if (!row || row.expiresOn <= now) return null;
  return row;
}

export async function deleteExpiredPendingSignIns(db: DbExecutor, now: Date) {
  await db.delete(ssoPendingSignIns).where(lt(ssoPendingSignIns.expiresOn, now));
}

export async function insertSsoUser(
  db: DbExecutor,
  user: { companyId: number; roleId: number | null; email: string; name: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      companyId: user.companyId,
      roleId: user.roleId,
      username: user.email,
      email: user.email,
      name: user.name,
      // no password: this user signs in through the provider ("!" matches no hash)
      passwordHash: "!",
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user not inserted");
  return row.id;
}

/** The access keys of a user whose company's SSO is on and "SSO only", or null when their company's is not. */
export async function findSsoOnlyUserKeys(db: DbExecutor, userId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ accessKeys: roles.accessKeys })
    .from(users)
    .innerJoin(ssoConfigs, eq(ssoConfigs.companyId, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(ssoConfigs.isEnabled, true), eq(ssoConfigs.ssoOnly, true)));
  return row ? (row.accessKeys ?? []) : null;
}
