import type { TravelMatrix } from "./travelMatrix.js";
import { holdsSkills } from "./vehicleSkills.js";

/** A stop to plan: node i + 1 of the travel matrix (node 0 is the depot). Times in minutes from the shift start. */
export interface PlanStop {
  weightKg: number;
  volumeM3: number;
  /** earliest start of service (the window's start; 0 when open) */
  ready: number;
  /** latest start of service (the window's end; null when open) */
  due: number | null;
  serviceMinutes: number;
  /** skills the vehicle must hold (absent: none) */
  requiredSkills?: readonly string[];
}

/** A vehicle's capacity (null = not limited in that measure) and skills (absent: none). */
export interface PlanVehicle {
  capacityKg: number | null;
  capacityM3: number | null;
  skills?: readonly string[];
}

export type RouteViolationKind =
  | "TIME_WINDOW"
  | "CAPACITY_WEIGHT"
  | "CAPACITY_VOLUME"
  | "SHIFT_END"
  | "MISSING_SKILL";

export interface StopTiming {
  stop: number;
  arrival: number;
  departure: number;
  /** km from the previous stop (or the depot) */
  legKm: number;
  late: boolean;
}

export interface RouteTiming {
  stops: StopTiming[];
  /** back at the depot */
  returnAt: number;
  km: number;
  loadKg: number;
  loadM3: number;
  violations: RouteViolationKind[];
}

const EPSILON = 1e-6;

/**
 * Times, load and broken rules of one vehicle's route (stop indexes in order) leaving the depot at minute 0: the
 * vehicle waits for a window's start, is late when it arrives after the window's end, must hold every skill its
 * stops require, and must be back by the shift's end (`shiftMinutes`).
 */
export function routeTiming(
  stops: readonly PlanStop[],
  matrix: TravelMatrix,
  vehicle: PlanVehicle,
  shiftMinutes: number,
  route: readonly number[],
): RouteTiming {
  const { size } = matrix;
  const timings: StopTiming[] = [];
  const violations = new Set<RouteViolationKind>();
  let time = 0;
  let km = 0;
  let previous = 0;
  let loadKg = 0;
  let loadM3 = 0;
  const cell = (values: Float64Array, from: number, to: number) => values[from * size + to] ?? Number.NaN;
  for (const index of route) {
    const stop = stops[index];
    if (!stop) throw new RangeError(`no stop ${index}`);
    const node = index + 1;
    const legKm = cell(matrix.km, previous, node);
    const arrival = time + cell(matrix.minutes, previous, node);
    const late = stop.due !== null && arrival > stop.due + EPSILON;
    if (late) violations.add("TIME_WINDOW");
    if (!holdsSkills(vehicle.skills ?? [], stop.requiredSkills ?? [])) violations.add("MISSING_SKILL");
    time = Math.max(arrival, stop.ready) + stop.serviceMinutes;
    km += legKm;
    loadKg += stop.weightKg;
    loadM3 += stop.volumeM3;
    timings.push({ stop: index, arrival, departure: time, legKm, late });
    previous = node;
  }
  const returnAt = time + cell(matrix.minutes, previous, 0);
  km += cell(matrix.km, previous, 0);
  if (vehicle.capacityKg !== null && loadKg > vehicle.capacityKg + EPSILON) violations.add("CAPACITY_WEIGHT");
  if (vehicle.capacityM3 !== null && loadM3 > vehicle.capacityM3 + EPSILON) violations.add("CAPACITY_VOLUME");
  if (route.length > 0 && returnAt > shiftMinutes + EPSILON) violations.add("SHIFT_END");
  return {
    stops: timings,
    returnAt: route.length > 0 ? returnAt : 0,
    km,
    loadKg,
    loadM3,
    violations: [...violations],
  };
}

/**
 * The plan's routes after moving a stop (routed or unassigned) to `position` of route `toRoute` (clamped), or off
 * every route when `toRoute` is null.
 */
export function moveStop(
  routes: readonly (readonly number[])[],
  stop: number,
  toRoute: number | null,
  position: number,
): number[][] {
  if (toRoute !== null && (toRoute < 0 || toRoute >= routes.length))
    throw new RangeError(`no route ${toRoute}`);
  const next = routes.map((route) => route.filter((s) => s !== stop));
  if (toRoute === null) return next;
  const target = next[toRoute] ?? [];
  target.splice(Math.max(0, Math.min(position, target.length)), 0, stop);
  return next;
}
