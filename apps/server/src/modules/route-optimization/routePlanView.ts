import { missingSkills } from "@armada/domain";
import { deliveryOrderCode, fleetTaskCode, isoTime } from "../deliveries/index.js";
import type { LoadedPlan, RoutePlanRow, StopRow } from "./routePlanRepository.js";

/** The number people say for a route plan: RP-000012. */
export const routePlanCode = (id: number) => `RP-${String(id).padStart(6, "0")}`;

/** `skills`: the vehicle's of the stop's route (none for an unassigned stop). */
function toStopView(stop: StopRow, skills: readonly string[] = []) {
  return {
    stopId: stop.id,
    deliveryOrderId: stop.deliveryOrderId,
    deliveryOrderCode: stop.deliveryOrderId === null ? null : deliveryOrderCode(stop.deliveryOrderId),
    customerName: stop.customerName,
    address: stop.address,
    lat: stop.lat,
    lng: stop.lng,
    weightKg: stop.weightKg,
    volumeM3: stop.volumeM3,
    requiredSkills: stop.requiredSkills,
    priority: stop.priority,
    /** required skills the route's vehicle lacks: the planner moved the stop there by hand */
    missingSkills: stop.routeId === null ? [] : missingSkills(stop.requiredSkills, skills),
    window: { start: isoTime(stop.windowStart), end: isoTime(stop.windowEnd) },
    position: stop.position,
    arrival: isoTime(stop.arrival),
    departure: isoTime(stop.departure),
    late: stop.late,
    unassignedReason: stop.unassignedReason,
  };
}

function planFields(plan: RoutePlanRow) {
  return {
    routePlanId: plan.id,
    code: routePlanCode(plan.id),
    status: plan.status,
    day: plan.day,
    shiftStart: plan.shiftStart.toISOString(),
    shiftEnd: plan.shiftEnd.toISOString(),
    createdOn: plan.createdOn.toISOString(),
    acceptedOn: isoTime(plan.acceptedOn),
  };
}

/** A plan of the list, with its counts. */
export function toRoutePlanSummary(row: {
  plan: RoutePlanRow;
  vehicleCount: number;
  routedCount: number;
  unassignedCount: number;
}) {
  return {
    ...planFields(row.plan),
    depotAddress: row.plan.depotAddress,
    vehicleCount: row.vehicleCount,
    routedCount: row.routedCount,
    unassignedCount: row.unassignedCount,
  };
}

/** A plan with its routes (stops in order) and its unassigned orders. */
export function toRoutePlanView({ plan, routes, stops }: LoadedPlan) {
  const views = routes.map((route) => ({
    routeId: route.id,
    sequence: route.sequence,
    vehicleId: route.vehicleId,
    licensePlate: route.licensePlate,
    driverId: route.driverId,
    capacityKg: route.capacityKg,
    capacityM3: route.capacityM3,
    skills: route.skills,
    distanceKm: route.distanceKm,
    loadKg: route.loadKg,
    loadM3: route.loadM3,
    returnAt: isoTime(route.returnAt),
    violations: route.violations,
    breaks: route.breaks,
    fleetTaskId: route.fleetTaskId,
    fleetTaskCode: route.fleetTaskId === null ? null : fleetTaskCode(route.fleetTaskId),
    stops: stops
      .filter((stop) => stop.routeId === route.id)
      .sort((a, b) => a.position - b.position)
      .map((stop) => toStopView(stop, route.skills)),
  }));
  return {
    ...planFields(plan),
    depot: {
      address: plan.depotAddress,
      lat: plan.depotLat,
      lng: plan.depotLng,
      geofenceId: plan.depotGeofenceId,
    },
    detourFactor: plan.detourFactor,
    speedKmh: plan.speedKmh,
    travelSource: plan.travelSource,
    travelFallback: plan.travelFallback,
    travelSamples: plan.travelSamples,
    traffic: plan.traffic,
    trafficFactors: plan.trafficFactors,
    serviceMinutes: plan.serviceMinutes,
    timeLimitSeconds: plan.timeLimitSeconds,
    breakRule:
      plan.breakAfterMinutes === null || plan.breakMinutes === null
        ? null
        : { afterMinutes: plan.breakAfterMinutes, minutes: plan.breakMinutes },
    balanceRoutes: plan.balanceRoutes,
    solveMs: plan.solveMs,
    distanceKm: Math.round(views.reduce((total, route) => total + route.distanceKm, 0) * 100) / 100,
    routes: views,
    unassigned: stops.filter((stop) => stop.routeId === null).map((stop) => toStopView(stop)),
  };
}
