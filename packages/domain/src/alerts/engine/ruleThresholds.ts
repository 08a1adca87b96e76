import {
  ALERT_CODE,
  CONTINUOUS_DRIVING_TRIGGER_SECONDS,
  DEFAULT_OVERSPEED_DURATION_SECONDS,
  DEFAULT_UNPLANNED_STOP_SECONDS,
} from "../alertCodeNumbers.js";
import type { EngineRule, VehicleContext } from "./engineTypes.js";
import { DEFAULT_FUEL_CHANGE_PERCENT } from "./fuelChange.js";

/** Not moved / no data for days rules without a threshold: three days (in minutes), as the rule form starts. */
export const DEFAULT_DAYS_THRESHOLD_MINUTES = 3 * 24 * 60;
/** Overspeed hysteresis: the episode ends below maxThreshold − this (km/h)… */
export const SPEED_MARGIN_KMH = 5;
/** Temperature hysteresis margin (°C). */
export const TEMPERATURE_MARGIN_C = 1;
/** …or after this long back under the threshold (seconds). */
export const CLEAR_AFTER_SECONDS = 30;
/** Overspeed and temperature episodes end when the data stops this long (seconds); idle and parking go on. */
export const MAX_GAP_SECONDS = 300;

const positive = (value: number | null | undefined) =>
  value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/**
 * Seconds a rule's condition must hold (or, for offline and the day codes, the silence that raises), from the
 * columns ALERT_RULE_THRESHOLDS stores them in: minThresholdTime seconds (8, 3, 4, 5, 117, 142, 17, 18), minThreshold
 * minutes (15, 16). Idle, parking and offline without their own time use the vehicle's or company's timeout.
 */
export function ruleSeconds(rule: EngineRule, context: VehicleContext): number {
  const own = rule.minThresholdTime !== null && rule.minThresholdTime >= 0 ? rule.minThresholdTime : null;
  switch (rule.alertCode) {
    case ALERT_CODE.overspeed:
      return own ?? DEFAULT_OVERSPEED_DURATION_SECONDS;
    case ALERT_CODE.idle:
      return positive(own) ?? context.idleTimeoutSeconds;
    case ALERT_CODE.parking:
      return positive(own) ?? context.parkTimeoutSeconds;
    case ALERT_CODE.offline:
      return positive(own) ?? context.offlineTimeoutSeconds;
    case ALERT_CODE.continuousDriving:
      return positive(own) ?? CONTINUOUS_DRIVING_TRIGGER_SECONDS;
    case ALERT_CODE.fleetOrderUnplannedStop:
      return positive(own) ?? DEFAULT_UNPLANNED_STOP_SECONDS;
    case ALERT_CODE.notMovedForDays:
    case ALERT_CODE.noDataForDays: {
      const minutes = positive(rule.minThreshold) ?? positive(rule.maxThreshold);
      return minutes !== null ? minutes * 60 : (positive(own) ?? DEFAULT_DAYS_THRESHOLD_MINUTES * 60);
    }
    default:
      return own ?? 0;
  }
}

/** Fuel change percent of a fuel gain/loss rule (minThreshold, as ALERT_RULE_THRESHOLDS stores it). */
export const fuelThreshold = (rule: EngineRule) =>
  positive(rule.minThreshold) ?? positive(rule.maxThreshold) ?? DEFAULT_FUEL_CHANGE_PERCENT;
