import { MOVING_SPEED_KMH } from "../../tracking/motionStatus.js";
import { ALERT_CODE } from "../alertCodeNumbers.js";
import { joinAlertData, round } from "./alertData.js";
import { stepContinuousDriving } from "./continuousDriving.js";
import { stepDeviceAlarm } from "./deviceAlarm.js";
import type { ConditionStep, EngineRule, EngineSample, VehicleContext } from "./engineTypes.js";
import { stepFuelChange } from "./fuelChange.js";
import { stepGeofenceCrossing } from "./geofenceCrossing.js";
import { type HeldInput, stepHeld } from "./heldCondition.js";
import {
  CLEAR_AFTER_SECONDS,
  fuelThreshold,
  MAX_GAP_SECONDS,
  ruleSeconds,
  SPEED_MARGIN_KMH,
  TEMPERATURE_MARGIN_C,
} from "./ruleThresholds.js";
import { endSilence, SILENCE_ALERT_CODES } from "./silenceCondition.js";
import { type ConditionState, conditionOf, type RuleState } from "./vehicleAlertState.js";

type Step = ConditionStep<ConditionState | undefined>;

const standingStill = (sample: Pick<EngineSample, "speed">) => sample.speed < MOVING_SPEED_KMH;

/** The held-condition input of a rule on a sample, or null when the rule cannot judge it (no threshold, no value). */
function heldInput(
  rule: EngineRule,
  sample: EngineSample,
  context: VehicleContext,
  gate: boolean,
): HeldInput | null {
  const minSeconds = ruleSeconds(rule, context);
  switch (rule.alertCode) {
    case ALERT_CODE.overspeed: {
      if (rule.maxThreshold === null) return null;
      const max = rule.maxThreshold;
      return {
        active: gate && sample.speed > max,
        clearedPastMargin: sample.speed < max - SPEED_MARGIN_KMH,
        value: sample.speed,
        higherIsWorse: true,
        minSeconds,
        clearAfterSeconds: CLEAR_AFTER_SECONDS,
        maxGapSeconds: MAX_GAP_SECONDS,
      };
    }
    case ALERT_CODE.temperatureHigh:
    case ALERT_CODE.temperatureLow: {
      const high = rule.alertCode === ALERT_CODE.temperatureHigh;
      const limit = high ? rule.maxThreshold : rule.minThreshold;
      if (limit === null || sample.temperature === null) return null;
      const t = sample.temperature;
      return {
        active: gate && (high ? t > limit : t < limit),
        clearedPastMargin: high ? t < limit - TEMPERATURE_MARGIN_C : t > limit + TEMPERATURE_MARGIN_C,
        value: t,
        higherIsWorse: high,
        minSeconds,
        clearAfterSeconds: CLEAR_AFTER_SECONDS,
        maxGapSeconds: MAX_GAP_SECONDS,
      };
    }
    case ALERT_CODE.idle:
    case ALERT_CODE.parking: {
      const engineOn = sample.ignition === true;
      const active =
        gate && standingStill(sample) && (rule.alertCode === ALERT_CODE.idle ? engineOn : !engineOn);
      return {
        active,
        clearedPastMargin: !active,
        value: 0,
        higherIsWorse: true,
        minSeconds,
        clearAfterSeconds: 0,
      };
    }
    default:
      return null;
  }
}

function heldData(rule: EngineRule, durationSeconds: number, peak: number, minSeconds: number) {
  const seconds = Math.round(durationSeconds);
  switch (rule.alertCode) {
    case ALERT_CODE.overspeed:
      return {
        alertData: joinAlertData(Math.round(peak), seconds, rule.maxThreshold ?? 0),
        alertTrigger: String(round(peak)),
      };
    case ALERT_CODE.temperatureHigh:
      return {
        alertData: joinAlertData(peak, seconds, rule.maxThreshold ?? 0),
        alertTrigger: String(round(peak)),
      };
    case ALERT_CODE.temperatureLow:
      return {
        alertData: joinAlertData(peak, seconds, rule.minThreshold ?? 0),
        alertTrigger: String(round(peak)),
      };
    default:
      return { alertData: joinAlertData(seconds, minSeconds), alertTrigger: String(seconds) };
  }
}

/** Held conditions (overspeed, temperature, idle, parking) at `sample.time`; also used by the scheduled check. */
export function stepHeldRule(
  rule: EngineRule,
  previous: RuleState | undefined,
  sample: EngineSample,
  context: VehicleContext,
  gate: boolean,
): Step {
  const input = heldInput(rule, sample, context, gate);
  const state = conditionOf(previous, "held");
  if (!input) return { state, episode: null };
  const step = stepHeld(state, sample.time, input);
  // no episode: nothing to remember (keeps the stored state small)
  const next = step.state.since === null ? undefined : step.state;
  if (!step.raised) return { state: next, episode: null };
  return {
    state: next,
    episode: {
      ...heldData(rule, step.raised.durationSeconds, step.raised.peak, input.minSeconds),
      alertFlag: "S",
      geofenceIds: [],
    },
  };
}

const HELD_CODES: readonly number[] = [
  ALERT_CODE.overspeed,
  ALERT_CODE.temperatureHigh,
  ALERT_CODE.temperatureLow,
  ALERT_CODE.idle,
  ALERT_CODE.parking,
];

/** One rule on one position: the condition's new state and the episode it starts, if any. */
export function stepRule(
  rule: EngineRule,
  previous: RuleState | undefined,
  sample: EngineSample,
  context: VehicleContext,
  gate: boolean,
): Step {
  const code = rule.alertCode;
  if (HELD_CODES.includes(code)) return stepHeldRule(rule, previous, sample, context, gate);
  if (code === ALERT_CODE.geofenceEnter || code === ALERT_CODE.geofenceExit)
    return stepGeofenceCrossing(
      conditionOf(previous, "fence"),
      code,
      rule.geofences,
      { lat: sample.latitude, lng: sample.longitude },
      gate,
    );
  if (code === ALERT_CODE.fuelGain || code === ALERT_CODE.fuelLoss)
    return stepFuelChange(conditionOf(previous, "fuel"), code, sample.fuel, fuelThreshold(rule), gate);
  if (code === ALERT_CODE.continuousDriving)
    return stepContinuousDriving(
      conditionOf(previous, "driving"),
      sample.time,
      sample.speed,
      ruleSeconds(rule, context),
      gate,
    );
  if (SILENCE_ALERT_CODES.includes(code))
    return { state: endSilence(conditionOf(previous, "silence"), code, sample), episode: null };
  return stepDeviceAlarm(conditionOf(previous, "alarm"), code, sample, gate);
}
