import type { CostCategory, CostEntryFields, CostFilter } from "@armada/domain";
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { vehicles } from "../fleet/index.js";
import { costEntries } from "./costs.tables.js";

const columns = { entry: costEntries, licensePlate: vehicles.licensePlate };

export type CostEntryRow = typeof costEntries.$inferSelect & { licensePlate: string };

const flatten = (rows: { entry: typeof costEntries.$inferSelect; licensePlate: string }[]): CostEntryRow[] =>
  rows.map(({ entry, licensePlate }) => ({ ...entry, licensePlate }));

function filterCondition(companyId: number, filter: CostFilter) {
  return and(
    eq(costEntries.companyId, companyId),
    gte(costEntries.spentAt, filter.from),
    lt(costEntries.spentAt, filter.to),
    filter.vehicleId ? eq(costEntries.vehicleId, filter.vehicleId) : undefined,
    filter.category ? eq(costEntries.category, filter.category) : undefined,
  );
}

/** A page of the company's entries matching the filter, newest first, with the total count. */
export async function findCostEntries(
  db: DbExecutor,
  companyId: number,
  filter: CostFilter,
  page: { page: number; show: number } | null,
) {
  const where = filterCondition(companyId, filter);
  const query = db
    .select(columns)
    .from(costEntries)
    .innerJoin(vehicles, eq(vehicles.id, costEntries.vehicleId))
    .where(where)
    .orderBy(desc(costEntries.spentAt), desc(costEntries.id));
  const [rows, [totals]] = await Promise.all([
    page ? query.limit(page.show).offset((page.page - 1) * page.show) : query,
    db.select({ total: count() }).from(costEntries).where(where),
  ]);
  return { rows: flatten(rows), total: totals?.total ?? 0 };
}

export async function findCostEntry(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<CostEntryRow | null> {
  const [row] = flatten(
    await db
      .select(columns)
      .from(costEntries)
      .innerJoin(vehicles, eq(vehicles.id, costEntries.vehicleId))
      .where(and(eq(costEntries.companyId, companyId), eq(costEntries.id, id))),
  );
  return row ?? null;
}

export interface VehicleCostSums {
  vehicleId: number;
  category: CostCategory;
  amount: number;
  litres: number;
}

/** Rupiah and litres per vehicle and category over the filter. */
export async function sumCostEntries(db: DbExecutor, companyId: number, filter: CostFilter) {
  const rows = await db
    .select({
      vehicleId: costEntries.vehicleId,
      category: costEntries.category,
      amount: sql<number>`coalesce(sum(${costEntries.amount}), 0)`.mapWith(Number),
      litres: sql<number>`coalesce(sum(${costEntries.litres}), 0)`.mapWith(Number),
    })
    .from(costEntries)
    .where(filterCondition(companyId, filter))
    .groupBy(costEntries.vehicleId, costEntries.category);
  return rows as VehicleCostSums[];
}

export async function insertCostEntry(
  db: DbExecutor,
  companyId: number,
  userId: number,
  values: CostEntryFields,
) {
  const [row] = await db
    .insert(costEntries)
    .values({ ...values, companyId, createdBy: userId })
    .returning({ id: costEntries.id });
  return (row as { id: number }).id;
}

export async function updateCostEntryRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: CostEntryFields,
) {
  await db
    .update(costEntries)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(costEntries.companyId, companyId), eq(costEntries.id, id)));
}

export async function deleteCostEntryRow(db: DbExecutor, companyId: number, id: number) {
  await db.delete(costEntries).where(and(eq(costEntries.companyId, companyId), eq(costEntries.id, id)));
}
