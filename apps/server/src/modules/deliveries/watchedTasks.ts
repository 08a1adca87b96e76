import {
  type CheckedStop,
  type FleetTaskSettings,
  type Halt,
  INITIAL_STOP_VISIT_STATE,
  type LatLng,
  type StopActivity,
  type StopPlace,
  type StopVisitState,
} from "@armada/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { companies } from "../company/index.js";
import { geofences, toEngineGeofence } from "../geofences/index.js";
import { deliveryOrders, fleetTaskAlerts, fleetTaskStops, fleetTasks } from "./deliveries.tables.js";

export interface WatchedStop {
  place: StopPlace;
  state: StopVisitState;
  /** what the fleet-order checks read; its times follow what was detected */
  checked: CheckedStop;
  activity: StopActivity;
  address: string;
  deliveryOrderId: number | null;
}

/** A started task of a vehicle, as the stop visit worker follows it. */
export interface WatchedTask {
  fleetTaskId: number;
  companyId: number;
  vehicleId: number;
  isInstant: boolean;
  settings: FleetTaskSettings;
  /** where the vehicle was first seen on the task (the start of its first planned leg) */
  start: LatLng | null;
  /** where its vehicle has stayed away from the planned places (haltStep), while it does */
  halt: Halt | null;
  stops: WatchedStop[];
  /** `${stopId}:${alertCode}` of the fleet-order alerts already raised */
  raised: Set<string>;
}

export const raisedKey = (stopId: number, alertCode: number) => `${stopId}:${alertCode}`;

/**
 * Makes the watched tasks by vehicle of a load, with what the worker holds when it takes them in;
 * `recordedDuringLoad(stopId)`: the worker recorded the stop's arrival or departure while the load ran.
 */
export type WatchedTasksOf = (
  current: Map<number, WatchedTask[]>,
  recordedDuringLoad: (stopId: number) => boolean,
) => Map<number, WatchedTask[]>;

function selectWatchedTaskRows(db: Db) {
  return db
    .select({
      task: {
        id: fleetTasks.id,
        companyId: fleetTasks.companyId,
        vehicleId: fleetTasks.vehicleId,
        isInstant: fleetTasks.isInstant,
      },
      settings: {
        stopArrivalRadiusMeters: companies.stopArrivalRadiusMeters,
        stopDwellSeconds: companies.stopDwellSeconds,
        fleetLateToleranceMinutes: companies.fleetLateToleranceMinutes,
        fleetLongStopMinutes: companies.fleetLongStopMinutes,
        fleetOffRouteMeters: companies.fleetOffRouteMeters,
      },
      stop: fleetTaskStops,
      fence: geofences,
      pickupWindowStart: deliveryOrders.pickupWindowStart,
      deliveryWindowStart: deliveryOrders.deliveryWindowStart,
    })
    .from(fleetTaskStops)
    .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
    .innerJoin(companies, eq(companies.id, fleetTasks.companyId))
    .leftJoin(geofences, eq(geofences.geofenceId, fleetTaskStops.geofenceId))
    .leftJoin(deliveryOrders, eq(deliveryOrders.id, fleetTaskStops.deliveryOrderId))
    .where(eq(fleetTasks.status, "STARTED"))
    .orderBy(fleetTaskStops.fleetTaskId, fleetTaskStops.sequence);
}

type WatchedTaskRow = Awaited<ReturnType<typeof selectWatchedTaskRows>>[number];

/**
 * Reads the started tasks, with every stop and the company's settings, while the worker goes on following positions.
 * Answers how to make the watched tasks of them when the worker takes them in: a stop keeps the detection state it
 * has then, a task where its vehicle was first seen and where it halted, and a stop the worker recorded while the
 * load ran (its row may predate that write) is kept as the worker holds it.
 */
export async function loadWatchedTasks(db: Db): Promise<WatchedTasksOf> {
  const rows = await selectWatchedTaskRows(db);
  const raised = await db
    .select({ stopId: fleetTaskAlerts.fleetTaskStopId, alertCode: fleetTaskAlerts.alertCode })
    .from(fleetTaskAlerts)
    .innerJoin(fleetTaskStops, eq(fleetTaskStops.id, fleetTaskAlerts.fleetTaskStopId))
    .innerJoin(fleetTasks, eq(fleetTasks.id, fleetTaskStops.fleetTaskId))
    .where(eq(fleetTasks.status, "STARTED"));
  return (current, recordedDuringLoad) => {
    const before = new Map([...current.values()].flat().map((task) => [task.fleetTaskId, task]));
    // alerts claimed while the load ran are in the worker's sets, not in the rows
    const raisedKeys = new Set(raised.map((row) => raisedKey(row.stopId, row.alertCode)));
    for (const keys of new Set([...before.values()].map((task) => task.raised)))
      for (const key of keys) raisedKeys.add(key);
    return watchedByVehicle(rows, raisedKeys, before, recordedDuringLoad);
  };
}

function watchedStopOf(
  { stop, fence, settings, pickupWindowStart, deliveryWindowStart }: WatchedTaskRow,
  state: StopVisitState | undefined,
): WatchedStop {
  const arrived = stop.actualArrival
    ? { arrivedAt: stop.actualArrival, departedAt: stop.actualDeparture }
    : null;
  return {
    place: {
      lat: stop.lat,
      lng: stop.lng,
      area: fence ? (toEngineGeofence(fence)?.shape ?? null) : null,
      arrivalRadiusMeters: settings.stopArrivalRadiusMeters,
      dwellSeconds: settings.stopDwellSeconds,
    },
    state: state ?? (arrived ? { enteredAt: null, visit: arrived } : INITIAL_STOP_VISIT_STATE),
    checked: {
      stopId: stop.id,
      sequence: stop.sequence,
      lat: stop.lat,
      lng: stop.lng,
      visitStatus: stop.visitStatus,
      windowStart: stop.activity === "PICKUP" ? pickupWindowStart : deliveryWindowStart,
      targetArrival: stop.targetArrival,
      targetDeparture: stop.targetDeparture,
      actualArrival: stop.actualArrival,
      actualDeparture: stop.actualDeparture,
    },
    activity: stop.activity,
    address: stop.address,
    deliveryOrderId: stop.deliveryOrderId,
  };
}

function watchedByVehicle(
  rows: WatchedTaskRow[],
  raisedKeys: Set<string>,
  before: Map<number, WatchedTask>,
  recordedDuringLoad: (stopId: number) => boolean,
) {
  const stopsBefore = new Map(
    [...before.values()].flatMap((task) => task.stops.map((stop) => [stop.checked.stopId, stop] as const)),
  );
  const tasks = new Map<number, WatchedTask>();
  for (const row of rows) {
    const { task } = row;
    if (task.vehicleId === null) continue;
    let watched = tasks.get(task.id);
    if (!watched) {
      watched = {
        fleetTaskId: task.id,
        companyId: task.companyId,
        vehicleId: task.vehicleId,
        isInstant: task.isInstant,
        settings: row.settings,
        start: before.get(task.id)?.start ?? null,
        halt: before.get(task.id)?.halt ?? null,
        stops: [],
        raised: raisedKeys,
      };
      tasks.set(task.id, watched);
    }
    const held = stopsBefore.get(row.stop.id);
    watched.stops.push(held && recordedDuringLoad(row.stop.id) ? held : watchedStopOf(row, held?.state));
  }
  const byVehicle = new Map<number, WatchedTask[]>();
  for (const task of tasks.values()) {
    const list = byVehicle.get(task.vehicleId);
    if (list) list.push(task);
    else byVehicle.set(task.vehicleId, [task]);
  }
  return byVehicle;
}
