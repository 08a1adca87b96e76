import { FLEET_TASK_MACHINE, type FleetTaskStatus, isFinalStatus, stopLateness } from "@armada/domain";
import { deliveryOrderCode, fleetTaskCode, isoTime } from "./deliveryCodes.js";
import type { FleetTaskRow, findInterventions, StopRow } from "./fleetTaskRepository.js";

/** A stop as the API shows it: punctuality against its target (arrive by), from its order's window start. */
export function toStopView(
  { stop, customerName, pickupWindowStart, deliveryWindowStart }: StopRow,
  task: FleetTaskStatus,
  now: Date,
) {
  const windowStart =
    stop.deliveryOrderId === null
      ? null
      : stop.activity === "PICKUP"
        ? pickupWindowStart
        : deliveryWindowStart;
  // an ended or canceled task's unreached stop is not "late" forever
  const lateness =
    stop.actualArrival === null && isFinalStatus(FLEET_TASK_MACHINE, task)
      ? null
      : stopLateness({ start: windowStart, end: stop.targetArrival }, stop.actualArrival, now);
  return {
    stopId: stop.id,
    sequence: stop.sequence,
    deliveryOrderId: stop.deliveryOrderId,
    deliveryOrderCode: stop.deliveryOrderId === null ? null : deliveryOrderCode(stop.deliveryOrderId),
    customerName,
    activity: stop.activity,
    address: stop.address,
    lat: stop.lat,
    lng: stop.lng,
    geofenceId: stop.geofenceId,
    note: stop.note,
    targetArrival: isoTime(stop.targetArrival),
    targetDeparture: isoTime(stop.targetDeparture),
    actualArrival: isoTime(stop.actualArrival),
    actualDeparture: isoTime(stop.actualDeparture),
    visitStatus: stop.visitStatus,
    punctuality: lateness?.punctuality ?? null,
    lateMinutes: lateness?.lateMinutes ?? null,
  };
}

type InterventionRow = Awaited<ReturnType<typeof findInterventions>>[number];

export function toFleetTaskView(
  row: FleetTaskRow,
  stops: StopRow[] = [],
  interventions: InterventionRow[] = [],
  now = new Date(),
) {
  return {
    fleetTaskId: row.id,
    code: fleetTaskCode(row.id),
    status: row.status,
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    phoneTracking: row.phoneTracking ?? false,
    driverId: row.driverId,
    driverName: row.driverName,
    coDriverId: row.coDriverId,
    coDriverName: row.coDriverName,
    departureTime: row.departureTime.toISOString(),
    note: row.note,
    startedOn: isoTime(row.startedOn),
    endedOn: isoTime(row.endedOn),
    stopCount: row.stopCount,
    visitedCount: row.visitedCount,
    isInstant: row.isInstant,
    stops: stops.map((stop) => toStopView(stop, row.status, now)),
    interventions: interventions.map(({ intervention, userName }) => ({
      interventionId: intervention.id,
      userName,
      action: intervention.action,
      before: intervention.before,
      after: intervention.after,
      createdOn: intervention.createdOn.toISOString(),
    })),
    createdOn: row.createdOn.toISOString(),
  };
}
