import {
  ALERT_CODE,
  CONTINUOUS_DRIVING_TRIGGER_SECONDS,
  DEFAULT_OVERSPEED_DURATION_SECONDS,
  formatDuration,
  formatValue,
  type Language,
} from "@armada/domain";

/** One measured value or threshold of an alert, in words with its unit. */
export interface ThresholdPart {
  /** i18n key under alertCenter.threshold */
  label: "speed" | "duration" | "fuelChange" | "days" | "temperature" | "drivingTime" | "threshold";
  text: string;
}

const MINUTES_PER_DAY = 1440;

function numberAt(parts: string[], index: number): number | null {
  const text = parts[index]?.trim();
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * What the alert measured and its rule's threshold, per code (docs/spec/alert-center-and-shell.md §2.5; alertData as the domain's
 * `formatAlertData` reads it): 8 speed km/h, the duration in seconds (only with the overspeed duration key,
 * default 60) and the limit; 13/14 fuel change and limit in %; 15/16 minutes shown as days; 17/18 °C;
 * 117 driving time against the 4 h trigger. Other codes: nothing.
 */
export function alertThresholdParts(
  alertCode: number,
  alertData: string | null | undefined,
  options: { showOverspeedDuration: boolean; language: Language },
): ThresholdPart[] {
  const parts = (alertData ?? "").split("|");
  const at = (index: number) => numberAt(parts, index);
  const lang = options.language;
  const result: ThresholdPart[] = [];
  const push = (label: ThresholdPart["label"], text: string | null) => {
    if (text !== null) result.push({ label, text });
  };
  const value = (amount: number | null, unit: Parameters<typeof formatValue>[1]) =>
    amount === null ? null : formatValue(amount, unit, lang);
  switch (alertCode) {
    case ALERT_CODE.overspeed:
      push("speed", value(at(0), "kmh"));
      if (options.showOverspeedDuration) {
        push("duration", value(at(1) ?? DEFAULT_OVERSPEED_DURATION_SECONDS, "seconds"));
      }
      push("threshold", value(at(2), "kmh"));
      return result;
    case ALERT_CODE.fuelGain:
    case ALERT_CODE.fuelLoss: {
      const change = at(0);
      push("fuelChange", value(change === null ? null : Math.abs(change), "percent"));
      push("threshold", value(at(3), "percent"));
      return result;
    }
    case ALERT_CODE.notMovedForDays:
    case ALERT_CODE.noDataForDays: {
      const days = (minutes: number | null) => (minutes === null ? null : minutes / MINUTES_PER_DAY);
      push("days", value(days(at(0)), "days"));
      push("threshold", value(days(at(1)), "days"));
      return result;
    }
    case ALERT_CODE.temperatureHigh:
    case ALERT_CODE.temperatureLow:
      push("temperature", value(at(0), "celsius"));
      push("threshold", value(at(2), "celsius"));
      return result;
    case ALERT_CODE.continuousDriving: {
      const driven = at(0);
      push("drivingTime", driven === null ? null : formatDuration(driven, lang));
      push("threshold", formatDuration(at(1) ?? CONTINUOUS_DRIVING_TRIGGER_SECONDS, lang));
      return result;
    }
    default:
      return result;
  }
}
