import type { ServiceOrderStatus } from "@armada/domain";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { serviceOrders } from "./maintenance.tables.js";

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
export type ServiceOrderValues = Omit<
  typeof serviceOrders.$inferInsert,
  "id" | "companyId" | "status" | "createdBy" | "createdOn" | "updatedOn"
>;

export async function findServiceOrders(
  db: DbExecutor,
  companyId: number,
  query: {
    statuses?: ServiceOrderStatus[] | undefined;
    vehicleId?: number | undefined;
    page: number;
    show: number;
  },
) {
  const scope = and(
    eq(serviceOrders.companyId, companyId),
    query.vehicleId ? eq(serviceOrders.vehicleId, query.vehicleId) : undefined,
  );
  const where = query.statuses?.length ? and(scope, inArray(serviceOrders.status, query.statuses)) : scope;
  const [rows, [totals], counts] = await Promise.all([
    db
      .select()
      .from(serviceOrders)
      .where(where)
      .orderBy(desc(serviceOrders.scheduledDay), desc(serviceOrders.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(serviceOrders).where(where),
    db
      .select({ status: serviceOrders.status, count: count() })
      .from(serviceOrders)
      .where(scope)
      .groupBy(serviceOrders.status),
  ]);
  return { rows, total: totals?.total ?? 0, counts };
}

export async function findServiceOrder(db: DbExecutor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.companyId, companyId), eq(serviceOrders.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function insertServiceOrder(
  db: DbExecutor,
  companyId: number,
  userId: number,
  values: ServiceOrderValues,
) {
  const [row] = await db
    .insert(serviceOrders)
    .values({ ...values, companyId, createdBy: userId })
    .returning({ id: serviceOrders.id });
  return row?.id ?? 0;
}

export async function updateServiceOrderRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: Partial<ServiceOrderValues> & { status?: ServiceOrderStatus },
) {
  await db
    .update(serviceOrders)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(serviceOrders.companyId, companyId), eq(serviceOrders.id, id)));
}
