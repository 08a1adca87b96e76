import { deliveryOrderMovesAfterStop, type StopActivity, type StopOutcomeKind } from "@armada/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/database.js";
import type { ConsigneeLinks } from "./consigneeLinks.js";
import { fleetTaskStops } from "./deliveries.tables.js";
import { lockDeliveryOrders, moveDeliveryOrders } from "./deliveryOrderRepository.js";

type StopRow = typeof fleetTaskStops.$inferSelect;

/** What a stop's visit or outcome also tells: the order's consignee (their link), as of `at`. */
export interface StopEffects {
  consignees: Pick<ConsigneeLinks, "afterStop">;
  at: Date;
}

/**
 * Moves the stop's order (locked in the caller's transaction) as the stop's visit or outcome asks
 * (deliveryOrderMovesAfterStop), then tells its consignee's link; `activity` is the stop's unless the caller knows
 * better (a delivery is a drop's).
 */
export async function moveOrderAfterStop(
  tx: DbExecutor,
  stop: StopRow,
  activity: StopActivity,
  outcome: "VISITED" | StopOutcomeKind,
  effects: StopEffects,
) {
  if (stop.deliveryOrderId === null) return;
  const [order] = await lockDeliveryOrders(tx, stop.companyId, [stop.deliveryOrderId]);
  if (!order) return;
  let current = order.status;
  for (const next of deliveryOrderMovesAfterStop(activity, outcome, current)) {
    await moveDeliveryOrders(tx, stop.companyId, [order.id], current, next);
    current = next;
  }
  await effects.consignees.afterStop(tx, stop, outcome === "VISITED", current, effects.at);
}

/**
 * A detected arrival: the stop visited from `at` (unless another instance or the driver recorded it first) and a
 * pickup's order taken (Diambil). Answers the stop when this call recorded it. `withOrder`: whether the stop is
 * known to have an order; one without is recorded in one statement (nothing else moves), unless it got one since.
 */
export async function recordStopArrival(
  db: Db,
  stopId: number,
  withOrder: boolean,
  at: Date,
  consignees: StopEffects["consignees"],
): Promise<StopRow | null> {
  if (!withOrder) {
    const [stop] = await db
      .update(fleetTaskStops)
      .set({ visitStatus: "VISITED", actualArrival: at })
      .where(
        and(
          eq(fleetTaskStops.id, stopId),
          isNull(fleetTaskStops.actualArrival),
          isNull(fleetTaskStops.deliveryOrderId),
        ),
      )
      .returning();
    if (stop) return stop;
  }
  return db.transaction(async (tx) => {
    const [stop] = await tx
      .update(fleetTaskStops)
      .set({ visitStatus: "VISITED", actualArrival: at })
      .where(and(eq(fleetTaskStops.id, stopId), isNull(fleetTaskStops.actualArrival)))
      .returning();
    if (!stop) return null;
    await moveOrderAfterStop(tx, stop, stop.activity, "VISITED", { consignees, at });
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
