import type { DeliveryOrderStatus } from "@armada/domain";
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { deliveryOrderStatusChanges, deliveryOrders } from "./deliveries.tables.js";
import { refreshSalesOrderStatuses, salesOrderIdsOf } from "./salesOrderRepository.js";

export type DeliveryOrderValues = Omit<
  typeof deliveryOrders.$inferInsert,
  "id" | "companyId" | "status" | "createdBy" | "createdOn" | "updatedOn"
>;

export interface DeliveryOrderQuery {
  status?: DeliveryOrderStatus | undefined;
  search?: string | undefined;
  page: number;
  show: number;
}

/** The order's fleet task that is not canceled (an order is on one at most). */
const activeTaskId = sql<number | null>`(
  select s.fleet_task_id from fleet_task_stops s join fleet_tasks t on t.id = s.fleet_task_id
  where s.delivery_order_id = "delivery_orders"."id" and t.status <> 'CANCELED'
  order by t.id desc limit 1)`.mapWith(Number);

/** The sales order the order was made from ("Buat DO"), if any. */
const salesOrderId = sql<number | null>`(
  select so.sales_order_id from sales_order_shipments so
  where so.delivery_order_id = "delivery_orders"."id" limit 1)`.mapWith(Number);

const columns = { order: deliveryOrders, fleetTaskId: activeTaskId, salesOrderId };

export type DeliveryOrderRow = typeof deliveryOrders.$inferSelect & {
  fleetTaskId: number | null;
  salesOrderId: number | null;
};

const withTask = (
  rows: {
    order: typeof deliveryOrders.$inferSelect;
    fleetTaskId: number | null;
    salesOrderId: number | null;
  }[],
) => rows.map(({ order, fleetTaskId, salesOrderId }) => ({ ...order, fleetTaskId, salesOrderId }));

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(sql`'DO-' || lpad("delivery_orders"."id"::text, 6, '0')`, pattern),
    ilike(deliveryOrders.customerName, pattern),
    ilike(deliveryOrders.shipmentNumber, pattern),
    ilike(deliveryOrders.originAddress, pattern),
    ilike(deliveryOrders.destinationAddress, pattern),
  );
}

export async function findDeliveryOrders(db: DbExecutor, companyId: number, query: DeliveryOrderQuery) {
  const scope = and(eq(deliveryOrders.companyId, companyId), searchCondition(query.search));
  const where = query.status ? and(scope, eq(deliveryOrders.status, query.status)) : scope;
  const [rows, [totals], counts] = await Promise.all([
    db
      .select(columns)
      .from(deliveryOrders)
      .where(where)
      .orderBy(desc(deliveryOrders.id))
      .limit(query.show)
      .offset((query.page - 1) * query.show),
    db.select({ total: count() }).from(deliveryOrders).where(where),
    db
      .select({ status: deliveryOrders.status, count: count() })
      .from(deliveryOrders)
      .where(scope)
      .groupBy(deliveryOrders.status),
  ]);
  return { rows: withTask(rows), total: totals?.total ?? 0, counts };
}

export async function findDeliveryOrder(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<DeliveryOrderRow | null> {
  const [row] = withTask(
    await db
      .select(columns)
      .from(deliveryOrders)
      .where(and(eq(deliveryOrders.companyId, companyId), eq(deliveryOrders.id, id))),
  );
  return row ?? null;
}

/** The company's orders among `ids`, locked for the caller's transaction (others' ids are left out). */
export async function lockDeliveryOrders(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.companyId, companyId), inArray(deliveryOrders.id, [...new Set(ids)])))
    .for("update");
}

export async function insertDeliveryOrder(
  db: DbExecutor,
  companyId: number,
  createdBy: number | null,
  values: DeliveryOrderValues,
) {
  const [row] = await db
    .insert(deliveryOrders)
    .values({ ...values, companyId, createdBy })
    .returning({ id: deliveryOrders.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateDeliveryOrderRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: Partial<DeliveryOrderValues>,
) {
  await db
    .update(deliveryOrders)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(deliveryOrders.companyId, companyId), eq(deliveryOrders.id, id)));
}

/**
 * Moves the company's orders among `ids` that hold `from` to `to`: each move in their status history, and the shown
 * status of the sales orders they were made from, in the caller's transaction.
 */
export async function moveDeliveryOrders(
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
  from: DeliveryOrderStatus,
  to: DeliveryOrderStatus,
) {
  if (ids.length === 0 || from === to) return;
  const changedOn = new Date();
  const moved = await db
    .update(deliveryOrders)
    .set({ status: to, updatedOn: changedOn })
    .where(
      and(
        eq(deliveryOrders.companyId, companyId),
        inArray(deliveryOrders.id, [...ids]),
        eq(deliveryOrders.status, from),
        ne(deliveryOrders.status, to),
      ),
    )
    .returning({ id: deliveryOrders.id });
  if (moved.length === 0) return;
  await db.insert(deliveryOrderStatusChanges).values(
    moved.map((order) => ({
      companyId,
      deliveryOrderId: order.id,
      fromStatus: from,
      toStatus: to,
      changedOn,
    })),
  );
  const movedIds = moved.map((order) => order.id);
  await refreshSalesOrderStatuses(db, companyId, await salesOrderIdsOf(db, companyId, movedIds));
}

/** The company's order's status history, oldest first. */
export async function findDeliveryOrderStatusChanges(db: DbExecutor, companyId: number, id: number) {
  return db
    .select({
      fromStatus: deliveryOrderStatusChanges.fromStatus,
      toStatus: deliveryOrderStatusChanges.toStatus,
      changedOn: deliveryOrderStatusChanges.changedOn,
    })
    .from(deliveryOrderStatusChanges)
    .where(
      and(
        eq(deliveryOrderStatusChanges.companyId, companyId),
        eq(deliveryOrderStatusChanges.deliveryOrderId, id),
      ),
    )
    .orderBy(asc(deliveryOrderStatusChanges.id));
}

export async function deleteDeliveryOrderRow(db: DbExecutor, companyId: number, id: number) {
  await db
    .delete(deliveryOrders)
    .where(and(eq(deliveryOrders.companyId, companyId), eq(deliveryOrders.id, id)));
}
