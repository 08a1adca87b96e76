import {
  changeDeliveryOrderStatusInputSchema,
  createDeliveryOrderInputSchema,
  DELETABLE_DELIVERY_ORDER_STATUSES,
  deliveryOrderIdInputSchema,
  deliveryOrdersFilterSchema,
  EDITABLE_DELIVERY_ORDER_STATUSES,
  isManualDeliveryOrderMove,
  type Language,
  updateDeliveryOrderInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireTms } from "./deliveriesAccess.js";
import { deliveryOrderCode } from "./deliveryCodes.js";
import {
  deleteDeliveryOrderRow,
  findDeliveryOrder,
  findDeliveryOrders,
  insertDeliveryOrder,
  lockDeliveryOrders,
  moveDeliveryOrders,
  updateDeliveryOrderRow,
} from "./deliveryOrderRepository.js";
import { deliveryOrderValues, toDeliveryOrderView } from "./deliveryOrderView.js";
import { checkDeliveryReferences } from "./deliveryReferences.js";
import { refreshSalesOrderStatuses, salesOrderIdsOf } from "./salesOrderRepository.js";

const addressFences = (input: {
  origin: { geofenceId?: number | null };
  destination: { geofenceId?: number | null };
}) => ({
  "origin.geofenceId": input.origin.geofenceId,
  "destination.geofenceId": input.destination.geofenceId,
});

export function createDeliveryOrderService(db: Db) {
  async function view(executor: DbExecutor, companyId: number, id: number) {
    const row = await findDeliveryOrder(executor, companyId, id);
    if (!row) throw notFound();
    return toDeliveryOrderView(row);
  }

  /** The company's order, locked for the transaction; NotFound for another company's. */
  async function locked(tx: DbExecutor, companyId: number, id: number) {
    const [row] = await lockDeliveryOrders(tx, companyId, [id]);
    if (!row) throw notFound();
    return row;
  }

  async function createIn(
    executor: DbExecutor,
    companyId: number,
    createdBy: number | null,
    input: unknown,
    language: Language,
  ) {
    const parsed = parseInput(createDeliveryOrderInputSchema, input, language);
    await checkDeliveryReferences(executor, companyId, { geofences: addressFences(parsed) }, language);
    return insertDeliveryOrder(executor, companyId, createdBy, deliveryOrderValues(parsed));
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireTms(user, "read");
      const { pagination, status, search } = parseInput(deliveryOrdersFilterSchema, filter ?? {}, language);
      const { rows, total, counts } = await findDeliveryOrders(db, user.companyId, {
        status: status ?? undefined,
        search: search ?? undefined,
        ...pagination,
      });
      return {
        list: rows.map(toDeliveryOrderView),
        pagination: { total, ...pagination },
        statusCounts: counts,
      };
    },

    async get(user: AuthUser, id: number) {
      requireTms(user, "read");
      return view(db, user.companyId, id);
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "create");
      const id = await createIn(db, user.companyId, user.userId, input, language);
      return view(db, user.companyId, id);
    },

    /**
     * A new draft order in the caller's transaction, validated like `create` (the delivery scheduler's generated
     * orders, whose access was checked when their template was saved). Returns its id.
     */
    createIn,

    async update(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      const { deliveryOrderId, ...parsed } = parseInput(updateDeliveryOrderInputSchema, input, language);
      return db.transaction(async (tx) => {
        const row = await locked(tx, user.companyId, deliveryOrderId);
        if (!EDITABLE_DELIVERY_ORDER_STATUSES.includes(row.status)) {
          throw new AppError("DeliveryOrderLocked", 409, { code: deliveryOrderCode(row.id) });
        }
        await checkDeliveryReferences(tx, user.companyId, { geofences: addressFences(parsed) }, language);
        await updateDeliveryOrderRow(tx, user.companyId, deliveryOrderId, deliveryOrderValues(parsed));
        return view(tx, user.companyId, deliveryOrderId);
      });
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "delete");
      const { deliveryOrderId } = parseInput(deliveryOrderIdInputSchema, input, language);
      return db.transaction(async (tx) => {
        const removed = await view(tx, user.companyId, deliveryOrderId);
        const row = await locked(tx, user.companyId, deliveryOrderId);
        // a draft is on no running or planned task (scheduling needs it confirmed)
        if (!DELETABLE_DELIVERY_ORDER_STATUSES.includes(row.status)) {
          throw new AppError("DeliveryOrderLocked", 409, { code: removed.code });
        }
        const salesOrderIds = await salesOrderIdsOf(tx, user.companyId, [deliveryOrderId]);
        await deleteDeliveryOrderRow(tx, user.companyId, deliveryOrderId);
        await refreshSalesOrderStatuses(tx, user.companyId, salesOrderIds);
        return removed;
      });
    },

    async changeStatus(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      const { deliveryOrderId, status } = parseInput(changeDeliveryOrderStatusInputSchema, input, language);
      return db.transaction(async (tx) => {
        const row = await locked(tx, user.companyId, deliveryOrderId);
        if (!isManualDeliveryOrderMove(row.status, status)) {
          throw new AppError("StatusChangeNotAllowed", 409, { from: row.status, to: status });
        }
        await moveDeliveryOrders(tx, user.companyId, [deliveryOrderId], row.status, status);
        return view(tx, user.companyId, deliveryOrderId);
      });
    },
  };
}

export type DeliveryOrderService = ReturnType<typeof createDeliveryOrderService>;
