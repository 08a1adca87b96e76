import type { DeliveryOrderStatus, SalesOrderAllocation } from "@armada/domain";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { deliveryOrders } from "./deliveries.tables.js";
import { salesOrderShipments, salesOrders } from "./salesOrders.tables.js";

export type SalesOrderRow = typeof salesOrders.$inferSelect;
export type SalesOrderValues = Omit<
  typeof salesOrders.$inferInsert,
  "id" | "companyId" | "status" | "createdBy" | "createdOn" | "updatedOn"
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

/** The company's sales orders matching `search`, newest first (statuses are derived, so the caller pages). */
export async function findSalesOrders(db: DbExecutor, companyId: number, search: string | undefined) {
  return db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.companyId, companyId), searchCondition(search)))
    .orderBy(desc(salesOrders.id));
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

/** The sales order a delivery order was made from, if any. */
export async function findSalesOrderOfDeliveryOrder(
  db: DbExecutor,
  companyId: number,
  deliveryOrderId: number,
) {
  const [row] = await db
    .select({ salesOrderId: salesOrderShipments.salesOrderId })
    .from(salesOrderShipments)
    .where(
      and(
        eq(salesOrderShipments.companyId, companyId),
        eq(salesOrderShipments.deliveryOrderId, deliveryOrderId),
      ),
    )
    .limit(1);
  return row?.salesOrderId ?? null;
}
