import {
  ALERT_CODE,
  type FleetTaskChange,
  haltStep,
  type StopPlace,
  stopVisitStep,
  type VehicleUpdate,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { Db } from "../../db/database.js";
import type { ExternalAlerts } from "../alerts/index.js";
import { dueFleetOrderAlerts, dueUnplannedStopAlert } from "./fleetOrderAlerts.js";
import { recordStopArrival, recordStopDeparture, type StopEffects } from "./stopVisitEffects.js";
import { loadWatchedTasks, type WatchedTask } from "./watchedTasks.js";

/** Where the task's vehicle is meant to stay: its stops, and where it was when the task started. */
function plannedPlaces(task: WatchedTask): StopPlace[] {
  const places = task.stops.map((stop) => stop.place);
  const { start, settings } = task;
  if (!start) return places;
  return [
    ...places,
    {
      ...start,
      arrivalRadiusMeters: settings.stopArrivalRadiusMeters,
      dwellSeconds: settings.stopDwellSeconds,
    },
  ];
}

/**
 * Follows the positions of the vehicles on a started fleet task (every instance, each hearing every update): marks
 * a stop visited once the vehicle stayed there (its geofence, or the company's arrival radius) for the company's
 * dwell time, then its departure (the domain's stopVisitStep); a pickup visited moves its order to Diambil; raises
 * the fleet-order alerts the task is due, an unplanned stop (a halt away from every planned place) among them.
 * Writes only what is not set yet, so instances that both see an update agree, and publishes each stop it changed
 * (`fleet-task-changes.{company}`). Reloads the tasks when one changes on any instance.
 */
export function startStopVisitWorker(
  db: Db,
  bus: EventBus,
  alerts: Pick<ExternalAlerts, "raise" | "shortestHoldSeconds">,
  consignees: StopEffects["consignees"],
  logger: FastifyBaseLogger,
  refreshMs = 30_000,
) {
  let watched = new Map<number, WatchedTask[]>();
  /** the updates and the taking in of loads, one after another */
  let queue: Promise<unknown> = Promise.resolve();
  /** the loads' reads, one after another */
  let reads: Promise<unknown> = Promise.resolve();
  let loadCount = 0;
  let takenLoad = 0;
  let recordCount = 0;
  /** stop id → recordCount when this worker last recorded its arrival or departure (until no load needs it) */
  const recordedAt = new Map<number, number>();

  /**
   * Reads the started tasks again and takes them in between two updates. `beforeLaterUpdates` (a task just
   * started or changed): every update from now on waits for it, so the task's stops see them; otherwise (the
   * periodic check) updates go on while it reads, and it is taken in once read.
   */
  function reload(beforeLaterUpdates: boolean) {
    const load = ++loadCount;
    const since = recordCount;
    const loaded = reads.then(() => loadWatchedTasks(db));
    reads = loaded.catch(() => undefined);
    const takeIn = async () => {
      const watchedOf = await loaded;
      if (load < takenLoad) return; // a later load was taken in first
      takenLoad = load;
      watched = watchedOf(watched, (stopId) => (recordedAt.get(stopId) ?? -1) >= since);
      for (const [stopId, at] of recordedAt) if (at < since) recordedAt.delete(stopId);
    };
    const failed = (error: unknown) => logger.error({ err: error }, "fleet task stops load failed");
    const queueTakeIn = () => {
      queue = queue.then(takeIn).catch(failed);
      return queue;
    };
    return beforeLaterUpdates ? queueTakeIn() : loaded.then(queueTakeIn, failed);
  }
  const recorded = (stopId: number) => recordedAt.set(stopId, ++recordCount);

  const changed = (task: WatchedTask, stopId: number) =>
    bus.publish<FleetTaskChange>(topics.fleetTaskChanges(task.companyId), {
      fleetTaskId: task.fleetTaskId,
      stopId,
      isInstant: task.isInstant,
    });

  async function handle(task: WatchedTask, update: VehicleUpdate) {
    const fix = { lat: update.latitude, lng: update.longitude, time: new Date(update.fixTime) };
    task.start ??= fix;
    for (const stop of task.stops) {
      const { stopId } = stop.checked;
      const next = stopVisitStep(stop.state, stop.place, fix);
      if (next.visit && !stop.state.visit) {
        stop.checked.visitStatus = "VISITED";
        stop.checked.actualArrival ??= next.visit.arrivedAt;
        const withOrder = stop.deliveryOrderId !== null;
        const stored = await recordStopArrival(db, stopId, withOrder, next.visit.arrivedAt, consignees);
        recorded(stopId);
        if (stored) changed(task, stopId);
      }
      if (next.visit?.departedAt && !stop.state.visit?.departedAt) {
        stop.checked.actualDeparture ??= next.visit.departedAt;
        const stored = await recordStopDeparture(db, stopId, next.visit.departedAt);
        recorded(stopId);
        if (stored) changed(task, stopId);
      }
      stop.state = next;
    }
    const due = await dueFleetOrderAlerts(db, task, fix, fix.time);
    task.halt = haltStep(task.halt, fix, plannedPlaces(task), task.settings.stopArrivalRadiusMeters);
    if (task.halt) {
      const code = ALERT_CODE.fleetOrderUnplannedStop;
      const threshold = await alerts.shortestHoldSeconds(task.companyId, task.vehicleId, code);
      if (threshold !== null)
        due.push(...(await dueUnplannedStopAlert(db, task, task.halt, fix.time, threshold)));
    }
    if (due.length > 0) await alerts.raise(due);
  }

  /**
   * A batch's updates: each vehicle's in order, the vehicles side by side (a stop's write holds up only its own
   * vehicle); settled before the next batch or load is taken.
   */
  async function follow(updates: VehicleUpdate[]) {
    const byVehicle = new Map<number, VehicleUpdate[]>();
    for (const update of updates) {
      if (!watched.has(update.vehicleId)) continue;
      const list = byVehicle.get(update.vehicleId);
      if (list) list.push(update);
      else byVehicle.set(update.vehicleId, [update]);
    }
    const outcomes = await Promise.allSettled(
      [...byVehicle].map(async ([vehicleId, list]) => {
        for (const update of list)
          for (const task of watched.get(vehicleId) ?? []) await handle(task, update);
      }),
    );
    for (const outcome of outcomes)
      if (outcome.status === "rejected") logger.error({ err: outcome.reason }, "stop visit update failed");
  }

  const unsubscribe = [
    bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates) => {
      queue = queue.then(() => follow(updates));
    }),
    // a task planned, moved or started on any instance (a stop's own change is this worker's)
    bus.subscribe<FleetTaskChange>(topics.allFleetTaskChanges, (change) => {
      if (change.stopId === null) void reload(true);
    }),
  ];
  void reload(true);
  const timer = setInterval(() => void reload(false), refreshMs);
  timer.unref();

  return {
    /** Reloads the watched tasks now, before any later update. */
    refresh: () => reload(true),
    async stop() {
      for (const stop of unsubscribe) stop();
      clearInterval(timer);
      await reads;
      await queue;
    },
  };
}

export type StopVisitWorker = ReturnType<typeof startStopVisitWorker>;
