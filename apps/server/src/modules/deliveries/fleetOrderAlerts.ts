import {
  ALERT_CODE,
  distanceToSegmentMeters,
  type FleetOrderCondition,
  type FleetOrderDetails,
  type FleetOrderFinding,
  fleetOrderFindings,
  type LatLng,
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

/**
 * The fleet-order alerts a task is due at `point` and `now` (fleetOrderFindings), each stop and code once: the
 * instance whose insert into fleet_task_alerts wins raises it (another instance may check the same position).
 */
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
  ).filter((finding) => !task.raised.has(raisedKey(finding.stopId, CODE_OF[finding.condition])));
  if (findings.length === 0) return [];
  const claimed = await db
    .insert(fleetTaskAlerts)
    .values(
      findings.map((finding) => ({
        companyId: task.companyId,
        fleetTaskStopId: finding.stopId,
        alertCode: CODE_OF[finding.condition],
      })),
    )
    .onConflictDoNothing()
    .returning({ stopId: fleetTaskAlerts.fleetTaskStopId, alertCode: fleetTaskAlerts.alertCode });
  for (const finding of findings) task.raised.add(raisedKey(finding.stopId, CODE_OF[finding.condition]));
  const won = new Set(claimed.map((row) => raisedKey(row.stopId, row.alertCode)));
  return findings
    .filter((finding) => won.has(raisedKey(finding.stopId, CODE_OF[finding.condition])))
    .flatMap((finding) => alertOf(finding, task, point, now));
}

function alertOf(finding: FleetOrderFinding, task: WatchedTask, point: LatLng, now: Date): ExternalAlert[] {
  const stop = task.stops.find((candidate) => candidate.checked.stopId === finding.stopId);
  if (!stop) return [];
  const order =
    stop.deliveryOrderId === null ? fleetTaskCode(task.fleetTaskId) : deliveryOrderCode(stop.deliveryOrderId);
  return [
    {
      companyId: task.companyId,
      vehicleId: task.vehicleId,
      alertCode: CODE_OF[finding.condition],
      alertData: `${order}|${task.fleetTaskId}|${stop.checked.stopId}`,
      lat: point.lat,
      lng: point.lng,
      time: now,
      additionalData: { foData: detailsOf(finding.condition, task, stop, point, now) },
    },
  ];
}
