import {
  ALERT_CODE,
  CONTINUOUS_DRIVING_TRIGGER_SECONDS,
  DEFAULT_OVERSPEED_DURATION_SECONDS,
  DEFAULT_UNPLANNED_STOP_SECONDS,
} from "./alertCodeNumbers.js";

/** The alert rule columns a threshold is stored in. */
export type ThresholdField = "maxThreshold" | "minThreshold" | "minThresholdTime";

/** The unit a threshold is typed and shown in. */
export type ThresholdUnit = "kmh" | "seconds" | "celsius" | "percent" | "minutes" | "days" | "hours";

export interface ThresholdSpec {
  field: ThresholdField;
  /** unit of the form and of the rules table */
  unit: ThresholdUnit;
  /** stored value = shown value × factor (days → minutes 1440, hours → seconds 3600, minutes → seconds 60) */
  factor: number;
  /** shown value the form starts with */
  defaultValue: number | null;
  required: boolean;
  /** smallest shown value accepted */
  min: number;
}

const spec = (
  field: ThresholdField,
  unit: ThresholdUnit,
  options: Partial<Pick<ThresholdSpec, "factor" | "defaultValue" | "required" | "min">> = {},
): ThresholdSpec => ({
  field,
  unit,
  factor: options.factor ?? 1,
  defaultValue: options.defaultValue ?? null,
  required: options.required ?? true,
  min: options.min ?? 0,
});

const MINUTES_AS_SECONDS = (defaultValue: number) =>
  spec("minThresholdTime", "minutes", { factor: 60, defaultValue, min: 1 });
const DAYS_AS_MINUTES = spec("minThreshold", "days", { factor: 1440, defaultValue: 3, min: 1 });

/**
 * What each alert code's rule asks for, and where it is stored: overspeed 8 a speed limit (maxThreshold,
 * km/h) and a minimum duration (minThresholdTime, seconds, default 60); temperature 17 above maxThreshold
 * and 18 below minThreshold (°C); fuel gain/loss 13/14 a change of at least minThreshold percent; idle,
 * parking, offline and a fleet task's unplanned stop 142 a time in minutes (minThresholdTime, stored in seconds); 15/16 days (minThreshold,
 * stored in minutes); continuous driving 117 hours (minThresholdTime, stored in seconds, default 4 h).
 * Codes not listed have no threshold (device events).
 */
export const ALERT_RULE_THRESHOLDS: Readonly<Record<number, readonly ThresholdSpec[]>> = {
  [ALERT_CODE.overspeed]: [
    spec("maxThreshold", "kmh", { defaultValue: 80, min: 1 }),
    spec("minThresholdTime", "seconds", { defaultValue: DEFAULT_OVERSPEED_DURATION_SECONDS }),
  ],
  [ALERT_CODE.temperatureHigh]: [spec("maxThreshold", "celsius", { defaultValue: 8, min: -100 })],
  [ALERT_CODE.temperatureLow]: [spec("minThreshold", "celsius", { defaultValue: -18, min: -100 })],
  [ALERT_CODE.fuelGain]: [spec("minThreshold", "percent", { defaultValue: 10, min: 1 })],
  [ALERT_CODE.fuelLoss]: [spec("minThreshold", "percent", { defaultValue: 10, min: 1 })],
  [ALERT_CODE.idle]: [MINUTES_AS_SECONDS(15)],
  [ALERT_CODE.parking]: [MINUTES_AS_SECONDS(60)],
  [ALERT_CODE.offline]: [MINUTES_AS_SECONDS(60)],
  [ALERT_CODE.fleetOrderUnplannedStop]: [MINUTES_AS_SECONDS(DEFAULT_UNPLANNED_STOP_SECONDS / 60)],
  [ALERT_CODE.notMovedForDays]: [DAYS_AS_MINUTES],
  [ALERT_CODE.noDataForDays]: [DAYS_AS_MINUTES],
  [ALERT_CODE.continuousDriving]: [
    spec("minThresholdTime", "hours", {
      factor: 3600,
      defaultValue: CONTINUOUS_DRIVING_TRIGGER_SECONDS / 3600,
      min: 1,
    }),
  ],
};

export const thresholdSpecsFor = (alertCode: number | null | undefined): readonly ThresholdSpec[] =>
  alertCode == null ? [] : (ALERT_RULE_THRESHOLDS[alertCode] ?? []);

/** Shown value → stored value (e.g. 2 days → 2880 minutes); rounded to whole stored units for time units. */
export function thresholdToStored(threshold: ThresholdSpec, shown: number): number {
  const stored = shown * threshold.factor;
  return threshold.factor === 1 ? stored : Math.round(stored);
}

/** Stored value → shown value (e.g. 14400 seconds → 4 hours), at most two decimals. */
export function thresholdFromStored(threshold: ThresholdSpec, stored: number): number {
  return Math.round((stored / threshold.factor) * 100) / 100;
}
