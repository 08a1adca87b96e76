import { type DriverStop, isStopDone, type StopFailureReason } from "@armada/domain";
import type { DriverTask } from "../api/driverTasks";
import type { PhoneFix } from "./phoneFix";

/** A driver's action as the phone keeps it until the server has it: its id makes a replay apply once. */
interface Base {
  actionId: string;
  /** ISO time the driver did it */
  at: string;
  fleetTaskId: number;
}

export type DriverAction =
  | (Base & { kind: "start" })
  | (Base & { kind: "end" })
  | (Base & { kind: "arrive"; stopId: number })
  | (Base & {
      kind: "deliver";
      stopId: number;
      /** the surat jalan's photo until it is uploaded, then its URL */
      photo: Blob | null;
      photoUrl: string | null;
      signature: Blob | null;
      signatureUrl: string | null;
      receiverName: string;
      notes: string;
    })
  | (Base & { kind: "fail"; stopId: number; reason: StopFailureReason; note: string })
  /** the phone's fixes of the running task's vehicle (issue 33), queued behind the actions made before them */
  | (Base & { kind: "positions"; positions: PhoneFix[] });

/** An action as the driver makes it; the queue gives it its id and moment. */
export type NewDriverAction = DriverAction extends infer A
  ? A extends DriverAction
    ? Omit<A, "actionId" | "at">
    : never
  : never;

type DriverOutcome = DriverTask["stopOutcomes"] extends (infer O)[] | null ? O : never;

/**
 * The tasks as the driver sees them: the server's, with the actions still waiting for a signal applied on top, so
 * a driver offline goes on to the next stop.
 */
export function withPendingActions(
  tasks: readonly DriverTask[],
  pending: readonly DriverAction[],
): DriverTask[] {
  return tasks.map((task) => {
    let next: DriverTask = { ...task, stops: [...task.stops], stopOutcomes: [...(task.stopOutcomes ?? [])] };
    for (const action of pending) {
      if (action.fleetTaskId !== task.fleetTaskId) continue;
      next = applyAction(next, action);
    }
    return next;
  });
}

function applyAction(task: DriverTask, action: DriverAction): DriverTask {
  switch (action.kind) {
    case "positions":
      return task;
    case "start":
      return { ...task, status: task.status === "SCHEDULED" ? "STARTED" : task.status, startedOn: action.at };
    case "end":
      return { ...task, status: task.status === "STARTED" ? "ENDED" : task.status, endedOn: action.at };
    case "arrive":
      return withStop(task, action.stopId, (stop) =>
        stop.visitStatus === "TO_VISIT"
          ? { ...stop, visitStatus: "VISITED", actualArrival: action.at }
          : stop,
      );
    case "deliver":
      return withOutcome(
        withStop(task, action.stopId, (stop) => ({
          ...stop,
          visitStatus: "VISITED",
          actualArrival: stop.actualArrival ?? action.at,
        })),
        {
          stopId: action.stopId,
          outcome: "DELIVERED",
          receiverName: action.receiverName || null,
          failureReason: null,
          happenedOn: action.at,
        },
      );
    case "fail":
      return withOutcome(
        withStop(task, action.stopId, (stop) => ({ ...stop, visitStatus: "FAILED" })),
        {
          stopId: action.stopId,
          outcome: "FAILED",
          receiverName: null,
          failureReason: action.reason,
          happenedOn: action.at,
        },
      );
  }
}

function withStop(
  task: DriverTask,
  stopId: number,
  change: (stop: DriverTask["stops"][number]) => DriverTask["stops"][number],
): DriverTask {
  return { ...task, stops: task.stops.map((stop) => (stop.stopId === stopId ? change(stop) : stop)) };
}

function withOutcome(task: DriverTask, outcome: DriverOutcome): DriverTask {
  const others = (task.stopOutcomes ?? []).filter((one) => one.stopId !== outcome.stopId);
  return { ...task, stopOutcomes: [...others, outcome] };
}

/** An action the server has taken, kept on the page until a task list asked for after it has come back. */
export interface SettlingAction {
  action: DriverAction;
  /** when the server's answer came, by the phone's clock (as useMyFleetTasks' `requestedAt`) */
  sentAt: number;
}

/**
 * The sent actions a task list asked for at `requestedAt` may not show yet: those sent after it was asked for (a
 * list already on its way, or one that failed, still shows the stops as they were before them).
 */
export function stillSettling(settling: readonly SettlingAction[], requestedAt: number): SettlingAction[] {
  return settling.filter((one) => one.sentAt > requestedAt);
}

/** A stop's outcome on the task, as the domain's rules read it. */
export function stopState(task: DriverTask, stop: DriverTask["stops"][number]): DriverStop {
  const outcome = task.stopOutcomes?.find((one) => one.stopId === stop.stopId)?.outcome ?? null;
  return {
    activity: stop.activity,
    visitStatus: stop.visitStatus,
    outcome: outcome === "DELIVERED" || outcome === "FAILED" ? outcome : null,
  };
}

/** The first stop in order the driver has not finished, or null once every stop is done. */
export function nextStop(task: DriverTask) {
  return task.stops.find((stop) => !isStopDone(stopState(task, stop))) ?? null;
}

/**
 * A new action's id, a UUID v4: from crypto.randomUUID where the page is a secure context, else from
 * getRandomValues (a phone on a plain-http address still gets unique ids).
 */
export function newActionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
