import {
  ALERT_CODE,
  distanceToSegmentMeters,
  type FleetOrderCondition,
  type FleetOrderDetails,
  type FleetOrderFinding,
  fleetOrderFindings,
  type Halt,
  haltSeconds,
  type LatLng,
  nextStopToVisit,
  plannedLeg,
} from "@armada/domain";
import type { Db } from "../../db/database.js";
import type { ExternalAlert } from "../alerts/index.js";
import { fleetTaskAlerts } from "./deliveries.tables.js";
import { deliveryOrderCode, fleetTaskCode, isoTime } from "./deliveryCodes.js";
import { raisedKey, type WatchedStop, type WatchedTask } from "./watchedTasks.js";

const CODE_OF: Record<FleetOrderCondition, number> = {
  LATE_ARRIVAL: ALERT_CODE.fleetOrderLateArrival,
  LATE_DEPARTURE: ALERT_CODE.fleetOrderLateDeparture,
  LONG_STOP: ALERT_CODE.fleetOrderLongStop,
  OFF_ROUTE: ALERT_CODE.fleetOrderOffRoute,
  EARLY_ARRIVAL: ALERT_CODE.fleetOrderEarlyArrival,
  WRONG_DESTINATION: ALERT_CODE.fleetOrderWrongDestination,
};

const minutesBetween = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000)) : null;

/** The alert's details (foData, docs/spec/alert-center-and-shell.md §2.5) for a finding at a stop. */
function detailsOf(
  condition: FleetOrderCondition,
  task: WatchedTask,
  stop: WatchedStop,
  point: LatLng,
  now: Date,
): FleetOrderDetails {
  const { checked } = stop;
  const departure = condition === "LATE_DEPARTURE";
  const leg =
    condition === "OFF_ROUTE"
      ? plannedLeg(
          task.stops.map((s) => s.checked),
          task.start,
        )
      : null;
  return {
    location: stop.address,
    destination: stop.address,
    totalDurationMinutes:
      condition === "LONG_STOP"
        ? minutesBetween(checked.actualArrival, checked.actualDeparture ?? now)
        : null,
    targetTime: isoTime(
      departure
        ? checked.targetDeparture
        : condition === "EARLY_ARRIVAL"
          ? checked.windowStart
          : checked.targetArrival,
    ),
    actualTime: isoTime(departure ? checked.actualDeparture : checked.actualArrival),
    distanceKm: leg ? Math.round(distanceToSegmentMeters(point, leg[0], leg[1]) / 100) / 10 : null,
    targetArrival: isoTime(checked.targetArrival),
    estimatedArrival: null,
    plannedActivityMinutes: minutesBetween(checked.targetArrival, checked.targetDeparture),
  };
}

/** The fleet-order alerts a task is due at `point` and `now` (fleetOrderFindings), each stop and code once. */
export async function dueFleetOrderAlerts(
  db: Db,
  task: WatchedTask,
  point: LatLng,
  now: Date,
): Promise<ExternalAlert[]> {
  const findings = fleetOrderFindings(
    task.stops.map((stop) => stop.checked),
    point,
    task.start,
    now,
    task.settings,
  ).map((finding) => ({ ...finding, alertCode: CODE_OF[finding.condition] }));
  const won = await claim(db, task, findings);
  return findings
    .filter((finding) => won.has(raisedKey(finding.stopId, finding.alertCode)))
    .flatMap((finding) => alertOf(finding, task, point, now));
}

/**
 * The unplanned stop (142) a task is due while its vehicle stays in `halt` (away from every planned place) for at
 * least `thresholdSeconds` (the shortest its rules ask): once per leg, keyed on the stop the vehicle was heading to
 * (the last stop once all were reached), with how long it stayed and how far from the planned leg.
 */
export async function dueUnplannedStopAlert(
  db: Db,
  task: WatchedTask,
  halt: Halt,
  now: Date,
  thresholdSeconds: number,
): Promise<ExternalAlert[]> {
  const held = haltSeconds(halt, now);
  if (held < thresholdSeconds) return [];
  const checked = task.stops.map((stop) => stop.checked);
  const stopId = (nextStopToVisit(checked) ?? checked.at(-1))?.stopId;
  const stop = task.stops.find((candidate) => candidate.checked.stopId === stopId);
  if (!stop) return [];
  const alertCode = ALERT_CODE.fleetOrderUnplannedStop;
  const won = await claim(db, task, [{ stopId: stop.checked.stopId, alertCode }]);
  if (won.size === 0) return [];
  const leg = plannedLeg(checked, task.start);
  const details: FleetOrderDetails = {
    location: `${halt.lat.toFixed(5)}, ${halt.lng.toFixed(5)}`,
    destination: stop.address,
    totalDurationMinutes: Math.round(held / 60),
    targetTime: null,
    actualTime: isoTime(halt.since),
    distanceKm: leg ? Math.round(distanceToSegmentMeters(halt, leg[0], leg[1]) / 100) / 10 : null,
    targetArrival: isoTime(stop.checked.targetArrival),
    estimatedArrival: null,
    plannedActivityMinutes: null,
  };
  return [{ ...alertBase(task, stop, alertCode, halt, now, details), heldSeconds: held }];
}

/**
 * The (stop, code) pairs not raised yet that this instance claims: the instance whose insert into fleet_task_alerts
 * wins raises it (another instance may check the same position). Answers the claimed keys.
 */
async function claim(
  db: Db,
  task: WatchedTask,
  due: readonly { stopId: number; alertCode: number }[],
): Promise<Set<string>> {
  const fresh = due.filter((entry) => !task.raised.has(raisedKey(entry.stopId, entry.alertCode)));
  if (fresh.length === 0) return new Set();
  const claimed = await db
    .insert(fleetTaskAlerts)
    .values(
      fresh.map((entry) => ({
        companyId: task.companyId,
        fleetTaskStopId: entry.stopId,
        alertCode: entry.alertCode,
      })),
    )
    .onConflictDoNothing()
    .returning({ stopId: fleetTaskAlerts.fleetTaskStopId, alertCode: fleetTaskAlerts.alertCode });
  for (const entry of fresh) task.raised.add(raisedKey(entry.stopId, entry.alertCode));
  return new Set(claimed.map((row) => raisedKey(row.stopId, row.alertCode)));
}

function alertBase(
  task: WatchedTask,
  stop: WatchedStop,
  alertCode: number,
  point: LatLng,
  now: Date,
  details: FleetOrderDetails,
): ExternalAlert {
  const order =
    stop.deliveryOrderId === null ? fleetTaskCode(task.fleetTaskId) : deliveryOrderCode(stop.deliveryOrderId);
  return {
    companyId: task.companyId,
    vehicleId: task.vehicleId,
    alertCode,
    alertData: `${order}|${task.fleetTaskId}|${stop.checked.stopId}`,
    lat: point.lat,
    lng: point.lng,
    time: now,
    additionalData: { foData: details },
  };
}

function alertOf(finding: FleetOrderFinding, task: WatchedTask, point: LatLng, now: Date): ExternalAlert[] {
  const stop = task.stops.find((candidate) => candidate.checked.stopId === finding.stopId);
  if (!stop) return [];
  const details = detailsOf(finding.condition, task, stop, point, now);
  return [alertBase(task, stop, CODE_OF[finding.condition], point, now, details)];
}
