import { type ThresholdUnit, thresholdFromStored, thresholdSpecsFor } from "@armada/domain";

const UNITS: Record<"id" | "en", Record<ThresholdUnit, string>> = {
  id: {
    kmh: "km/j",
    seconds: "detik",
    celsius: "°C",
    percent: "%",
    minutes: "menit",
    days: "hari",
    hours: "jam",
  },
  en: { kmh: "km/h", seconds: "s", celsius: "°C", percent: "%", minutes: "min", days: "days", hours: "h" },
};

/** The unit as written after a number in the interface language. */
export const unitLabel = (unit: ThresholdUnit, language: string) =>
  UNITS[language === "en" ? "en" : "id"][unit];

const number = (value: number, language: string) =>
  value.toLocaleString(language === "en" ? "en-GB" : "id-ID");

/**
 * A rule's thresholds in their units for the rules table, e.g. "> 80 km/j · ≥ 60 detik" for overspeed or
 * "≥ 3 hari" for code 15; "—" for codes without thresholds.
 */
export function thresholdText(
  rule: {
    alertCode: number;
    maxThreshold: number | null;
    minThreshold: number | null;
    minThresholdTime: number | null;
  },
  language: string,
): string {
  const parts = thresholdSpecsFor(rule.alertCode).flatMap((spec) => {
    const stored = rule[spec.field];
    if (stored === null || stored === undefined) return [];
    const sign = spec.field === "maxThreshold" ? ">" : spec.unit === "celsius" ? "<" : "≥";
    const value = number(thresholdFromStored(spec, stored), language);
    const unit = unitLabel(spec.unit, language);
    return [
      spec.unit === "celsius" || spec.unit === "percent"
        ? `${sign} ${value}${unit}`
        : `${sign} ${value} ${unit}`,
    ];
  });
  return parts.length ? parts.join(" · ") : "—";
}
