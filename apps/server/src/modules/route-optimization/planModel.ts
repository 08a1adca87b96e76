import {
  type PlanStop,
  type PlanVehicle,
  type RouteTiming,
  routeTiming,
  type TravelMatrix,
  travelMatrix,
  type UnassignedReason,
} from "@armada/domain";
import type { RoutePlanRow, RouteRow, StopRow } from "./routePlanRepository.js";

const MINUTE = 60_000;

export type PlanFacts = Pick<
  RoutePlanRow,
  "depotLat" | "depotLng" | "shiftStart" | "shiftEnd" | "detourFactor" | "speedKmh" | "serviceMinutes"
>;
export type StopFacts = Pick<
  StopRow,
  "lat" | "lng" | "weightKg" | "volumeM3" | "windowStart" | "windowEnd" | "requiredSkills"
>;

/** What the solver and the timing read of a plan: stops in minutes from the shift's start, the travel matrix. */
export interface PlanModel {
  stops: PlanStop[];
  matrix: TravelMatrix;
  shiftMinutes: number;
  at: (minutes: number) => Date;
}

export function planModel(plan: PlanFacts, stops: readonly StopFacts[]): PlanModel {
  const start = plan.shiftStart.getTime();
  const minutesOf = (time: Date) => (time.getTime() - start) / MINUTE;
  return {
    stops: stops.map((stop) => ({
      weightKg: stop.weightKg,
      volumeM3: stop.volumeM3,
      ready: stop.windowStart ? Math.max(0, minutesOf(stop.windowStart)) : 0,
      due: stop.windowEnd ? minutesOf(stop.windowEnd) : null,
      serviceMinutes: plan.serviceMinutes,
      requiredSkills: stop.requiredSkills,
    })),
    matrix: travelMatrix(
      [{ lat: plan.depotLat, lng: plan.depotLng }, ...stops.map(({ lat, lng }) => ({ lat, lng }))],
      plan,
    ),
    shiftMinutes: minutesOf(plan.shiftEnd),
    at: (minutes) => new Date(start + Math.round(minutes * MINUTE)),
  };
}

export const vehicleOf = (route: Pick<RouteRow, "capacityKg" | "capacityM3" | "skills">): PlanVehicle => ({
  capacityKg: route.capacityKg,
  capacityM3: route.capacityM3,
  skills: route.skills,
});

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A route's stored totals from its timing. */
export function routeTotals(model: PlanModel, timing: RouteTiming) {
  return {
    distanceKm: round(timing.km, 2),
    loadKg: round(timing.loadKg, 3),
    loadM3: round(timing.loadM3, 3),
    returnAt: timing.stops.length > 0 ? model.at(timing.returnAt) : null,
    violations: timing.violations,
  };
}

/** Every stop's stored place and times: on a route (from the timings) or unassigned with its reason. */
export function stopPlaces(
  model: PlanModel,
  routeIds: readonly number[],
  timings: readonly RouteTiming[],
  reasons: ReadonlyMap<number, UnassignedReason>,
) {
  const places = model.stops.map((_, stop) => ({
    routeId: null as number | null,
    position: 0,
    arrival: null as Date | null,
    departure: null as Date | null,
    late: false,
    unassignedReason: reasons.get(stop) ?? null,
  }));
  timings.forEach((timing, r) => {
    timing.stops.forEach((stop, position) => {
      places[stop.stop] = {
        routeId: routeIds[r] ?? null,
        position,
        arrival: model.at(stop.arrival),
        departure: model.at(stop.departure),
        late: stop.late,
        unassignedReason: null,
      };
    });
  });
  return places;
}

/** The timing of each route of the model. */
export const timeRoutes = (model: PlanModel, vehicles: readonly PlanVehicle[], routes: readonly number[][]) =>
  routes.map((route, r) =>
    routeTiming(
      model.stops,
      model.matrix,
      vehicles[r] ?? { capacityKg: null, capacityM3: null },
      model.shiftMinutes,
      route,
    ),
  );
