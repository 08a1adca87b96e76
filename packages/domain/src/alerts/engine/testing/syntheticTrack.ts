import type { EngineRule, EngineSample, RuleRaise, VehicleContext } from "../engineTypes.js";
import { evaluateSample } from "../evaluateVehicle.js";
import type { VehicleAlertState } from "../vehicleAlertState.js";

/** Test helpers: rules, samples and tracks for the engine's unit tests (not used by the app). */

/** Monday 17 Nov 2025 03:00 UTC = 10:00 WIB. */
export const MONDAY_10_WIB = Date.UTC(2025, 10, 17, 3, 0, 0);

export const CONTEXT: VehicleContext = {
  idleTimeoutSeconds: 300,
  parkTimeoutSeconds: 600,
  offlineTimeoutSeconds: 3600,
  utcOffsetMinutes: 420,
};

let nextRuleId = 1;

export function makeRule(alertCode: number, overrides: Partial<EngineRule> = {}): EngineRule {
  return {
    alertRuleId: nextRuleId++,
    alertCode,
    maxThreshold: null,
    minThreshold: null,
    minThresholdTime: null,
    withSchedule: false,
    startTime: null,
    endTime: null,
    dayOfWeek: [],
    withGeofence: false,
    isInsideGeofence: true,
    geofences: [],
    alertCountThreshold: 1,
    alertCountWindow: null,
    ...overrides,
  };
}

export function makeSample(time: number, overrides: Partial<EngineSample> = {}): EngineSample {
  return {
    time,
    lastPacket: time,
    latitude: -6.2,
    longitude: 106.85,
    speed: 40,
    ignition: true,
    motionStatus: "moving",
    temperature: null,
    fuel: null,
    alarm: null,
    ...overrides,
  };
}

/** Samples every `stepSeconds` from `start`, one per entry of `values` (each merged into the sample). */
export function track(start: number, stepSeconds: number, values: Partial<EngineSample>[]): EngineSample[] {
  return values.map((value, index) => makeSample(start + index * stepSeconds * 1000, value));
}

/** Runs samples through the engine, optionally round-tripping the state through JSON after each (a restart). */
export function runTrack(
  rules: EngineRule[],
  samples: EngineSample[],
  options: { state?: VehicleAlertState; serialise?: boolean; context?: VehicleContext } = {},
): { raises: RuleRaise[]; state: VehicleAlertState | undefined } {
  let state = options.state;
  const raises: RuleRaise[] = [];
  for (const sample of samples) {
    const result = evaluateSample(rules, state, sample, options.context ?? CONTEXT);
    raises.push(...result.raises);
    state = options.serialise ? JSON.parse(JSON.stringify(result.state)) : result.state;
  }
  return { raises, state };
}

/** `count` copies of a sample value (for tracks). */
export const repeat = (count: number, value: Partial<EngineSample>) =>
  Array.from({ length: count }, () => value);
