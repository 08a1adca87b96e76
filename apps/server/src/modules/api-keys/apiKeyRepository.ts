import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import type { AuthUser } from "../../http/authUser.js";
import { authUserColumns, roles, users } from "../auth/index.js";
import { companies } from "../company/index.js";
import { apiKeyCalls, apiKeys } from "./apiKeys.tables.js";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const listedColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  accessKeys: apiKeys.accessKeys,
  allowedCidrs: apiKeys.allowedCidrs,
  expiresOn: apiKeys.expiresOn,
  createdOn: apiKeys.createdOn,
  revokedOn: apiKeys.revokedOn,
  lastUsedOn: apiKeys.lastUsedOn,
  lastUsedIp: apiKeys.lastUsedIp,
  createdByName: users.name,
};

export async function listApiKeys(db: DbExecutor, companyId: number) {
  return db
    .select(listedColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(sql`${apiKeys.revokedOn} is not null`, desc(apiKeys.createdOn), desc(apiKeys.id));
}

export async function countActiveApiKeys(db: DbExecutor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedOn)));
  return row?.total ?? 0;
}

export async function insertApiKey(db: DbExecutor, values: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  if (!row) throw new Error("api key insert returned nothing");
  return row.id;
}

/** Revokes the company's key; false when it is not the company's or already revoked. */
export async function revokeApiKey(db: DbExecutor, companyId: number, id: number, now: Date) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedOn: sql`${now.toISOString()}::timestamptz` })
    .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedOn)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key behind a secret's hash, with its creator as the caller it acts for (null when the creator is gone). */
export async function findKeyCaller(db: DbExecutor, secretHash: string) {
  const rows = await db
    .select({
      key: apiKeys,
      user: {
        ...authUserColumns,
        isActive: sql<boolean>`${users.isActive} and ${companies.isActive}`,
      },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { isActive, ...user } = row.user;
  return { key: row.key, user: user satisfies Omit<AuthUser, "apiKeyId">, isActive };
}

export async function recordApiKeyCall(db: Db, call: typeof apiKeyCalls.$inferInsert & { calledOn: Date }) {
  await db.transaction(async (tx) => {
    await tx.insert(apiKeyCalls).values(call);
    await tx
      .update(apiKeys)
      .set({ lastUsedOn: sql`${call.calledOn.toISOString()}::timestamptz`, lastUsedIp: call.ip })
      .where(eq(apiKeys.id, call.apiKeyId));
  });
}

export async function listApiKeyCalls(
  db: DbExecutor,
  companyId: number,
  filter: { apiKeyId?: number; page: number; pageSize: number },
) {
  const where = and(
    eq(apiKeyCalls.companyId, companyId),
    filter.apiKeyId === undefined ? undefined : eq(apiKeyCalls.apiKeyId, filter.apiKeyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: apiKeyCalls.id,
        apiKeyId: apiKeyCalls.apiKeyId,
        keyName: apiKeys.name,
        method: apiKeyCalls.method,
        path: apiKeyCalls.path,
        status: apiKeyCalls.status,
        durationMs: apiKeyCalls.durationMs,
        ip: apiKeyCalls.ip,
        calledOn: apiKeyCalls.calledOn,
      })
      .from(apiKeyCalls)
      .innerJoin(apiKeys, eq(apiKeys.id, apiKeyCalls.apiKeyId))
      .where(where)
      .orderBy(desc(apiKeyCalls.calledOn), desc(apiKeyCalls.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(apiKeyCalls).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
