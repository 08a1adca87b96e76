import {
  type DeliveryOrderStatus,
  deliveryOrderMovesToDelivered,
  deliveryOrderStatusAfterVisit,
} from "@armada/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import { notFound } from "../../http/appError.js";
import { fleetTaskStops, fleetTasks } from "./deliveries.tables.js";
import { lockDeliveryOrders, moveDeliveryOrders } from "./deliveryOrderRepository.js";

type StopRow = typeof fleetTaskStops.$inferSelect;

/** Moves the stop's order (locked in the caller's transaction) along the moves `movesOf` its status asks. */
async function moveOrderOf(
  tx: DbExecutor,
  stop: StopRow,
  movesOf: (current: DeliveryOrderStatus) => readonly DeliveryOrderStatus[],
) {
  if (stop.deliveryOrderId === null) return;
  const [order] = await lockDeliveryOrders(tx, stop.companyId, [stop.deliveryOrderId]);
  if (!order) return;
  let current = order.status;
  for (const next of movesOf(current)) {
    await moveDeliveryOrders(tx, stop.companyId, [order.id], current, next);
    current = next;
  }
}

/**
 * A detected arrival: the stop visited from `at` (unless another instance or the driver recorded it first) and a
 * pickup's order taken (Diambil). Answers the stop when this call recorded it.
 */
export async function recordStopArrival(db: Db, stopId: number, at: Date): Promise<StopRow | null> {
  return db.transaction(async (tx) => {
    const [stop] = await tx
      .update(fleetTaskStops)
      .set({ visitStatus: "VISITED", actualArrival: at })
      .where(and(eq(fleetTaskStops.id, stopId), isNull(fleetTaskStops.actualArrival)))
      .returning();
    if (!stop) return null;
    await moveOrderOf(tx, stop, (current) => {
      const next = deliveryOrderStatusAfterVisit(stop.activity, current);
      return next ? [next] : [];
    });
    return stop;
  });
}

/** A detected departure, unless one was recorded already. Answers the stop when this call recorded it. */
export async function recordStopDeparture(db: Db, stopId: number, at: Date): Promise<StopRow | null> {
  const [stop] = await db
    .update(fleetTaskStops)
    .set({ actualDeparture: at })
    .where(and(eq(fleetTaskStops.id, stopId), isNull(fleetTaskStops.actualDeparture)))
    .returning();
  return stop ?? null;
}

/**
 * The driver confirmed the drop (proof of delivery taken): the stop is visited (arrived at `at` when no arrival was
 * detected) and its order Terkirim, through Diambil when no pickup was seen. For the driver's app (issue 33): the
 * caller checks the driver's access to the task and runs this in its own transaction with the proof.
 */
export async function confirmStopDelivered(tx: DbExecutor, companyId: number, stopId: number, at: Date) {
  const [stop] = await tx
    .select({ stop: fleetTaskStops })
    .from(fleetTaskStops)
    .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
    .where(
      and(
        eq(fleetTaskStops.id, stopId),
        eq(fleetTaskStops.companyId, companyId),
        eq(fleetTasks.status, "STARTED"),
      ),
    )
    .for("update");
  if (!stop) throw notFound();
  const [updated] = await tx
    .update(fleetTaskStops)
    .set({ visitStatus: "VISITED", actualArrival: stop.stop.actualArrival ?? at })
    .where(eq(fleetTaskStops.id, stopId))
    .returning();
  if (stop.stop.activity === "DROP") await moveOrderOf(tx, stop.stop, deliveryOrderMovesToDelivered);
  return updated ?? stop.stop;
}
