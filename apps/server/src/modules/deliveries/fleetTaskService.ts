import {
  type CreateFleetTaskInput,
  changeFleetTaskStatusInputSchema,
  createFleetTaskInputSchema,
  DELETABLE_FLEET_TASK_STATUSES,
  type DeliveryOrderStatus,
  fleetTaskIdInputSchema,
  fleetTasksFilterSchema,
  type Language,
  PLANNING_FLEET_TASK_STATUSES,
  SCHEDULABLE_DELIVERY_ORDER_STATUSES,
  updateFleetTaskInputSchema,
} from "@armada/domain";
import type { Db, DbExecutor } from "../../db/database.js";
import { AppError, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput } from "../../http/envelope.js";
import { requireAssignable } from "../documents/index.js";
import type { ConsigneeLinks } from "./consigneeLinks.js";
import type { fleetTaskStops } from "./deliveries.tables.js";
import { requireFleetTaskKey, seesAllFleetTasks } from "./deliveriesAccess.js";
import { deliveryOrderCode, fleetTaskCode } from "./deliveryCodes.js";
import { lockDeliveryOrders, moveDeliveryOrders } from "./deliveryOrderRepository.js";
import { checkDeliveryReferences } from "./deliveryReferences.js";
import { type FleetTaskStatusTap, moveFleetTask, moveOrdersWith, orderIdsOf } from "./fleetTaskMoves.js";
import {
  deleteFleetTaskRow,
  findFleetTasks,
  findStops,
  insertFleetTask,
  insertIntervention,
  lockFleetTask,
  replaceStops,
  updateFleetTaskRow,
} from "./fleetTaskRepository.js";
import { stopValues } from "./fleetTaskStops.js";
import { toFleetTaskView } from "./fleetTaskView.js";
import { loadFleetTaskView } from "./loadFleetTaskView.js";

type TaskInput = CreateFleetTaskInput;

/** What an intervention records of a task: its people, time and stops. */
const snapshotOf = (task: {
  vehicleId: number | null;
  driverId: number | null;
  coDriverId: number | null;
  departureTime: Date;
  note: string | null;
  stops: readonly { activity: string; address: string; deliveryOrderId?: number | null }[];
}) => ({
  vehicleId: task.vehicleId,
  driverId: task.driverId,
  coDriverId: task.coDriverId,
  departureTime: task.departureTime.toISOString(),
  note: task.note,
  stops: task.stops.map(({ activity, address, deliveryOrderId }) => ({
    activity,
    address,
    deliveryOrderId: deliveryOrderId ?? null,
  })),
});

/** The task's driver and co-driver, when set. */
const driverIdsOf = (task: { driverId?: number | null; coDriverId?: number | null }) =>
  [task.driverId, task.coDriverId].filter((id): id is number => typeof id === "number");

/** What a task change tells who follows the tasks (the stop visit workers, the planners' sockets). */
export type FleetTaskChanged = (companyId: number, task: { fleetTaskId: number; isInstant: boolean }) => void;

/**
 * `onChanged` runs after a task was created, changed, moved or deleted; `tellStatus` inside the transaction that
 * makes a task (DRAFT) or moves it; a start shares the consignee links.
 */
export function createFleetTaskService(
  db: Db,
  consignees: Pick<ConsigneeLinks, "share" | "endWithTask">,
  onChanged: FleetTaskChanged = () => {},
  tellStatus: FleetTaskStatusTap = async () => {},
) {
  /** Runs a change of the company's task, then tells who follows the tasks. */
  async function changing<T extends { fleetTaskId: number; isInstant: boolean }>(
    companyId: number,
    work: () => Promise<T>,
  ): Promise<T> {
    const result = await work();
    onChanged(companyId, result);
    return result;
  }

  const view = loadFleetTaskView;

  /** The stored values of a parsed task and its orders (checked to be the company's, locked). */
  async function prepare(
    tx: DbExecutor,
    user: AuthUser,
    input: TaskInput,
    previousStops: (typeof fleetTaskStops.$inferSelect)[],
    language: Language,
  ) {
    await checkDeliveryReferences(
      tx,
      user.companyId,
      {
        vehicleId: input.vehicleId,
        drivers: { driverId: input.driverId ?? undefined, coDriverId: input.coDriverId ?? undefined },
        geofences: Object.fromEntries(
          input.stops.map((stop, index) => [`stops.${index}.address.geofenceId`, stop.address?.geofenceId]),
        ),
      },
      language,
    );
    const orders = await lockDeliveryOrders(tx, user.companyId, orderIdsOf(input.stops));
    const stops = stopValues(
      input.stops,
      new Map(orders.map((order) => [order.id, order])),
      previousStops,
      language,
    );
    return {
      orders,
      stops,
      task: {
        vehicleId: input.vehicleId,
        driverId: input.driverId ?? null,
        coDriverId: input.coDriverId ?? null,
        departureTime: input.departureTime,
        note: input.note ?? null,
        isInstant: orders.length === 0,
      },
    };
  }

  /** Every order must be ready for a task: confirmed, on no other task. */
  function requireSchedulable(orders: readonly { id: number; status: DeliveryOrderStatus }[]) {
    const blocked = orders.find((order) => !SCHEDULABLE_DELIVERY_ORDER_STATUSES.includes(order.status));
    if (blocked)
      throw new AppError("DeliveryOrderNotSchedulable", 409, { code: deliveryOrderCode(blocked.id) });
  }

  async function lockedTask(tx: DbExecutor, companyId: number, id: number) {
    const task = await lockFleetTask(tx, companyId, id);
    if (!task) throw notFound();
    return task;
  }

  return {
    async list(user: AuthUser, filter: unknown, language: Language) {
      const includeOrders = seesAllFleetTasks(user);
      const { pagination, status, search } = parseInput(fleetTasksFilterSchema, filter ?? {}, language);
      const { rows, total, counts } = await findFleetTasks(db, user.companyId, {
        status: status ?? undefined,
        search: search ?? undefined,
        includeOrders,
        ...pagination,
      });
      return {
        list: rows.map((row) => toFleetTaskView(row)),
        pagination: { total, ...pagination },
        statusCounts: counts,
      };
    },

    async get(user: AuthUser, id: number) {
      requireFleetTaskKey(user, "read", true);
      const task = await view(db, user.companyId, id);
      requireFleetTaskKey(user, "read", task.isInstant);
      return task;
    },

    async create(user: AuthUser, input: unknown, language: Language) {
      requireFleetTaskKey(user, "create", true);
      const parsed = parseInput(createFleetTaskInputSchema, input, language);
      requireFleetTaskKey(user, "create", orderIdsOf(parsed.stops).length === 0);
      return changing(user.companyId, () =>
        db.transaction(async (tx) => {
          const { orders, stops, task } = await prepare(tx, user, parsed, [], language);
          requireSchedulable(orders);
          await requireAssignable(
            tx,
            { companyId: user.companyId, timeZone: user.companyTimeZone },
            { vehicleId: parsed.vehicleId, driverIds: driverIdsOf(parsed) },
            language,
          );
          const id = await insertFleetTask(tx, user.companyId, user.userId, task);
          await tellStatus(tx, {
            companyId: user.companyId,
            fleetTaskId: id,
            isInstant: task.isInstant,
            status: "DRAFT",
            movedOn: new Date(),
          });
          await replaceStops(tx, user.companyId, id, stops);
          await moveDeliveryOrders(
            tx,
            user.companyId,
            orders.map((order) => order.id),
            "CONFIRMED",
            "SCHEDULED",
          );
          return view(tx, user.companyId, id);
        }),
      );
    },

    async update(user: AuthUser, input: unknown, language: Language) {
      requireFleetTaskKey(user, "update", true);
      const { fleetTaskId, ...parsed } = parseInput(updateFleetTaskInputSchema, input, language);
      return changing(user.companyId, () =>
        db.transaction(async (tx) => {
          const current = await lockedTask(tx, user.companyId, fleetTaskId);
          requireFleetTaskKey(user, "update", current.isInstant && orderIdsOf(parsed.stops).length === 0);
          const code = fleetTaskCode(current.id);
          if (!PLANNING_FLEET_TASK_STATUSES.includes(current.status) && current.status !== "STARTED") {
            throw new AppError("FleetTaskLocked", 409, { code });
          }
          const previousStops = (await findStops(tx, fleetTaskId)).map((row) => row.stop);
          const { orders, stops, task } = await prepare(tx, user, parsed, previousStops, language);
          const before = new Set(orderIdsOf(previousStops));
          const after = new Set(orders.map((order) => order.id));
          const added = orders.filter((order) => !before.has(order.id));
          const removed = [...before].filter((id) => !after.has(id));
          if (current.status === "STARTED") {
            // a running vehicle's load is fixed: only its people, times, notes and instant stops may change
            if (added.length > 0 || removed.length > 0) throw new AppError("FleetTaskLocked", 409, { code });
          } else {
            requireSchedulable(added);
            await moveDeliveryOrders(tx, user.companyId, removed, "SCHEDULED", "CONFIRMED");
            await moveDeliveryOrders(
              tx,
              user.companyId,
              added.map((order) => order.id),
              "CONFIRMED",
              "SCHEDULED",
            );
          }
          await updateFleetTaskRow(tx, user.companyId, fleetTaskId, task);
          await replaceStops(tx, user.companyId, fleetTaskId, stops);
          if (current.status === "STARTED") {
            await insertIntervention(tx, {
              companyId: user.companyId,
              fleetTaskId,
              userId: user.userId,
              action: "UPDATE",
              before: snapshotOf({ ...current, stops: previousStops }),
              after: snapshotOf({ ...task, stops }),
            });
          }
          return view(tx, user.companyId, fleetTaskId);
        }),
      );
    },

    async remove(user: AuthUser, input: unknown, language: Language) {
      requireFleetTaskKey(user, "delete", true);
      const { fleetTaskId } = parseInput(fleetTaskIdInputSchema, input, language);
      return changing(user.companyId, () =>
        db.transaction(async (tx) => {
          const current = await lockedTask(tx, user.companyId, fleetTaskId);
          requireFleetTaskKey(user, "delete", current.isInstant);
          if (!DELETABLE_FLEET_TASK_STATUSES.includes(current.status)) {
            throw new AppError("FleetTaskLocked", 409, { code: fleetTaskCode(current.id) });
          }
          const removed = await view(tx, user.companyId, fleetTaskId);
          // handed back to the planner, as when the task is canceled
          await moveOrdersWith(tx, user.companyId, fleetTaskId, "CANCELED");
          await deleteFleetTaskRow(tx, user.companyId, fleetTaskId);
          return removed;
        }),
      );
    },

    async changeStatus(user: AuthUser, input: unknown, language: Language) {
      requireFleetTaskKey(user, "update", true);
      const { fleetTaskId, status } = parseInput(changeFleetTaskStatusInputSchema, input, language);
      return changing(user.companyId, () =>
        db.transaction(async (tx) => {
          const current = await lockedTask(tx, user.companyId, fleetTaskId);
          requireFleetTaskKey(user, "update", current.isInstant);
          await moveFleetTask(tx, current, status, user, { consignees, tellStatus });
          return view(tx, user.companyId, fleetTaskId);
        }),
      );
    },
  };
}

export type FleetTaskService = ReturnType<typeof createFleetTaskService>;
