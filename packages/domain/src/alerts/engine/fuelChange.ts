import { ALERT_CODE } from "../alertCodeNumbers.js";
import { joinAlertData } from "./alertData.js";
import type { ConditionStep } from "./engineTypes.js";

/** Fuel gain/loss rules without a threshold alert on a change of this many percent of the tank. */
export const DEFAULT_FUEL_CHANGE_PERCENT = 10;

export interface FuelState {
  k: "fuel";
  /** the last trusted reading */
  ref: number | null;
  /** a jump seen once, waiting for the next reading to confirm it (a single odd reading is sensor noise) */
  pending: number | null;
}

/**
 * Fuel gain (13) or loss (14): a change of at least `thresholdPercent` between consecutive readings. A jump (either
 * way) must be confirmed by the next reading (still past the threshold from the last trusted level, same
 * direction), else it was noise and is dropped; a confirmed jump becomes the trusted level and raises when it goes
 * the rule's way. Small changes (consumption, sloshing) just move the trusted level.
 */
export function stepFuelChange(
  previous: FuelState | undefined,
  alertCode: number,
  fuel: number | null,
  thresholdPercent: number,
  gate: boolean,
): ConditionStep<FuelState> {
  const state = previous ?? { k: "fuel", ref: null, pending: null };
  if (fuel === null || !Number.isFinite(fuel)) return { state, episode: null };
  if (state.ref === null) return { state: { k: "fuel", ref: fuel, pending: null }, episode: null };
  const delta = fuel - state.ref;
  if (Math.abs(delta) < thresholdPercent)
    return { state: { k: "fuel", ref: fuel, pending: null }, episode: null };
  const confirms = state.pending !== null && Math.sign(state.pending - state.ref) === Math.sign(delta);
  if (!confirms) return { state: { ...state, pending: fuel }, episode: null };
  const next: FuelState = { k: "fuel", ref: fuel, pending: null };
  const ruleSign = alertCode === ALERT_CODE.fuelGain ? 1 : -1;
  if (Math.sign(delta) !== ruleSign || !gate) return { state: next, episode: null };
  const change = Math.abs(delta);
  return {
    state: next,
    episode: {
      alertData: joinAlertData(change, state.ref, fuel, thresholdPercent),
      alertTrigger: String(Math.round(change * 10) / 10),
      alertFlag: "E",
      geofenceIds: [],
    },
  };
}
