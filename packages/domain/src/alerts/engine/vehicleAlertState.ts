import type { DrivingState } from "./continuousDriving.js";
import type { AlarmState } from "./deviceAlarm.js";
import type { FuelState } from "./fuelChange.js";
import type { GeofenceState } from "./geofenceCrossing.js";
import type { HeldState } from "./heldCondition.js";
import type { SilenceState } from "./silenceCondition.js";

export type ConditionState = HeldState | GeofenceState | FuelState | DrivingState | AlarmState | SilenceState;

/** One rule's memory for one vehicle: its condition and, with a count threshold, the recent episode times. */
export interface RuleState {
  c?: ConditionState;
  e?: number[];
}

/** Everything the engine remembers of one vehicle (JSON, stored in alert_engine_state.state). */
export interface VehicleAlertState {
  /** per alertRuleId */
  rules: Record<string, RuleState>;
}

export const emptyVehicleAlertState = (): VehicleAlertState => ({ rules: {} });

/** Reads a stored state back; anything unrecognisable starts empty rather than failing. */
export function parseVehicleAlertState(value: unknown): VehicleAlertState {
  if (typeof value !== "object" || value === null) return emptyVehicleAlertState();
  const rules = (value as { rules?: unknown }).rules;
  if (typeof rules !== "object" || rules === null || Array.isArray(rules)) return emptyVehicleAlertState();
  return { rules: rules as Record<string, RuleState> };
}

/** The condition state of the expected kind, or undefined (a rule whose code changed starts afresh). */
export function conditionOf<K extends ConditionState["k"]>(
  state: RuleState | undefined,
  kind: K,
): Extract<ConditionState, { k: K }> | undefined {
  const condition = state?.c;
  return condition && condition.k === kind ? (condition as Extract<ConditionState, { k: K }>) : undefined;
}
