import type { Language } from "../language.js";
import { alertCodeDefinition } from "./alertCatalogue.js";
import { ALERT_CODE } from "./alertCodeNumbers.js";
import { type ThresholdUnit, thresholdFromStored } from "./alertRuleThresholds.js";

const WORDS = {
  id: {
    for: "selama",
    limit: "batas",
    up: "Naik",
    down: "Turun",
    from: "dari",
    to: "ke",
    driving: "mengemudi",
    order: "Pesanan",
  },
  en: {
    for: "for",
    limit: "limit",
    up: "Rose",
    down: "Dropped",
    from: "from",
    to: "to",
    driving: "of driving",
    order: "Order",
  },
} as const;

const UNIT_WORDS = {
  id: { second: "detik", minute: "menit", hour: "jam", day: "hari" },
  en: { second: "seconds", minute: "minutes", hour: "hours", day: "days" },
} as const;

const MINUTES_PER_DAY = 1440;

const NUMBER_FORMATS = {
  id: new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1, useGrouping: false }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, useGrouping: false }),
} as const;

/** Speed unit as each language abbreviates it (Indonesian: kilometer per jam). */
const KMH = { id: "km/j", en: "km/h" } as const;

/** `4 jam 12 menit` / `4 hours 12 minutes`; under a minute in seconds. */
export function formatDuration(seconds: number, lang: Language): string {
  const words = UNIT_WORDS[lang];
  if (seconds < 60) return `${Math.round(seconds)} ${words.second}`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours > 0 ? `${hours} ${words.hour}` : "", minutes > 0 ? `${minutes} ${words.minute}` : ""]
    .filter(Boolean)
    .join(" ");
}

/** A shown value with its unit: `80 km/j`, `10%`, `2 hari`, `8,5 °C`, `4 jam`, `60 detik` (`80 km/h`, `8.5 °C` in English). */
export function formatValue(value: number, unit: ThresholdUnit, lang: Language): string {
  const words = UNIT_WORDS[lang];
  const number = (amount: number) => NUMBER_FORMATS[lang].format(amount);
  switch (unit) {
    case "kmh":
      return `${number(value)} ${KMH[lang]}`;
    case "percent":
      return `${number(value)}%`;
    case "celsius":
      return `${number(value)} °C`;
    case "seconds":
      return `${number(value)} ${words.second}`;
    case "minutes":
      return `${number(value)} ${words.minute}`;
    case "days":
      return `${number(value)} ${words.day}`;
    case "hours":
      return `${number(value)} ${words.hour}`;
  }
}

/**
 * A rule's stored threshold in words, by the code's first threshold: `formatThreshold(8, 80, "id")` is
 * `80 km/j`, `formatThreshold(15, 2880, "id")` is `2 hari`, `formatThreshold(117, 14400, "en")` is `4 hours`.
 * Null for codes without thresholds or an empty value.
 */
export function formatThreshold(
  alertCode: number,
  value: number | null | undefined,
  lang: Language,
): string | null {
  const spec = alertCodeDefinition(alertCode)?.thresholds[0];
  if (!spec || value === null || value === undefined) return null;
  return formatValue(thresholdFromStored(spec, value), spec.unit, lang);
}

const numeric = (text: string | undefined) => {
  if (text === undefined || text === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * `alertData` (pipe-separated, see `AlertDataFormat`) in words in the caller's language, e.g. overspeed
 * `92|75|80` → `92 km/j selama 75 detik (batas 80 km/j)`. Shapes it cannot read are returned as they are.
 */
export function formatAlertData(
  alertCode: number,
  alertData: string | null | undefined,
  lang: Language,
): string | null {
  if (!alertData) return null;
  const definition = alertCodeDefinition(alertCode);
  if (!definition) return alertData;
  const w = WORDS[lang];
  const texts = alertData.split("|").map((part) => part.trim());
  const [a, b, c, d] = texts.map(numeric);
  const limit = (text: string | null) => (text === null ? "" : ` (${w.limit} ${text})`);
  const value = (amount: number | null | undefined, unit: ThresholdUnit) =>
    amount === null || amount === undefined ? null : formatValue(amount, unit, lang);
  const duration = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? null : formatDuration(seconds, lang);
  const first = texts[0] || alertData;
  switch (definition.alertDataFormat) {
    case "geofence":
      return first;
    case "fleetOrder":
      return `${w.order} ${first}`;
    case "event": {
      // devices name the same alarm "sos", "SOS" or "panic": the code's own name says it one way per language
      const name = (lang === "id" ? definition.descriptionIdn : definition.descriptionEng) || first;
      const speed = value(b, "kmh");
      return speed ? `${name}, ${speed}` : name;
    }
    default:
      break;
  }
  if (a === null || a === undefined) return alertData;
  switch (definition.alertDataFormat) {
    case "speed": {
      const held = value(b, "seconds");
      return `${value(a, "kmh")}${held ? ` ${w.for} ${held}` : ""}${limit(value(c, "kmh"))}`;
    }
    case "duration":
    case "driving":
      return `${duration(a)}${definition.alertDataFormat === "driving" ? ` ${w.driving}` : ""}${limit(duration(b))}`;
    case "days":
      return `${value(a / MINUTES_PER_DAY, "days")}${limit(b === null || b === undefined ? null : value(b / MINUTES_PER_DAY, "days"))}`;
    case "fuel": {
      const direction = alertCode === ALERT_CODE.fuelLoss ? w.down : w.up;
      const range =
        b !== null && b !== undefined && c !== null && c !== undefined
          ? ` ${w.from} ${value(b, "percent")} ${w.to} ${value(c, "percent")}`
          : "";
      return `${direction} ${value(Math.abs(a), "percent")}${range}${limit(value(d, "percent"))}`;
    }
    case "celsius": {
      const held = b === null || b === undefined ? "" : ` ${w.for} ${duration(b)}`;
      return `${value(a, "celsius")}${held}${limit(value(c, "celsius"))}`;
    }
    default:
      return alertData;
  }
}
