import { ALERT_CODE } from "../alertCodeNumbers.js";
import { countEpisode } from "./countWindow.js";
import type {
  ConditionStep,
  EngineRule,
  EngineSample,
  EngineSnapshot,
  RuleRaise,
  VehicleContext,
} from "./engineTypes.js";
import { isWithinSchedule, passesGeofenceFilter } from "./ruleGate.js";
import { ruleSeconds } from "./ruleThresholds.js";
import { checkSilence, SILENCE_ALERT_CODES } from "./silenceCondition.js";
import { stepHeldRule, stepRule } from "./stepRule.js";
import {
  type ConditionState,
  conditionOf,
  type RuleState,
  type VehicleAlertState,
} from "./vehicleAlertState.js";

export interface Evaluation {
  state: VehicleAlertState;
  raises: RuleRaise[];
}

const isFenceCode = (code: number) => code === ALERT_CODE.geofenceEnter || code === ALERT_CODE.geofenceExit;

/** The rule's schedule and (except for fence crossings, whose fences are the subject) its geofence filter. */
function gateOf(
  rule: EngineRule,
  time: number,
  point: { lat: number; lng: number },
  context: VehicleContext,
) {
  return (
    isWithinSchedule(rule, time, context.utcOffsetMinutes) &&
    (isFenceCode(rule.alertCode) || passesGeofenceFilter(rule, point))
  );
}

type Stepper = (
  rule: EngineRule,
  previous: RuleState | undefined,
  gate: boolean,
) => ConditionStep<ConditionState | undefined> | null;

function evaluate(
  rules: readonly EngineRule[],
  previous: VehicleAlertState | undefined,
  at: { time: number; latitude: number; longitude: number },
  context: VehicleContext,
  step: Stepper,
): Evaluation {
  const rulesState: Record<string, RuleState> = {};
  const raises: RuleRaise[] = [];
  const point = { lat: at.latitude, lng: at.longitude };
  for (const rule of rules) {
    const key = String(rule.alertRuleId);
    const before = previous?.rules[key];
    const result = step(rule, before, gateOf(rule, at.time, point, context));
    if (!result) {
      if (before) rulesState[key] = before;
      continue;
    }
    let episodes = before?.e;
    if (result.episode) {
      const counted = countEpisode(episodes, at.time, rule.alertCountThreshold, rule.alertCountWindow);
      episodes = counted.episodes;
      if (counted.raise)
        raises.push({
          ...result.episode,
          alertRuleId: rule.alertRuleId,
          alertCode: rule.alertCode,
          time: at.time,
          latitude: at.latitude,
          longitude: at.longitude,
        });
    }
    const next: RuleState = {};
    if (result.state) next.c = result.state;
    if (episodes && episodes.length > 0) next.e = episodes;
    if (next.c || next.e) rulesState[key] = next;
  }
  // State of rules that no longer cover the vehicle is dropped with them.
  return { state: { rules: rulesState }, raises };
}

/**
 * One position of a vehicle against the rules that cover it. Pure: the previous state (as stored) in, the new
 * state and the alerts each rule raises out. Positions of one vehicle must come in time order.
 */
export function evaluateSample(
  rules: readonly EngineRule[],
  previous: VehicleAlertState | undefined,
  sample: EngineSample,
  context: VehicleContext,
): Evaluation {
  return evaluate(rules, previous, sample, context, (rule, before, gate) =>
    stepRule(rule, before, sample, context, gate),
  );
}

/** Codes the scheduled check evaluates: silences, and idle/parking that go on without new positions. */
export const SCHEDULED_ALERT_CODES: readonly number[] = [
  ...SILENCE_ALERT_CODES,
  ALERT_CODE.idle,
  ALERT_CODE.parking,
];

/**
 * The scheduled check at `now` for a vehicle that may send nothing: offline, no data and not moved for days, and
 * idle/parking still going on since the last position (idle only while the device still reports).
 */
export function evaluateSnapshot(
  rules: readonly EngineRule[],
  previous: VehicleAlertState | undefined,
  snapshot: EngineSnapshot,
  now: number,
  context: VehicleContext,
): Evaluation {
  const deviceSilent = now - snapshot.lastPacket >= context.offlineTimeoutSeconds * 1000;
  const atNow = { ...snapshot, time: Math.max(now, snapshot.time), alarm: null };
  return evaluate(rules, previous, atNow, context, (rule, before, gate) => {
    if (SILENCE_ALERT_CODES.includes(rule.alertCode))
      return checkSilence(
        conditionOf(before, "silence"),
        rule.alertCode,
        snapshot,
        now,
        ruleSeconds(rule, context),
        gate,
      );
    if (rule.alertCode === ALERT_CODE.parking || (rule.alertCode === ALERT_CODE.idle && !deviceSilent)) {
      // a stop the engine has not followed yet (new rule, vehicle first seen) counts from when it began
      const known = conditionOf(before, "held");
      const stopStart = snapshot.stoppedSince;
      const seed =
        !known && stopStart !== null && stopStart < atNow.time
          ? stepHeldRule(rule, before, { ...atNow, time: stopStart }, context, gate).state
          : undefined;
      const seeded: RuleState | undefined = seed ? { ...before, c: seed } : before;
      return stepHeldRule(rule, seeded, atNow, context, gate);
    }
    return null;
  });
}
