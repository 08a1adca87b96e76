import {
  changeSalesOrderStatusInputSchema,
  checkShipments,
  createDeliveryOrdersFromSalesOrderInputSchema,
  createSalesOrderInputSchema,
  type Language,
  RELEASED_DELIVERY_ORDER_STATUSES,
  SALES_ORDER_MOVES,
  salesOrderIdInputSchema,
  salesOrdersFilterSchema,
  updateSalesOrderInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireKey } from "../../http/requireKeys.js";
import { requireTms } from "./deliveriesAccess.js";
import type { DeliveryOrderService } from "./deliveryOrderService.js";
import { checkDeliveryReferences } from "./deliveryReferences.js";
import { salesOrderCode } from "./salesOrderCodes.js";
import {
  deleteSalesOrderRow,
  findSalesOrder,
  findSalesOrderDeliveryOrders,
  findSalesOrders,
  insertSalesOrder,
  refreshSalesOrderStatuses,
  type SalesOrderRow,
  updateSalesOrderRow,
} from "./salesOrderRepository.js";
import { salesOrderShipments } from "./salesOrders.tables.js";
import { salesOrderValues, toSalesOrderView } from "./salesOrderView.js";

type Action = "read" | "create" | "update" | "delete";
/** The sales order's own keys (docs/spec/alert-center-and-shell.md: all four CRUD of sales-order). */
const requireSalesOrder = (user: AuthUser, action: Action) => requireKey(user, `sales-order:${action}`);

const destinationFence = (input: { destination: { geofenceId?: number | null } }) => ({
  "destination.geofenceId": input.destination.geofenceId,
});

/** Sales orders (issue 33, /sales-order/): a customer's order with priced lines, shipped by one or more DOs. */
export function createSalesOrderService(db: Db, deliveryOrders: Pick<DeliveryOrderService, "createIn">) {
  async function view(executor: DbExecutor, companyId: number, row: SalesOrderRow) {
    const orders = await findSalesOrderDeliveryOrders(executor, companyId, [row.id]);
    return toSalesOrderView(row, orders.get(row.id) ?? []);
  }

  async function load(executor: DbExecutor, companyId: number, id: number, lock = false) {
    const row = await findSalesOrder(executor, companyId, id, lock);
    if (!row) throw notFound();
    return row;
  }

  const liveOrders = (orders: { status: string }[]) =>
    orders.filter((order) => !RELEASED_DELIVERY_ORDER_STATUSES.includes(order.status as never));

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireSalesOrder(user, "read");
      const { pagination, status, search } = parseInput(salesOrdersFilterSchema, filter ?? {}, language);
      const found = await findSalesOrders(db, user.companyId, { search, status, ...pagination });
      const orders = await findSalesOrderDeliveryOrders(
        db,
        user.companyId,
        found.rows.map((row) => row.id),
      );
      return {
        list: found.rows.map((row) => toSalesOrderView(row, orders.get(row.id) ?? [])),
        pagination: { total: found.total, ...pagination },
        statusCounts: found.statusCounts,
      };
    },

    async get(user: AuthUser, id: number) {
      requireSalesOrder(user, "read");
      return view(db, user.companyId, await load(db, user.companyId, id));
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireSalesOrder(user, "create");
      const parsed = parseInput(createSalesOrderInputSchema, input, language);
      await checkDeliveryReferences(db, user.companyId, { geofences: destinationFence(parsed) }, language);
      const id = await insertSalesOrder(db, user.companyId, user.userId, salesOrderValues(parsed));
      return view(db, user.companyId, await load(db, user.companyId, id));
    },

    /** Only a draft's details change (a confirmed order goes back to draft first, while no DO carries it). */
    async update(user: AuthUser, input: unknown, language: Language) {
      requireSalesOrder(user, "update");
      const { salesOrderId, ...parsed } = parseInput(updateSalesOrderInputSchema, input, language);
      return db.transaction(async (tx) => {
        const row = await load(tx, user.companyId, salesOrderId, true);
        if (row.status !== "DRAFT")
          throw new AppError("SalesOrderLocked", 409, { code: salesOrderCode(row.id) });
        await checkDeliveryReferences(tx, user.companyId, { geofences: destinationFence(parsed) }, language);
        await updateSalesOrderRow(tx, user.companyId, salesOrderId, salesOrderValues(parsed));
        return view(tx, user.companyId, await load(tx, user.companyId, salesOrderId));
      });
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireSalesOrder(user, "delete");
      const { salesOrderId } = parseInput(salesOrderIdInputSchema, input, language);
      return db.transaction(async (tx) => {
        const row = await load(tx, user.companyId, salesOrderId, true);
        const removed = await view(tx, user.companyId, row);
        if (row.status !== "DRAFT") throw new AppError("SalesOrderLocked", 409, { code: removed.code });
        await deleteSalesOrderRow(tx, user.companyId, salesOrderId);
        return removed;
      });
    },

    /** Confirm, back to draft or cancel; never while a live DO carries the order (except confirming). */
    async changeStatus(user: AuthUser, input: unknown, language: Language) {
      requireSalesOrder(user, "update");
      const { salesOrderId, status } = parseInput(changeSalesOrderStatusInputSchema, input, language);
      return db.transaction(async (tx) => {
        const row = await load(tx, user.companyId, salesOrderId, true);
        if (!SALES_ORDER_MOVES[row.status].includes(status))
          throw new AppError("StatusChangeNotAllowed", 409, { from: row.status, to: status });
        const current = await view(tx, user.companyId, row);
        if (liveOrders(current.deliveryOrders).length > 0)
          throw new AppError("SalesOrderHasDeliveryOrders", 409, { code: current.code });
        await updateSalesOrderRow(tx, user.companyId, salesOrderId, { status });
        await refreshSalesOrderStatuses(tx, user.companyId, [salesOrderId]);
        return view(tx, user.companyId, await load(tx, user.companyId, salesOrderId));
      });
    },

    /**
     * "Buat DO": one draft DO per shipment, from its origin to the order's destination with the chosen lines and
     * quantities; never more of a line than is left (over all the shipments together).
     */
    async createDeliveryOrders(user: AuthUser, input: unknown, language: Language) {
      requireSalesOrder(user, "update");
      requireTms(user, "create");
      const { salesOrderId, shipments } = parseInput(
        createDeliveryOrdersFromSalesOrderInputSchema,
        input,
        language,
      );
      return db.transaction(async (tx) => {
        const row = await load(tx, user.companyId, salesOrderId, true);
        const current = await view(tx, user.companyId, row);
        if (row.status !== "CONFIRMED")
          throw new AppError("SalesOrderNotConfirmed", 409, { code: current.code });
        const allocations = current.deliveryOrders.flatMap((order) =>
          order.lines.map((line) => ({ ...line, deliveryOrderStatus: order.status })),
        );
        const wanted = shipments.map((shipment) => shipment.lines.filter((line) => line.quantity > 0));
        const [problem] = checkShipments(
          row.lines,
          allocations,
          shipments.map((shipment) => shipment.lines),
        );
        if (problem?.kind === "OverOrdered")
          throw new AppError("SalesOrderOverShipped", 409, {
            line: problem.lineNo,
            remaining: problem.remaining,
            requested: problem.requested,
          });
        if (problem?.kind === "EmptyShipment") throw new AppError("SalesOrderEmptyShipment", 400);
        if (problem) throw notFound();
        for (const [index, shipment] of shipments.entries()) {
          const lines = wanted[index] ?? [];
          const deliveryOrderId = await deliveryOrders.createIn(
            tx,
            user.companyId,
            user.userId,
            {
              customerName: row.customerName,
              billedCustomerName: row.billedCustomerName,
              shipmentNumber: current.code,
              origin: shipment.origin,
              destination: current.destination,
              destinationContactName: row.destinationContactName,
              destinationContactPhone: row.destinationContactPhone,
              pickupWindow: shipment.pickupWindow
                ? {
                    start: shipment.pickupWindow.start?.toISOString() ?? null,
                    end: shipment.pickupWindow.end?.toISOString() ?? null,
                  }
                : null,
              deliveryWindow: current.requestedDeliveryWindow,
              items: lines.map((line) => {
                const ordered = row.lines.find((candidate) => candidate.lineNo === line.lineNo);
                return {
                  name: ordered?.name ?? "",
                  quantity: line.quantity,
                  weightKg: ordered?.weightKg ?? 0,
                  volumeM3: ordered?.volumeM3 ?? 0,
                };
              }),
              notes: row.notes,
              requiredSkills: row.requiredSkills,
              priority: row.priority,
            },
            language,
          );
          await tx.insert(salesOrderShipments).values(
            lines.map((line) => ({
              companyId: user.companyId,
              salesOrderId,
              deliveryOrderId,
              lineNo: line.lineNo,
              quantity: line.quantity,
            })),
          );
        }
        await refreshSalesOrderStatuses(tx, user.companyId, [salesOrderId]);
        return view(tx, user.companyId, await load(tx, user.companyId, salesOrderId));
      });
    },
  };
}

export type SalesOrderService = ReturnType<typeof createSalesOrderService>;
