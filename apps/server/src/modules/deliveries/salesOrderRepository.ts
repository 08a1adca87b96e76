import {
  type DeliveryOrderStatus,
  SALES_ORDER_STATUSES,
  type SalesOrderAllocation,
  type SalesOrderStatus,
  salesOrderStatus,
} from "@armada/domain";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { deliveryOrders } from "./deliveries.tables.js";
import { salesOrderShipments, salesOrders } from "./salesOrders.tables.js";

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesOrderValues = Omit<
  typeof salesOrders.$inferInsert,
  "id" | "companyId" | "status" | "shownStatus" | "createdBy" | "createdOn" | "updatedOn"
>;

/** A delivery order made from a sales order, with what it carries of each line. */
export interface SalesOrderDeliveryOrder {
  deliveryOrderId: number;
  status: DeliveryOrderStatus;
  lines: { lineNo: number; quantity: number }[];
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(sql`'SO-' || lpad("sales_orders"."id"::text, 6, '0')`, pattern),
    ilike(salesOrders.customerName, pattern),
    ilike(salesOrders.billedCustomerName, pattern),
    ilike(salesOrders.destinationAddress, pattern),
  );
}

/**
 * A page of the company's sales orders matching `search` and, when given, shown in `status`, newest first; the
 * total of the page's scope and how many of the search's orders are shown in each status.
 */
export async function findSalesOrders(
  db: DbExecutor,
  companyId: number,
  filter: { search?: string | null; status?: SalesOrderStatus | null; page: number; show: number },
) {
  const searched = and(eq(salesOrders.companyId, companyId), searchCondition(filter.search ?? undefined));
  const scope = filter.status ? and(searched, eq(salesOrders.shownStatus, filter.status)) : searched;
  const [rows, [total], statusCounts] = await Promise.all([
    db
      .select()
      .from(salesOrders)
      .where(scope)
      .orderBy(desc(salesOrders.id))
      .limit(filter.show)
      .offset((filter.page - 1) * filter.show),
    db.select({ total: count() }).from(salesOrders).where(scope),
    db
      .select({ status: salesOrders.shownStatus, count: count() })
      .from(salesOrders)
      .where(searched)
      .groupBy(salesOrders.shownStatus),
  ]);
  const rank = (status: SalesOrderStatus) => SALES_ORDER_STATUSES.indexOf(status);
  return {
    rows,
    total: total?.total ?? 0,
    statusCounts: statusCounts.sort((a, b) => rank(a.status) - rank(b.status)),
  };
}

export async function findSalesOrder(db: DbExecutor, companyId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.companyId, companyId), eq(salesOrders.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The delivery orders of each of the company's sales orders among `ids`. */
export async function findSalesOrderDeliveryOrders(
  db: DbExecutor,
  companyId: number,
  ids: readonly number[],
) {
  const result = new Map<number, SalesOrderDeliveryOrder[]>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      salesOrderId: salesOrderShipments.salesOrderId,
      deliveryOrderId: salesOrderShipments.deliveryOrderId,
      status: deliveryOrders.status,
      lineNo: salesOrderShipments.lineNo,
      quantity: salesOrderShipments.quantity,
    })
    .from(salesOrderShipments)
    .innerJoin(deliveryOrders, eq(deliveryOrders.id, salesOrderShipments.deliveryOrderId))
    .where(
      and(eq(salesOrderShipments.companyId, companyId), inArray(salesOrderShipments.salesOrderId, [...ids])),
    )
    .orderBy(asc(salesOrderShipments.deliveryOrderId), asc(salesOrderShipments.lineNo));
  for (const row of rows) {
    const orders = result.get(row.salesOrderId) ?? [];
    let order = orders.find((candidate) => candidate.deliveryOrderId === row.deliveryOrderId);
    if (!order) {
      order = { deliveryOrderId: row.deliveryOrderId, status: row.status, lines: [] };
      orders.push(order);
    }
    order.lines.push({ lineNo: row.lineNo, quantity: row.quantity });
    result.set(row.salesOrderId, orders);
  }
  return result;
}

export const allocationsOf = (orders: readonly SalesOrderDeliveryOrder[]): SalesOrderAllocation[] =>
  orders.flatMap((order) => order.lines.map((line) => ({ ...line, deliveryOrderStatus: order.status })));

export async function insertSalesOrder(
  db: DbExecutor,
  companyId: number,
  createdBy: number | null,
  values: SalesOrderValues,
) {
  const [row] = await db
    .insert(salesOrders)
    .values({ ...values, companyId, createdBy })
    .returning({ id: salesOrders.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateSalesOrderRow(
  db: DbExecutor,
  companyId: number,
  id: number,
  values: Partial<SalesOrderValues> & { status?: SalesOrderRow["status"] },
) {
  await db
    .update(salesOrders)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(salesOrders.companyId, companyId), eq(salesOrders.id, id)));
}

export async function deleteSalesOrderRow(db: DbExecutor, companyId: number, id: number) {
  await db.delete(salesOrders).where(and(eq(salesOrders.companyId, companyId), eq(salesOrders.id, id)));
}

/** The sales orders the company's delivery orders among `ids` were made from. */
export async function salesOrderIdsOf(
  db: DbExecutor,
  companyId: number,
  deliveryOrderIds: readonly number[],
) {
  if (deliveryOrderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ salesOrderId: salesOrderShipments.salesOrderId })
    .from(salesOrderShipments)
    .where(
      and(
        eq(salesOrderShipments.companyId, companyId),
        inArray(salesOrderShipments.deliveryOrderId, [...deliveryOrderIds]),
      ),
    );
  return rows.map((row) => row.salesOrderId);
}

/**
 * Stores the shown status (salesOrderStatus) of the company's sales orders among `ids`, from their lines and DOs as
 * the caller's transaction sees them: whatever changes an order or its DOs calls it in the same transaction.
 */
export async function refreshSalesOrderStatuses(db: DbExecutor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: salesOrders.id,
      status: salesOrders.status,
      shownStatus: salesOrders.shownStatus,
      lines: salesOrders.lines,
    })
    .from(salesOrders)
    .where(and(eq(salesOrders.companyId, companyId), inArray(salesOrders.id, [...ids])));
  const orders = await findSalesOrderDeliveryOrders(db, companyId, ids);
  for (const row of rows) {
    const shown = salesOrderStatus(row.status, row.lines, allocationsOf(orders.get(row.id) ?? []));
    if (shown !== row.shownStatus)
      await db
        .update(salesOrders)
        .set({ shownStatus: shown })
        .where(and(eq(salesOrders.companyId, companyId), eq(salesOrders.id, row.id)));
  }
}
