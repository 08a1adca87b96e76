import { between, type Random } from "./random.js";
import type { RoutePath } from "./routePath.js";
import { type RoadClass, SPEED_LIMIT_KMH } from "./routes.js";

export interface DriverProfile {
  /** share of the speed limit kept on arterial and local roads (0.8..1.05) */
  cruiseFactor: number;
  /** speed aimed for on toll roads, km/h (normal 65-88, speeders 95-108) */
  tollSpeedKmh: number;
  /** lowest congestion factor met on toll roads: speeders find a free lane */
  tollCongestionFloor: number;
  /** m/s² */
  acceleration: number;
  /** m/s² */
  deceleration: number;
  /** seconds stopped at a route end: [min, max] */
  depotDwellSeconds: readonly [number, number];
  /** engine kept running while stopped at a route end (the idler) */
  idleAtDepot: boolean;
}

export type StopKind = "signal" | "depot";

export interface VehicleState {
  /** metres from the route start */
  distance: number;
  direction: 1 | -1;
  speedMps: number;
  stop: { kind: StopKind; remainingSeconds: number } | null;
  /** route distance of a red light ahead */
  plannedStopAt: number | null;
  ignition: boolean;
  odometerMeters: number;
  /** 0.35..1: traffic slows everyone now and then */
  congestion: number;
}

export interface VehicleSample {
  lat: number;
  lon: number;
  /** degrees, direction of travel */
  course: number;
  speedKmh: number;
  ignition: boolean;
  road: RoadClass;
  stopped: StopKind | null;
  odometerMeters: number;
}

const KMH = 1 / 3.6;
/** distance between traffic lights on arterial and local roads, metres (on average) */
const SIGNAL_SPACING_M = { toll: Number.POSITIVE_INFINITY, arterial: 900, local: 500 } as const;
const RED_LIGHT_SHARE = 0.45;

/**
 * One vehicle driving a route there and back: accelerates and brakes within its limits, aims for the speed of the
 * road it is on, stops at red lights on city roads and dwells at the depots at both ends. Pure: time advances
 * through `step`, randomness through the given generator.
 */
export class VehicleModel {
  readonly state: VehicleState;

  constructor(
    readonly route: RoutePath,
    readonly profile: DriverProfile,
    private readonly random: Random,
    start: Partial<VehicleState> = {},
  ) {
    this.state = {
      distance: 0,
      direction: 1,
      speedMps: 0,
      stop: null,
      plannedStopAt: null,
      ignition: true,
      odometerMeters: 0,
      congestion: 1,
      ...start,
    };
  }

  /** Parks the vehicle at the route end it is closest to for `seconds` (engine on for an idler). */
  parkAtDepot(seconds: number) {
    const state = this.state;
    state.speedMps = 0;
    state.plannedStopAt = null;
    state.stop = { kind: "depot", remainingSeconds: seconds };
    state.ignition = this.profile.idleAtDepot;
  }

  step(dtSeconds: number): void {
    const state = this.state;
    if (dtSeconds <= 0) return;
    if (state.stop) {
      state.speedMps = 0;
      state.stop.remainingSeconds -= dtSeconds;
      if (state.stop.remainingSeconds > 0) return;
      if (state.stop.kind === "depot") state.direction = this.atEnd() ? -1 : 1;
      state.stop = null;
      state.ignition = true;
      return;
    }
    state.ignition = true;
    this.driftCongestion(dtSeconds);

    const here = this.route.pointAt(state.distance);
    const remainingToEnd = state.direction === 1 ? this.route.length - state.distance : state.distance;
    this.maybePlanSignalStop(here.road, dtSeconds);

    let target = this.cruiseSpeed(here.road);
    // Brake in time for the route end and for a red light.
    target = Math.min(target, Math.sqrt(2 * this.profile.deceleration * Math.max(0, remainingToEnd - 2)));
    if (state.plannedStopAt !== null) {
      const toStop = (state.plannedStopAt - state.distance) * state.direction;
      target = Math.min(target, Math.sqrt(2 * this.profile.deceleration * Math.max(0, toStop - 1)));
    }

    const before = state.speedMps;
    const change = target - before;
    const limit = (change > 0 ? this.profile.acceleration : this.profile.deceleration * 1.5) * dtSeconds;
    state.speedMps = Math.max(0, before + Math.max(-limit, Math.min(limit, change)));
    const travelled = Math.min(((before + state.speedMps) / 2) * dtSeconds, remainingToEnd);
    state.distance += travelled * state.direction;
    state.odometerMeters += travelled;

    if (state.plannedStopAt !== null) {
      const toStop = (state.plannedStopAt - state.distance) * state.direction;
      if (toStop <= 2 || state.speedMps < 0.3) {
        state.plannedStopAt = null;
        state.speedMps = 0;
        state.stop = { kind: "signal", remainingSeconds: between(this.random, 20, 75) };
        return;
      }
    }
    if (remainingToEnd - travelled <= 3 && state.speedMps < 3) {
      state.distance = state.direction === 1 ? this.route.length : 0;
      state.speedMps = 0;
      const [min, max] = this.profile.depotDwellSeconds;
      this.parkAtDepot(between(this.random, min, max));
    }
  }

  sample(): VehicleSample {
    const state = this.state;
    const point = this.route.pointAt(state.distance);
    const course = state.direction === 1 ? point.bearing : (point.bearing + 180) % 360;
    return {
      lat: point.lat,
      lon: point.lon,
      course: Math.round(course) % 360,
      speedKmh: state.speedMps / KMH,
      ignition: state.ignition,
      road: point.road,
      stopped: state.stop?.kind ?? null,
      odometerMeters: state.odometerMeters,
    };
  }

  private atEnd() {
    return this.state.distance >= this.route.length - 1;
  }

  private cruiseSpeed(road: RoadClass): number {
    const { profile, state } = this;
    if (road === "toll") {
      const congestion = Math.max(profile.tollCongestionFloor, state.congestion);
      return profile.tollSpeedKmh * congestion * KMH;
    }
    return SPEED_LIMIT_KMH[road] * profile.cruiseFactor * state.congestion * KMH;
  }

  /** A slow random walk: jams come and go over minutes. */
  private driftCongestion(dtSeconds: number) {
    const state = this.state;
    const next =
      state.congestion +
      (this.random() - 0.5) * 0.04 * Math.sqrt(dtSeconds) +
      (0.85 - state.congestion) * 0.002 * dtSeconds;
    state.congestion = Math.min(1, Math.max(0.35, next));
  }

  private maybePlanSignalStop(road: RoadClass, dtSeconds: number) {
    const state = this.state;
    if (state.plannedStopAt !== null || state.speedMps < 2) return;
    const lightsPassed = (state.speedMps * dtSeconds) / SIGNAL_SPACING_M[road];
    if (this.random() >= lightsPassed * RED_LIGHT_SHARE) return;
    const brakingDistance = (state.speedMps * state.speedMps) / (2 * this.profile.deceleration);
    const stopAt = state.distance + state.direction * (brakingDistance + between(this.random, 10, 60));
    if (stopAt <= 0 || stopAt >= this.route.length) return;
    state.plannedStopAt = stopAt;
  }
}
