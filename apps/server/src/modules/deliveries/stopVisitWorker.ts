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
  let queue: Promise<unknown> = Promise.resolve();
  const refresh = async () => {
    watched = await loadWatchedTasks(db, watched);
  };

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
      const next = stopVisitStep(stop.state, stop.place, fix);
      if (next.visit && !stop.state.visit) {
        stop.checked.visitStatus = "VISITED";
        stop.checked.actualArrival ??= next.visit.arrivedAt;
        if (await recordStopArrival(db, stop.checked.stopId, next.visit.arrivedAt, consignees))
          changed(task, stop.checked.stopId);
      }
      if (next.visit?.departedAt && !stop.state.visit?.departedAt) {
        stop.checked.actualDeparture ??= next.visit.departedAt;
        if (await recordStopDeparture(db, stop.checked.stopId, next.visit.departedAt))
          changed(task, stop.checked.stopId);
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

  let refreshing: Promise<unknown> = Promise.resolve();
  /** Reloads the watched tasks after any reload in progress; a failed load is logged and the old tasks kept. */
  const reload = () => {
    refreshing = refreshing
      .then(refresh)
      .catch((error: unknown) => logger.error({ err: error }, "fleet task stops load failed"));
    return refreshing;
  };

  const unsubscribe = [
    bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates) => {
      // after a reload in progress (a task just started), so its stops see this update
      queue = Promise.all([queue, refreshing])
        .then(async () => {
          for (const update of updates)
            for (const task of watched.get(update.vehicleId) ?? []) await handle(task, update);
        })
        .catch((error: unknown) => logger.error({ err: error }, "stop visit update failed"));
    }),
    // a task planned, moved or started on any instance (a stop's own change is this worker's)
    bus.subscribe<FleetTaskChange>(topics.allFleetTaskChanges, (change) => {
      if (change.stopId === null) void reload();
    }),
  ];
  void reload();
  const timer = setInterval(reload, refreshMs);
  timer.unref();

  return {
    /** Reloads the watched tasks now. */
    refresh: reload,
    async stop() {
      for (const stop of unsubscribe) stop();
      clearInterval(timer);
      await queue;
      await refreshing;
    },
  };
}

export type StopVisitWorker = ReturnType<typeof startStopVisitWorker>;
