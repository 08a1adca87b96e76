import { DEFAULT_STOP_ARRIVAL_RADIUS_METERS, DEFAULT_STOP_DWELL_SECONDS } from "./stopVisit.js";

/** A company setting's allowed range and its default. */
export interface SettingRange {
  min: number;
  max: number;
  default: number;
}

/**
 * The company settings of what happens on the road (issue 33): how a stop is detected from the positions (a stop's
 * own geofence wins over the radius) and what counts for the fleet-order alerts (codes 137-143).
 */
export const FLEET_TASK_SETTINGS = {
  /** a stop without a geofence is reached within this many metres of its point */
  stopArrivalRadiusMeters: { min: 20, max: 5_000, default: DEFAULT_STOP_ARRIVAL_RADIUS_METERS },
  /** a stay counts as the visit once it lasted this many seconds */
  stopDwellSeconds: { min: 0, max: 3_600, default: DEFAULT_STOP_DWELL_SECONDS },
  /** an arrival or departure this many minutes past its target (or before the window's start) is late (early) */
  fleetLateToleranceMinutes: { min: 0, max: 1_440, default: 15 },
  /** a stay at a stop longer than this many minutes is a long stop */
  fleetLongStopMinutes: { min: 5, max: 1_440, default: 60 },
  /** a vehicle farther than this many metres from the planned route is off route */
  fleetOffRouteMeters: { min: 100, max: 50_000, default: 1_000 },
} as const satisfies Record<string, SettingRange>;

export type FleetTaskSettingName = keyof typeof FLEET_TASK_SETTINGS;
export type FleetTaskSettings = Record<FleetTaskSettingName, number>;

export const DEFAULT_FLEET_TASK_SETTINGS: FleetTaskSettings = {
  stopArrivalRadiusMeters: FLEET_TASK_SETTINGS.stopArrivalRadiusMeters.default,
  stopDwellSeconds: FLEET_TASK_SETTINGS.stopDwellSeconds.default,
  fleetLateToleranceMinutes: FLEET_TASK_SETTINGS.fleetLateToleranceMinutes.default,
  fleetLongStopMinutes: FLEET_TASK_SETTINGS.fleetLongStopMinutes.default,
  fleetOffRouteMeters: FLEET_TASK_SETTINGS.fleetOffRouteMeters.default,
};
