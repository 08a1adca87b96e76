import { randomUUID } from "node:crypto";
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { users } from "../auth/index.js";

const driverColumns = {
  userId: users.id,
  fullname: users.name,
  email: users.email,
  phoneNo: users.phoneNo,
  isDriver: users.isDriver,
  isActive: users.isActive,
  driverCardId: users.driverCardId,
};

export type DriverRow = {
  userId: number;
  fullname: string;
  email: string | null;
  phoneNo: string | null;
  isDriver: boolean;
  isActive: boolean;
  driverCardId: string | null;
};

export interface DriverQuery {
  search?: string | undefined;
  isActive?: boolean | undefined;
  page: number;
  show: number;
}

/** The company's users marked as drivers, by name. */
export async function findDrivers(db: DbExecutor, companyId: number, query: DriverQuery) {
  const conditions: SQL[] = [eq(users.companyId, companyId), eq(users.isDriver, true)];
  if (query.isActive !== undefined) conditions.push(eq(users.isActive, query.isActive));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const match = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.phoneNo, pattern),
      ilike(users.driverCardId, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select(driverColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: rows as DriverRow[], total: totals?.total ?? 0 };
}

/** The company's users among `ids` (drivers or not), in one query. */
export async function findUsersByIds(
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
): Promise<DriverRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(driverColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));
}

export async function findDriver(
  db: DbExecutor,
  companyId: number,
  userId: number,
): Promise<DriverRow | null> {
  const [row] = await db
    .select(driverColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), eq(users.isDriver, true)));
  return row ?? null;
}

/** The company's other user holding `cardId`, if any. */
export async function findCardOwner(db: DbExecutor, companyId: number, cardId: string, exceptUserId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.driverCardId, cardId), ne(users.id, exceptUserId)))
    .limit(1);
  return row ?? null;
}

export async function setDriverCard(db: DbExecutor, userId: number, cardId: string | null) {
  await db.update(users).set({ driverCardId: cardId }).where(eq(users.id, userId));
}

export interface DriverValues {
  fullname: string;
  phoneNo: string | null;
  email: string | null;
  driverCardId: string | null;
  isActive: boolean;
}

/**
 * A driver without sign-in: a user whose password hash matches no password (`!`, as in /etc/shadow) until
 * someone gives them one, under a username nobody types.
 */
export async function insertDriver(
  db: DbExecutor,
  companyId: number,
  values: Omit<DriverValues, "isActive">,
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      companyId,
      username: `driver-${companyId}-${randomUUID()}`,
      passwordHash: "!",
      name: values.fullname,
      phoneNo: values.phoneNo,
      email: values.email,
      driverCardId: values.driverCardId,
      isDriver: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateDriverRow(
  db: DbExecutor,
  companyId: number,
  userId: number,
  changes: Partial<DriverValues>,
) {
  const { fullname, ...rest } = changes;
  const set = { ...rest, ...(fullname !== undefined ? { name: fullname } : {}) };
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set(set)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
