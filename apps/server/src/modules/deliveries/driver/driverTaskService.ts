import {
  arriveAtStopInputSchema,
  canEndDriverTask,
  DEFAULT_POD_REQUIREMENTS,
  type DeliverStopInput,
  deliverStopInputSchema,
  driverStopActions,
  driverTaskActionInputSchema,
  failStopInputSchema,
  isStopDone,
  type Language,
  missingPodFields,
  POD_FIELD_LABELS,
  podRequirementsSchema,
  type StopFailureReason,
  zonedDay,
  zonedDayStart,
} from "@armada/domain";
import { and, eq, ne } from "drizzle-orm";
import type { Db, DbExecutor } from "../../../db/database.js";
import { AppError, notFound } from "../../../http/appError.js";
import type { AuthUser } from "../../../http/authUser.js";
import { parseInput } from "../../../http/envelope.js";
import { requireKey } from "../../../http/requireKeys.js";
import { referenceIssue } from "../../fleet/index.js";
import type { UploadStore } from "../../uploads/index.js";
import type { ConsigneeLinks } from "../consigneeLinks.js";
import { fleetTaskStops, type fleetTasks } from "../deliveries.tables.js";
import { INSTANT_POD_READ_KEYS, POD_READ_KEY, requireTms } from "../deliveriesAccess.js";
import { fleetTaskCode } from "../deliveryCodes.js";
import { type FleetTaskStatusTap, moveFleetTask } from "../fleetTaskMoves.js";
import { lockFleetTask } from "../fleetTaskRepository.js";
import type { FleetTaskChanged } from "../fleetTaskService.js";
import { loadFleetTaskView } from "../loadFleetTaskView.js";
import { moveOrderAfterStop } from "../stopVisitEffects.js";
import {
  claimDriverAction,
  findDriverTaskIds,
  findPodRequirements,
  findStopOutcomes,
  insertStopOutcome,
  lockStop,
  type StopOutcomeValues,
  savePodRequirements,
} from "./driverTaskRepository.js";

const DAY_MS = 86_400_000;
/** The phone's clock may run a little ahead; a moment further ahead is taken as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

type TaskRow = typeof fleetTasks.$inferSelect;
type StopRow = typeof fleetTaskStops.$inferSelect;
type ActionKind = "START" | "ARRIVE" | "DELIVER" | "FAIL" | "END";

/** When the driver did it: the phone's moment, never after now. */
const happenedOn = (at: Date, now = new Date()) => (at.getTime() > now.getTime() + CLOCK_SKEW_MS ? now : at);

/**
 * The driver's app's actions (issue 33): a driver acts only on a task they drive; every action once. A start shares
 * the consignee links, a stop visited or done tells them.
 */
export function createDriverTaskService(
  db: Db,
  consignees: Pick<ConsigneeLinks, "share" | "afterStop" | "endWithTask">,
  uploads: Pick<UploadStore, "isCompanys" | "rekey">,
  onChanged: FleetTaskChanged = () => {},
  tellStatus: FleetTaskStatusTap = async () => {},
) {
  const moveEffects = { consignees, tellStatus };
  /** The task, locked, when the caller drives it (driver or co-driver); NotFound otherwise, as for another company's. */
  async function ownTask(tx: DbExecutor, user: AuthUser, fleetTaskId: number) {
    const task = await lockFleetTask(tx, user.companyId, fleetTaskId);
    if (!task || (task.driverId !== user.userId && task.coDriverId !== user.userId)) throw notFound();
    return task;
  }

  function requireRunning(task: TaskRow) {
    if (task.status !== "STARTED")
      throw new AppError("FleetTaskNotRunning", 409, { code: fleetTaskCode(task.id) });
  }

  /**
   * Runs a driver's action once: in one transaction with the claim of its id, so a replay (the id already applied)
   * answers the task as it is now and changes nothing; a failed action leaves its id free for a retry.
   */
  async function once(
    user: AuthUser,
    action: { actionId: string; at: Date; kind: ActionKind },
    target: (tx: DbExecutor) => Promise<{ task: TaskRow; stop?: StopRow }>,
    apply: (tx: DbExecutor, task: TaskRow, stop: StopRow | undefined, at: Date) => Promise<void>,
  ) {
    requireKey(user, "tms_driver:update");
    const result = await db.transaction(async (tx) => {
      const { task, stop } = await target(tx);
      const at = happenedOn(action.at);
      const fresh = await claimDriverAction(tx, {
        companyId: user.companyId,
        actionId: action.actionId,
        userId: user.userId,
        kind: action.kind,
        fleetTaskId: task.id,
        stopId: stop?.id ?? null,
        happenedOn: at,
      });
      if (fresh) await apply(tx, task, stop, at);
      return { view: await loadFleetTaskView(tx, user.companyId, task.id), fresh, task };
    });
    if (result.fresh)
      onChanged(user.companyId, { fleetTaskId: result.task.id, isInstant: result.task.isInstant });
    return result.view;
  }

  /** The stop and its task, locked, when the caller drives it and the task runs. */
  async function ownStop(tx: DbExecutor, user: AuthUser, stopId: number) {
    const stop = await lockStop(tx, user.companyId, stopId);
    if (!stop) throw notFound();
    const task = await ownTask(tx, user, stop.fleetTaskId);
    return { task, stop };
  }

  async function doneStatus(tx: DbExecutor, stop: StopRow) {
    const outcomes = await findStopOutcomes(tx, stop.companyId, stop.fleetTaskId);
    const outcome = outcomes.find((row) => row.stopId === stop.id)?.outcome ?? null;
    return { activity: stop.activity, visitStatus: stop.visitStatus, outcome };
  }

  /**
   * The POD's images must be the company's own driver uploads (never another company's file, nor another module's);
   * an instant task's are then read with its own key too.
   */
  async function claimPodImages(tx: DbExecutor, task: TaskRow, pod: DeliverStopInput, language: Language) {
    const images = (["photoUrl", "signatureUrl"] as const).flatMap((field) => {
      const url = pod[field];
      return url ? [{ field, url }] : [];
    });
    for (const { field, url } of images) {
      if (!(await uploads.isCompanys(tx, task.companyId, url, POD_READ_KEY)))
        throw new AppError("ValidationError", 400, {}, { issues: [referenceIssue(field, language)] });
    }
    if (task.isInstant)
      for (const { url } of images) await uploads.rekey(tx, task.companyId, url, INSTANT_POD_READ_KEYS);
  }

  /** Marks the stop visited at `at` unless the positions found its arrival already. */
  async function markVisited(tx: DbExecutor, stop: StopRow, at: Date) {
    await tx
      .update(fleetTaskStops)
      .set({ visitStatus: "VISITED", actualArrival: stop.actualArrival ?? at })
      .where(and(eq(fleetTaskStops.id, stop.id), eq(fleetTaskStops.visitStatus, "TO_VISIT")));
  }

  async function record(
    tx: DbExecutor,
    user: AuthUser,
    stop: StopRow,
    values: Omit<StopOutcomeValues, "recordedBy">,
  ) {
    await insertStopOutcome(tx, stop, { ...values, recordedBy: user.userId });
  }

  async function failStop(
    tx: DbExecutor,
    user: AuthUser,
    stop: StopRow,
    failure: { reason: StopFailureReason; note: string | null; at: Date },
  ) {
    await tx.update(fleetTaskStops).set({ visitStatus: "FAILED" }).where(eq(fleetTaskStops.id, stop.id));
    await record(tx, user, stop, {
      outcome: "FAILED",
      failureReason: failure.reason,
      notes: failure.note,
      happenedOn: failure.at,
    });
  }

  async function podRequirements(executor: DbExecutor, companyId: number) {
    return (await findPodRequirements(executor, companyId)) ?? DEFAULT_POD_REQUIREMENTS;
  }

  return {
    /** The caller's tasks of today (in the company's zone) with the POD the company requires. */
    async myTasks(user: AuthUser, now = new Date()) {
      requireKey(user, "tms_driver:read");
      const dayStart = zonedDayStart(zonedDay(now, user.companyTimeZone), user.companyTimeZone);
      const ids = await findDriverTaskIds(
        db,
        user.companyId,
        user.userId,
        dayStart,
        new Date(dayStart.getTime() + DAY_MS),
      );
      const [list, requirements] = await Promise.all([
        Promise.all(ids.map((id) => loadFleetTaskView(db, user.companyId, id))),
        podRequirements(db, user.companyId),
      ]);
      return { list, podRequirements: requirements };
    },

    /** The proofs of delivery and failures of a task the caller was allowed to read. */
    stopOutcomes(user: AuthUser, fleetTaskId: number) {
      return findStopOutcomes(db, user.companyId, fleetTaskId);
    },

    async start(user: AuthUser, input: unknown, language: Language) {
      const parsed = parseInput(driverTaskActionInputSchema, input, language);
      return once(
        user,
        { ...parsed, kind: "START" },
        async (tx) => ({ task: await ownTask(tx, user, parsed.fleetTaskId) }),
        (tx, task) => moveFleetTask(tx, task, "STARTED", user, moveEffects),
      );
    },

    async end(user: AuthUser, input: unknown, language: Language) {
      const parsed = parseInput(driverTaskActionInputSchema, input, language);
      return once(
        user,
        { ...parsed, kind: "END" },
        async (tx) => ({ task: await ownTask(tx, user, parsed.fleetTaskId) }),
        async (tx, task) => {
          requireRunning(task);
          const stops = await tx.select().from(fleetTaskStops).where(eq(fleetTaskStops.fleetTaskId, task.id));
          const outcomes = new Map(
            (await findStopOutcomes(tx, task.companyId, task.id)).map((row) => [row.stopId, row.outcome]),
          );
          const states = stops.map((stop) => ({
            activity: stop.activity,
            visitStatus: stop.visitStatus,
            outcome: outcomes.get(stop.id) ?? null,
          }));
          if (!canEndDriverTask(states)) {
            throw new AppError("FleetTaskStopsOpen", 409, {
              count: states.filter((state) => !isStopDone(state)).length,
            });
          }
          await moveFleetTask(tx, task, "ENDED", user, moveEffects);
        },
      );
    },

    async arrive(user: AuthUser, input: unknown, language: Language) {
      const parsed = parseInput(arriveAtStopInputSchema, input, language);
      return once(
        user,
        { ...parsed, kind: "ARRIVE" },
        (tx) => ownStop(tx, user, parsed.stopId),
        async (tx, task, stop, at) => {
          if (!stop) return;
          requireRunning(task);
          const state = await doneStatus(tx, stop);
          if (isStopDone(state)) throw new AppError("StopAlreadyDone", 409);
          await markVisited(tx, stop, at);
          await moveOrderAfterStop(tx, stop, stop.activity, "VISITED", { consignees, at });
        },
      );
    },

    async deliver(user: AuthUser, input: unknown, language: Language) {
      const parsed = parseInput(deliverStopInputSchema, input, language);
      return once(
        user,
        { ...parsed, kind: "DELIVER" },
        (tx) => ownStop(tx, user, parsed.stopId),
        async (tx, task, stop, at) => {
          if (!stop) return;
          requireRunning(task);
          const state = await doneStatus(tx, stop);
          if (!driverStopActions(state).deliver) {
            throw new AppError(stop.activity === "DROP" ? "StopAlreadyDone" : "StopNotDrop", 409);
          }
          const missing = missingPodFields(await podRequirements(tx, user.companyId), parsed);
          if (missing.length > 0) {
            const fields = missing.map((field) => POD_FIELD_LABELS[field][language]).join(", ");
            throw new AppError("PodIncomplete", 400, { fields });
          }
          await claimPodImages(tx, task, parsed, language);
          await markVisited(tx, stop, at);
          await record(tx, user, stop, {
            outcome: "DELIVERED",
            photoUrl: parsed.photoUrl ?? null,
            signatureUrl: parsed.signatureUrl ?? null,
            receiverName: parsed.receiverName || null,
            notes: parsed.notes || null,
            happenedOn: at,
          });
          await moveOrderAfterStop(tx, stop, "DROP", "DELIVERED", { consignees, at });
        },
      );
    },

    async fail(user: AuthUser, input: unknown, language: Language) {
      const parsed = parseInput(failStopInputSchema, input, language);
      return once(
        user,
        { ...parsed, kind: "FAIL" },
        (tx) => ownStop(tx, user, parsed.stopId),
        async (tx, task, stop, at) => {
          if (!stop) return;
          requireRunning(task);
          if (isStopDone(await doneStatus(tx, stop))) throw new AppError("StopAlreadyDone", 409);
          const failure = { reason: parsed.reason, note: parsed.note || null, at };
          await failStop(tx, user, stop, failure);
          await moveOrderAfterStop(tx, stop, stop.activity, "FAILED", { consignees, at });
          if (stop.activity === "PICKUP" && stop.deliveryOrderId !== null) {
            // goods never picked up are not dropped: the order's drops on the task fail with the same reason
            const drops = await tx
              .select()
              .from(fleetTaskStops)
              .where(
                and(
                  eq(fleetTaskStops.fleetTaskId, stop.fleetTaskId),
                  eq(fleetTaskStops.deliveryOrderId, stop.deliveryOrderId),
                  eq(fleetTaskStops.activity, "DROP"),
                  ne(fleetTaskStops.visitStatus, "FAILED"),
                ),
              );
            for (const drop of drops) await failStop(tx, user, drop, failure);
          }
        },
      );
    },

    async getPodRequirements(user: AuthUser) {
      requireTms(user, "read");
      return podRequirements(db, user.companyId);
    },

    async setPodRequirements(user: AuthUser, input: unknown, language: Language) {
      requireTms(user, "update");
      const parsed = parseInput(podRequirementsSchema, input, language);
      await savePodRequirements(db, user.companyId, user.userId, parsed);
      return parsed;
    },
  };
}

export type DriverTaskService = ReturnType<typeof createDriverTaskService>;
