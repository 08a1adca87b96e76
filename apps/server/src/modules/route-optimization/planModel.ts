import {
  type BreakRule,
  expectedTrafficFactor,
  legFactorAt,
  type PlanStop,
  type PlanVehicle,
  priorityRank,
  type RouteTiming,
  routeTiming,
  scaledMatrix,
  type TravelMatrix,
  travelMatrix,
  type UnassignedReason,
} from "@armada/domain";
import type { RoutePlanRow, RouteRow, StopRow } from "./routePlanRepository.js";

const MINUTE = 60_000;

export type PlanFacts = Pick<
  RoutePlanRow,
  | "depotLat"
  | "depotLng"
  | "shiftStart"
  | "shiftEnd"
  | "detourFactor"
  | "speedKmh"
  | "serviceMinutes"
  | "breakAfterMinutes"
  | "breakMinutes"
  | "travelMatrix"
  | "trafficFactors"
  | "shiftStartMinute"
>;
export type StopFacts = Pick<
  StopRow,
  "lat" | "lng" | "weightKg" | "volumeM3" | "windowStart" | "windowEnd" | "requiredSkills" | "priority"
>;

/**
 * What the solver and the timing read of a plan: stops in minutes from the shift's start, the travel matrix, the
 * traffic's factor at a moment of the shift (when the plan applies traffic), and the one static matrix the solver
 * searches with (the travel matrix × the traffic expected when the stops are served).
 */
export interface PlanModel {
  stops: PlanStop[];
  matrix: TravelMatrix;
  solveMatrix: TravelMatrix;
  legFactor: ((minute: number) => number) | undefined;
  shiftMinutes: number;
  /** the drivers' break rule; null: none */
  breaks: BreakRule | null;
  at: (minutes: number) => Date;
}

/** The stored form of a plan's matrix (km and minutes rounded to 3 decimals, what the plan is timed with). */
export const storedMatrix = (matrix: TravelMatrix) => ({
  km: Array.from(matrix.km, (value) => Math.round(value * 1000) / 1000),
  minutes: Array.from(matrix.minutes, (value) => Math.round(value * 1000) / 1000),
});

function matrixOf(plan: PlanFacts, points: { lat: number; lng: number }[]): TravelMatrix {
  const stored = plan.travelMatrix;
  const size = points.length;
  if (stored && stored.km.length === size * size && stored.minutes.length === size * size)
    return { size, km: Float64Array.from(stored.km), minutes: Float64Array.from(stored.minutes) };
  return travelMatrix(points, plan);
}

export function planModel(plan: PlanFacts, stops: readonly StopFacts[]): PlanModel {
  const start = plan.shiftStart.getTime();
  const minutesOf = (time: Date) => (time.getTime() - start) / MINUTE;
  const planStops = stops.map(
    (stop): PlanStop => ({
      weightKg: stop.weightKg,
      volumeM3: stop.volumeM3,
      ready: stop.windowStart ? Math.max(0, minutesOf(stop.windowStart)) : 0,
      due: stop.windowEnd ? minutesOf(stop.windowEnd) : null,
      serviceMinutes: plan.serviceMinutes,
      requiredSkills: stop.requiredSkills,
      priority: priorityRank(stop.priority),
    }),
  );
  const matrix = matrixOf(plan, [
    { lat: plan.depotLat, lng: plan.depotLng },
    ...stops.map(({ lat, lng }) => ({ lat, lng })),
  ]);
  const shiftMinutes = minutesOf(plan.shiftEnd);
  const legFactor = plan.trafficFactors ? legFactorAt(plan.trafficFactors, plan.shiftStartMinute) : undefined;
  return {
    stops: planStops,
    matrix,
    solveMatrix: legFactor
      ? scaledMatrix(matrix, expectedTrafficFactor(planStops, shiftMinutes, legFactor))
      : matrix,
    legFactor,
    shiftMinutes,
    breaks:
      plan.breakAfterMinutes === null || plan.breakMinutes === null
        ? null
        : { afterMinutes: plan.breakAfterMinutes, minutes: plan.breakMinutes },
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
    breaks: timing.breaks.map((rest) => ({
      start: model.at(rest.start).toISOString(),
      end: model.at(rest.end).toISOString(),
    })),
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
      { breaks: model.breaks, legFactor: model.legFactor },
    ),
  );
