import {
  DEFAULT_STOP_ARRIVAL_RADIUS_METERS,
  DEFAULT_STOP_DWELL_SECONDS,
  INITIAL_STOP_VISIT_STATE,
  type StopPlace,
  type StopVisitState,
  stopVisitStep,
  type VehicleUpdate,
} from "@armada/domain";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { Db } from "../../db/database.js";
import { geofences, toEngineGeofence } from "../geofences/index.js";
import { fleetTaskStops, fleetTasks } from "./deliveries.tables.js";

interface WatchedStop {
  stopId: number;
  place: StopPlace;
  state: StopVisitState;
}

/** The stops of running tasks not yet left, by vehicle; a stop keeps the state it had in the previous load. */
async function loadWatchedStops(db: Db, previous: Map<number, WatchedStop[]>) {
  const rows = await db
    .select({ vehicleId: fleetTasks.vehicleId, stop: fleetTaskStops, fence: geofences })
    .from(fleetTaskStops)
    .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
    .leftJoin(geofences, eq(geofences.geofenceId, fleetTaskStops.geofenceId))
    .where(
      and(
        eq(fleetTasks.status, "STARTED"),
        inArray(fleetTaskStops.visitStatus, ["TO_VISIT", "VISITED"]),
        or(eq(fleetTaskStops.visitStatus, "TO_VISIT"), isNull(fleetTaskStops.actualDeparture)),
      ),
    );
  const states = new Map([...previous.values()].flat().map((stop) => [stop.stopId, stop.state]));
  const byVehicle = new Map<number, WatchedStop[]>();
  for (const { vehicleId, stop, fence } of rows) {
    if (vehicleId === null) continue;
    const arrived = stop.actualArrival ? { arrivedAt: stop.actualArrival, departedAt: null } : null;
    const watched: WatchedStop = {
      stopId: stop.id,
      place: {
        lat: stop.lat,
        lng: stop.lng,
        area: fence ? (toEngineGeofence(fence)?.shape ?? null) : null,
        arrivalRadiusMeters: DEFAULT_STOP_ARRIVAL_RADIUS_METERS,
        dwellSeconds: DEFAULT_STOP_DWELL_SECONDS,
      },
      state:
        states.get(stop.id) ?? (arrived ? { enteredAt: null, visit: arrived } : INITIAL_STOP_VISIT_STATE),
    };
    const stops = byVehicle.get(vehicleId);
    if (stops) stops.push(watched);
    else byVehicle.set(vehicleId, [watched]);
  }
  return byVehicle;
}

/**
 * Follows the positions of the vehicles on a started fleet task and marks each stop visited once the vehicle stayed
 * there (its geofence, or the arrival radius) for the dwell time, then its departure (issue 33; the domain's
 * stopVisitStep). Writes only what is not set yet, so instances that both see an update agree.
 */
export function startStopVisitWorker(db: Db, bus: EventBus, logger: FastifyBaseLogger, refreshMs = 30_000) {
  let watched = new Map<number, WatchedStop[]>();
  let queue: Promise<unknown> = Promise.resolve();
  const refresh = async () => {
    watched = await loadWatchedStops(db, watched);
  };

  async function handle(update: VehicleUpdate) {
    const fix = { lat: update.latitude, lng: update.longitude, time: new Date(update.fixTime) };
    for (const stop of watched.get(update.vehicleId) ?? []) {
      const next = stopVisitStep(stop.state, stop.place, fix);
      if (next.visit && !stop.state.visit) {
        await db
          .update(fleetTaskStops)
          .set({ visitStatus: "VISITED", actualArrival: next.visit.arrivedAt })
          .where(and(eq(fleetTaskStops.id, stop.stopId), isNull(fleetTaskStops.actualArrival)));
      }
      if (next.visit?.departedAt && !stop.state.visit?.departedAt) {
        await db
          .update(fleetTaskStops)
          .set({ actualDeparture: next.visit.departedAt })
          .where(and(eq(fleetTaskStops.id, stop.stopId), isNull(fleetTaskStops.actualDeparture)));
      }
      stop.state = next;
    }
  }

  const unsubscribe = bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates) => {
    // after a reload in progress (a task just started), so its stops see this update
    queue = Promise.all([queue, refreshing])
      .then(async () => {
        for (const update of updates) if (watched.has(update.vehicleId)) await handle(update);
      })
      .catch((error: unknown) => logger.error({ err: error }, "stop visit update failed"));
  });
  let refreshing: Promise<unknown> = Promise.resolve();
  /** Reloads the watched stops after any reload in progress; a failed load is logged and the old stops kept. */
  const reload = () => {
    refreshing = refreshing
      .then(refresh)
      .catch((error: unknown) => logger.error({ err: error }, "fleet task stops load failed"));
    return refreshing;
  };
  void reload();
  const timer = setInterval(reload, refreshMs);
  timer.unref();

  return {
    /** Reloads the watched stops now (after a task started or changed). */
    refresh: reload,
    async stop() {
      unsubscribe();
      clearInterval(timer);
      await queue;
      await refreshing;
    },
  };
}

export type StopVisitWorker = ReturnType<typeof startStopVisitWorker>;
