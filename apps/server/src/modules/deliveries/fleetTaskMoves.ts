import {
  canMove,
  deliveryOrderStatusAfterTask,
  FLEET_TASK_MACHINE,
  type FleetTaskStatus,
} from "@armada/domain";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/database.js";
import { AppError } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import type { TransactionTap } from "../../platform/transactionTaps.js";
import type { ConsigneeLinks } from "./consigneeLinks.js";
import { fleetTaskStops, type fleetTasks } from "./deliveries.tables.js";
import { lockDeliveryOrders, moveDeliveryOrders } from "./deliveryOrderRepository.js";
import { insertIntervention, updateFleetTaskRow } from "./fleetTaskRepository.js";

export const orderIdsOf = (stops: readonly { deliveryOrderId?: number | null }[]) => [
  ...new Set(stops.flatMap((stop) => (stop.deliveryOrderId == null ? [] : [stop.deliveryOrderId]))),
];

/** Moves the task's orders as its new status asks (deliveryOrderStatusAfterTask). */
export async function moveOrdersWith(
  tx: DbExecutor,
  companyId: number,
  taskId: number,
  status: FleetTaskStatus,
) {
  const ids = orderIdsOf(
    await tx.select().from(fleetTaskStops).where(eq(fleetTaskStops.fleetTaskId, taskId)),
  );
  for (const order of await lockDeliveryOrders(tx, companyId, ids)) {
    const next = deliveryOrderStatusAfterTask(status, order.status);
    if (next) await moveDeliveryOrders(tx, companyId, [order.id], order.status, next);
  }
}

/** A fleet task made (DRAFT) or moved to `status`, as its transaction commits it. */
export interface FleetTaskStatusMove {
  companyId: number;
  fleetTaskId: number;
  isInstant: boolean;
  status: FleetTaskStatus;
  movedOn: Date;
}

/**
 * Told of a task made or moved inside the transaction that does it (webhooks captures `fleet_task.status_changed`
 * there: the tasks keep no status history to read it back from).
 */
export type FleetTaskStatusTap = TransactionTap<[move: FleetTaskStatusMove]>;

/** What a task's move does beyond the task and its orders. */
export interface FleetTaskMoveEffects {
  consignees: Pick<ConsigneeLinks, "share" | "endWithTask">;
  tellStatus: FleetTaskStatusTap;
}

/**
 * Moves a locked task along FLEET_TASK_MACHINE, its orders with it (by the planner or its driver), and tells the
 * status taps; a start shares each order's consignee link; canceling a running task ends them and is an
 * intervention.
 */
export async function moveFleetTask(
  tx: DbExecutor,
  current: typeof fleetTasks.$inferSelect,
  status: FleetTaskStatus,
  user: AuthUser,
  { consignees, tellStatus }: FleetTaskMoveEffects,
) {
  if (!canMove(FLEET_TASK_MACHINE, current.status, status)) {
    throw new AppError("StatusChangeNotAllowed", 409, { from: current.status, to: status });
  }
  const now = new Date();
  await updateFleetTaskRow(tx, current.companyId, current.id, {
    status,
    ...(status === "STARTED" ? { startedOn: now } : {}),
    ...(status === "ENDED" || status === "CANCELED" ? { endedOn: now } : {}),
  });
  await moveOrdersWith(tx, current.companyId, current.id, status);
  await tellStatus(tx, {
    companyId: current.companyId,
    fleetTaskId: current.id,
    isInstant: current.isInstant,
    status,
    movedOn: now,
  });
  if (status === "STARTED") await consignees.share(tx, user, { ...current, status, startedOn: now });
  if (current.status === "STARTED" && status === "CANCELED") {
    await consignees.endWithTask(tx, current, now);
    await insertIntervention(tx, {
      companyId: current.companyId,
      fleetTaskId: current.id,
      userId: user.userId,
      action: "STATUS",
      before: { status: current.status },
      after: { status },
    });
  }
}
