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
  /** the order's priority rank (0 Rendah … 3 Mendesak; absent: Normal), see `priorityRank` */
  priority?: number;
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

/**
 * The driver's rest: at least `minutes` of break before a stretch of work (driving, serving, waiting on duty) would
 * pass `afterMinutes`. UU 22/2009 pasal 90: at most 4 hours of driving in a row, then at least 30 minutes of rest.
 */
export interface BreakRule {
  afterMinutes: number;
  minutes: number;
}

export const DEFAULT_BREAK_AFTER_MINUTES = 240;
export const DEFAULT_BREAK_MINUTES = 30;

/** A break on a route, minutes from the shift's start, taken on the way to the stop at route position `before`. */
export interface RouteBreak {
  start: number;
  end: number;
  /** position on the route of the stop the break precedes; the route's length for the drive back to the depot */
  before: number;
}

export interface RouteTimingOptions {
  /** breaks to insert where they are due; absent or null: none */
  breaks?: BreakRule | null;
  /** the traffic factor at a departure (minutes from the shift start) scaling that leg's matrix minutes */
  legFactor?: (departure: number) => number;
}

export interface RouteTiming {
  stops: StopTiming[];
  /** the driver's breaks, in order (empty without a break rule) */
  breaks: RouteBreak[];
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
 * stops require, and must be back by the shift's end (`shiftMinutes`). `options.legFactor` (the traffic at a moment,
 * minutes from the shift start) scales each leg's matrix minutes by its factor at the leg's departure.
 *
 * With a break rule, a break is inserted where the work stretch since the last break (or the start) would pass the
 * limit at the next stop (its drive, any wait for its window, its service): during the wait before the window opens
 * when the wait is long enough and the drive there still fits the stretch (the break ends as the window opens),
 * otherwise before driving on. A break before driving on delays the later arrivals, which may then be late or back
 * after the shift: those are flagged as usual. Waiting counts as work unless a break is taken in it. A single drive
 * and service longer than the limit cannot be split and stays one stretch.
 */
export function routeTiming(
  stops: readonly PlanStop[],
  matrix: TravelMatrix,
  vehicle: PlanVehicle,
  shiftMinutes: number,
  route: readonly number[],
  options: RouteTimingOptions = {},
): RouteTiming {
  const { size } = matrix;
  const rule = options.breaks ?? null;
  const breaks: RouteBreak[] = [];
  /** work since the last break */
  let worked = 0;
  const timings: StopTiming[] = [];
  const violations = new Set<RouteViolationKind>();
  let time = 0;
  let km = 0;
  let previous = 0;
  let loadKg = 0;
  let loadM3 = 0;
  const cell = (values: Float64Array, from: number, to: number) => values[from * size + to] ?? Number.NaN;
  const legMinutes = (from: number, to: number, departure: number) =>
    cell(matrix.minutes, from, to) * (options.legFactor?.(departure) ?? 1);
  for (const index of route) {
    const stop = stops[index];
    if (!stop) throw new RangeError(`no stop ${index}`);
    const node = index + 1;
    const legKm = cell(matrix.km, previous, node);
    let drive = legMinutes(previous, node, time);
    if (rule) {
      const wait = Math.max(0, stop.ready - (time + drive));
      const due = worked + drive + wait + stop.serviceMinutes > rule.afterMinutes + EPSILON;
      const restInWait = wait + EPSILON >= rule.minutes && worked + drive <= rule.afterMinutes + EPSILON;
      if (worked > EPSILON && due && !restInWait) {
        breaks.push({ start: time, end: time + rule.minutes, before: timings.length });
        time += rule.minutes;
        worked = 0;
        drive = legMinutes(previous, node, time);
      }
      const waitAfter = Math.max(0, stop.ready - (time + drive));
      if (
        worked + drive + waitAfter + stop.serviceMinutes > rule.afterMinutes + EPSILON &&
        waitAfter + EPSILON >= rule.minutes
      ) {
        breaks.push({ start: stop.ready - rule.minutes, end: stop.ready, before: timings.length });
        worked = stop.serviceMinutes;
      } else worked += drive + waitAfter + stop.serviceMinutes;
    }
    const arrival = time + drive;
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
  let driveBack = legMinutes(previous, 0, time);
  if (rule && route.length > 0 && worked > EPSILON && worked + driveBack > rule.afterMinutes + EPSILON) {
    breaks.push({ start: time, end: time + rule.minutes, before: timings.length });
    time += rule.minutes;
    driveBack = legMinutes(previous, 0, time);
  }
  const returnAt = time + driveBack;
  km += cell(matrix.km, previous, 0);
  if (vehicle.capacityKg !== null && loadKg > vehicle.capacityKg + EPSILON) violations.add("CAPACITY_WEIGHT");
  if (vehicle.capacityM3 !== null && loadM3 > vehicle.capacityM3 + EPSILON) violations.add("CAPACITY_VOLUME");
  if (route.length > 0 && returnAt > shiftMinutes + EPSILON) violations.add("SHIFT_END");
  return {
    stops: timings,
    breaks,
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
