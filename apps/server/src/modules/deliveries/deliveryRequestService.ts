import {
  canDecideDeliveryRequest,
  createDeliveryRequestInputSchema,
  DELIVERY_REQUEST_STATUSES,
  type DeliveryOrderStatus,
  deliveryRequestIdInputSchema,
  deliveryRequestsFilterSchema,
  type Language,
  rejectDeliveryRequestInputSchema,
} from "@armada/domain";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { containsPattern } from "../../db/likePattern.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { deliveryOrders } from "./deliveries.tables.js";
import { requireTms } from "./deliveriesAccess.js";
import { deliveryOrderCode, isoTime } from "./deliveryCodes.js";
import type { DeliveryOrderService } from "./deliveryOrderService.js";
import { checkDeliveryReferences } from "./deliveryReferences.js";
import { deliveryRequestCode } from "./salesOrderCodes.js";
import { deliveryRequests } from "./salesOrders.tables.js";

type RequestRow = typeof deliveryRequests.$inferSelect;
const columns = { request: deliveryRequests, deliveryOrderStatus: deliveryOrders.status };

function toView({
  request,
  deliveryOrderStatus,
}: {
  request: RequestRow;
  deliveryOrderStatus: DeliveryOrderStatus | null;
}) {
  return {
    deliveryRequestId: request.id,
    code: deliveryRequestCode(request.id),
    status: request.status,
    requesterKind: request.requesterKind,
    requesterName: request.requesterName,
    requesterPhone: request.requesterPhone,
    origin: {
      address: request.originAddress,
      lat: request.originLat,
      lng: request.originLng,
      geofenceId: request.originGeofenceId,
    },
    destination: {
      address: request.destinationAddress,
      lat: request.destinationLat,
      lng: request.destinationLng,
      geofenceId: request.destinationGeofenceId,
    },
    deliveryWindow: { start: isoTime(request.deliveryWindowStart), end: isoTime(request.deliveryWindowEnd) },
    items: request.items,
    notes: request.notes,
    rejectionReason: request.rejectionReason,
    deliveryOrderId: request.deliveryOrderId,
    deliveryOrderCode: request.deliveryOrderId === null ? null : deliveryOrderCode(request.deliveryOrderId),
    deliveryOrderStatus,
    decidedOn: isoTime(request.decidedOn),
    createdOn: request.createdOn.toISOString(),
  };
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(sql`'RQ-' || lpad("delivery_requests"."id"::text, 6, '0')`, pattern),
    ilike(deliveryRequests.requesterName, pattern),
    ilike(deliveryRequests.requesterPhone, pattern),
    ilike(deliveryRequests.originAddress, pattern),
    ilike(deliveryRequests.destinationAddress, pattern),
  );
}

const fences = (input: {
  origin: { geofenceId?: number | null };
  destination: { geofenceId?: number | null };
}) => ({
  "origin.geofenceId": input.origin.geofenceId,
  "destination.geofenceId": input.destination.geofenceId,
});

/**
 * Delivery requests (issue 33, /delivery-request/): a customer or a branch asks for a delivery; a planner approves it
 * into a draft DO or rejects it with a reason. Full transport (tms) keys, like the menu entry.
 */
export function createDeliveryRequestService(
  db: Db,
  deliveryOrderService: Pick<DeliveryOrderService, "createIn">,
) {
  async function load(executor: DbExecutor, companyId: number, id: number, lock = false) {
    const query = executor
      .select(columns)
      .from(deliveryRequests)
      .leftJoin(deliveryOrders, eq(deliveryOrders.id, deliveryRequests.deliveryOrderId))
      .where(and(eq(deliveryRequests.companyId, companyId), eq(deliveryRequests.id, id)));
    const [row] = lock ? await query.for("update", { of: deliveryRequests }) : await query;
    if (!row) throw notFound();
    return row;
  }

  async function undecided(tx: DbExecutor, companyId: number, id: number) {
    const row = await load(tx, companyId, id, true);
    if (!canDecideDeliveryRequest(row.request.status))
      throw new AppError("DeliveryRequestDecided", 409, { code: deliveryRequestCode(id) });
    return row.request;
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      requireTms(user, "read");
      const { pagination, status, search } = parseInput(deliveryRequestsFilterSchema, filter ?? {}, language);
      const scope = and(eq(deliveryRequests.companyId, user.companyId), searchCondition(search ?? undefined));
      const where = status ? and(scope, eq(deliveryRequests.status, status)) : scope;
      const [rows, [totals], counts] = await Promise.all([
        db
          .select(columns)
          .from(deliveryRequests)
          .leftJoin(deliveryOrders, eq(deliveryOrders.id, deliveryRequests.deliveryOrderId))
          .where(where)
          .orderBy(desc(deliveryRequests.id))
          .limit(pagination.show)
          .offset((pagination.page - 1) * pagination.show),
        db.select({ total: count() }).from(deliveryRequests).where(where),
        db
          .select({ status: deliveryRequests.status, count: count() })
          .from(deliveryRequests)
          .where(scope)
          .groupBy(deliveryRequests.status),
      ]);
      return {
        list: rows.map(toView),
        pagination: { total: totals?.total ?? 0, ...pagination },
        statusCounts: DELIVERY_REQUEST_STATUSES.flatMap((entry) =>
          counts.filter((row) => row.status === entry),
        ),
      };
    },

    async get(user: AuthUser, id: number) {
      requireTms(user, "read");
      return toView(await load(db, user.companyId, id));
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "create");
      const parsed = parseInput(createDeliveryRequestInputSchema, input, language);
      await checkDeliveryReferences(db, user.companyId, { geofences: fences(parsed) }, language);
      const [row] = await db
        .insert(deliveryRequests)
        .values({
          companyId: user.companyId,
          requesterKind: parsed.requesterKind,
          requesterName: parsed.requesterName,
          requesterPhone: parsed.requesterPhone,
          originAddress: parsed.origin.address,
          originLat: parsed.origin.lat,
          originLng: parsed.origin.lng,
          originGeofenceId: parsed.origin.geofenceId ?? null,
          destinationAddress: parsed.destination.address,
          destinationLat: parsed.destination.lat,
          destinationLng: parsed.destination.lng,
          destinationGeofenceId: parsed.destination.geofenceId ?? null,
          deliveryWindowStart: parsed.deliveryWindow?.start ?? null,
          deliveryWindowEnd: parsed.deliveryWindow?.end ?? null,
          items: parsed.items,
          notes: parsed.notes || null,
          createdBy: user.userId,
        })
        .returning({ id: deliveryRequests.id });
      if (!row) throw new Error("insert returned no row");
      return toView(await load(db, user.companyId, row.id));
    },

    /** Approves a new request into a draft DO of the requester, from its origin to its destination. */
    async approve(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      requireTms(user, "create");
      const { deliveryRequestId } = parseInput(deliveryRequestIdInputSchema, input, language);
      return db.transaction(async (tx) => {
        const request = await undecided(tx, user.companyId, deliveryRequestId);
        const view = toView({ request, deliveryOrderStatus: null });
        const deliveryOrderId = await deliveryOrderService.createIn(
          tx,
          user.companyId,
          user.userId,
          {
            customerName: request.requesterName,
            shipmentNumber: view.code,
            origin: view.origin,
            destination: view.destination,
            destinationContactName: request.requesterName,
            destinationContactPhone: request.requesterPhone,
            deliveryWindow: view.deliveryWindow,
            items: request.items,
            notes: request.notes,
          },
          language,
        );
        await tx
          .update(deliveryRequests)
          .set({ status: "APPROVED", deliveryOrderId, decidedBy: user.userId, decidedOn: new Date() })
          .where(
            and(eq(deliveryRequests.companyId, user.companyId), eq(deliveryRequests.id, deliveryRequestId)),
          );
        return toView(await load(tx, user.companyId, deliveryRequestId));
      });
    },

    async reject(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      const { deliveryRequestId, reason } = parseInput(rejectDeliveryRequestInputSchema, input, language);
      return db.transaction(async (tx) => {
        await undecided(tx, user.companyId, deliveryRequestId);
        await tx
          .update(deliveryRequests)
          .set({ status: "REJECTED", rejectionReason: reason, decidedBy: user.userId, decidedOn: new Date() })
          .where(
            and(eq(deliveryRequests.companyId, user.companyId), eq(deliveryRequests.id, deliveryRequestId)),
          );
        return toView(await load(tx, user.companyId, deliveryRequestId));
      });
    },
  };
}

export type DeliveryRequestService = ReturnType<typeof createDeliveryRequestService>;
