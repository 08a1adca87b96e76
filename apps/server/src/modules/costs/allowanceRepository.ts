import type {
  AllowanceExpenseFields,
  AllowanceFields,
  AllowanceFilter,
  AllowanceStatus,
} from "@armada/domain";
import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { users } from "../auth/index.js";
import { vehicles } from "../fleet/index.js";
import { driverAllowanceExpenses, driverAllowances } from "./costs.tables.js";

const spent =
  sql<number>`coalesce((select sum(${driverAllowanceExpenses.amount}) from ${driverAllowanceExpenses} where ${driverAllowanceExpenses.allowanceId} = ${driverAllowances.id}), 0)`.mapWith(
    Number,
  );
const expenseCount =
  sql<number>`(select count(*) from ${driverAllowanceExpenses} where ${driverAllowanceExpenses.allowanceId} = ${driverAllowances.id})`.mapWith(
    Number,
  );

const columns = {
  allowance: driverAllowances,
  licensePlate: vehicles.licensePlate,
  driverName: users.name,
  spent,
  expenseCount,
};

export type AllowanceRow = typeof driverAllowances.$inferSelect & {
  licensePlate: string;
  driverName: string;
  spent: number;
  expenseCount: number;
};
export type AllowanceExpenseRow = typeof driverAllowanceExpenses.$inferSelect;

const flatten = (
  rows: ({ allowance: typeof driverAllowances.$inferSelect } & Omit<
    AllowanceRow,
    keyof typeof driverAllowances.$inferSelect
  >)[],
) => rows.map(({ allowance, ...rest }): AllowanceRow => ({ ...allowance, ...rest }));

function selectAllowances(db: DbExecutor) {
  return db
    .select(columns)
    .from(driverAllowances)
    .innerJoin(vehicles, eq(vehicles.id, driverAllowances.vehicleId))
    .innerJoin(users, eq(users.id, driverAllowances.driverId));
}

function filterCondition(companyId: number, filter: AllowanceFilter) {
  return and(
    eq(driverAllowances.companyId, companyId),
    gte(driverAllowances.paidOn, filter.from),
    lt(driverAllowances.paidOn, filter.to),
    filter.driverId ? eq(driverAllowances.driverId, filter.driverId) : undefined,
    filter.vehicleId ? eq(driverAllowances.vehicleId, filter.vehicleId) : undefined,
    filter.status ? eq(driverAllowances.status, filter.status) : undefined,
  );
}

/** A page of the company's allowances of the filter (every one when `page` is null), newest first, with the count. */
export async function findAllowances(
  db: DbExecutor,
  companyId: number,
  filter: AllowanceFilter,
  page: { page: number; show: number } | null,
) {
  const where = filterCondition(companyId, filter);
  const query = selectAllowances(db)
    .where(where)
    .orderBy(desc(driverAllowances.paidOn), desc(driverAllowances.id));
  const [rows, [totals]] = await Promise.all([
    page ? query.limit(page.show).offset((page.page - 1) * page.show) : query,
    db.select({ total: count() }).from(driverAllowances).where(where),
  ]);
  return { rows: flatten(rows), total: totals?.total ?? 0 };
}

/** The company's allowance, locked for the caller's transaction when `lock`. */
export async function findAllowance(db: DbExecutor, companyId: number, id: number, lock = false) {
  if (lock)
    await db
      .select({ id: driverAllowances.id })
      .from(driverAllowances)
      .where(and(eq(driverAllowances.companyId, companyId), eq(driverAllowances.id, id)))
      .for("update");
  const [row] = flatten(
    await selectAllowances(db).where(
      and(eq(driverAllowances.companyId, companyId), eq(driverAllowances.id, id)),
    ),
  );
  return row ?? null;
}

/** Every allowance still out (GIVEN) of the company, for the drivers' balances. */
export async function findOpenAllowances(db: DbExecutor, companyId: number) {
  return flatten(
    await selectAllowances(db)
      .where(and(eq(driverAllowances.companyId, companyId), eq(driverAllowances.status, "GIVEN")))
      .orderBy(asc(driverAllowances.paidOn)),
  );
}

export async function findAllowanceExpenses(db: DbExecutor, companyId: number, allowanceId: number) {
  return db
    .select()
    .from(driverAllowanceExpenses)
    .where(
      and(
        eq(driverAllowanceExpenses.companyId, companyId),
        eq(driverAllowanceExpenses.allowanceId, allowanceId),
      ),
    )
    .orderBy(asc(driverAllowanceExpenses.spentAt), asc(driverAllowanceExpenses.id));
}

export async function findAllowanceExpense(db: DbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(driverAllowanceExpenses)
    .where(and(eq(driverAllowanceExpenses.companyId, companyId), eq(driverAllowanceExpenses.id, id)));
  return row ?? null;
}

export async function insertAllowance(
  db: DbExecutor,
  companyId: number,
  userId: number,
  values: AllowanceFields,
) {
  const [row] = await db
    .insert(driverAllowances)
    .values({ ...values, companyId, createdBy: userId })
    .returning({ id: driverAllowances.id });
  return (row as { id: number }).id;
}

export async function insertAllowanceExpense(
  db: DbExecutor,
  companyId: number,
  userId: number,
  values: AllowanceExpenseFields,
) {
  const [row] = await db
    .insert(driverAllowanceExpenses)
    .values({ ...values, companyId, createdBy: userId })
    .returning({ id: driverAllowanceExpenses.id });
  return (row as { id: number }).id;
}

export async function deleteAllowanceExpenseRow(db: DbExecutor, companyId: number, id: number) {
  await db
    .delete(driverAllowanceExpenses)
    .where(and(eq(driverAllowanceExpenses.companyId, companyId), eq(driverAllowanceExpenses.id, id)));
}

export async function closeAllowanceRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: { status: AllowanceStatus; variance: number | null; closedBy: number },
) {
  const now = new Date();
  await db
    .update(driverAllowances)
    .set({ ...values, closedOn: now, updatedOn: now })
    .where(and(eq(driverAllowances.companyId, companyId), eq(driverAllowances.id, id)));
}
