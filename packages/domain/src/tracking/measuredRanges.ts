import type { ReportedPosition } from "./reportedPosition.js";

/**
 * Physically possible values of what a device measures, in the pipeline's units. A value outside its range
 * is a device or transmission fault; stored as-is it would mislead reports or (beyond the float4 column's
 * ±3.4e38) make the database refuse the whole batch it sits in.
 */
export const MEASURED_RANGES = {
  /** km/h; no road vehicle, and no GPS glitch worth keeping, is faster */
  speedKmh: { min: 0, max: 1_000 },
  /** degrees clockwise from north */
  course: { min: 0, max: 360 },
  /** metres above sea level: Dead Sea shore to the highest Indonesian passes, with a wide margin */
  altitude: { min: -1_000, max: 10_000 },
  /** metres of horizontal uncertainty */
  accuracy: { min: 0, max: 100_000 },
  batteryPercent: { min: 0, max: 100 },
  fuelPercent: { min: 0, max: 100 },
  /** °C: cold-chain freezers to engine bays */
  temperature: { min: -100, max: 200 },
  /** km over a vehicle's life */
  odometerKm: { min: 0, max: 10_000_000 },
} as const;

export type MeasuredField = Exclude<keyof typeof MEASURED_RANGES, "speedKmh">;
const OPTIONAL_FIELDS = Object.keys(MEASURED_RANGES).filter(
  (field) => field !== "speedKmh",
) as MeasuredField[];

/** Longest text kept in an attribute; attribute objects deeper than this are dropped. */
const MAX_TEXT = 256;
const MAX_DEPTH = 3;
/** C0 controls but tab and newlines (PostgreSQL refuses NUL), and UTF-16 surrogates without their pair */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const inMeasuredRange = (field: keyof typeof MEASURED_RANGES, value: number) =>
  Number.isFinite(value) && value >= MEASURED_RANGES[field].min && value <= MEASURED_RANGES[field].max;

/** What checkMeasurements may drop or clean: an out-of-range field, the alarm text or the attributes. */
export type DroppedField = MeasuredField | "attributes" | "alarm";
export const DROPPED_FIELDS: readonly DroppedField[] = [...OPTIONAL_FIELDS, "alarm", "attributes"];

export interface CheckedMeasurements<T extends ReportedPosition> {
  /** the report without the out-of-range fields; null when the speed is impossible (the position is refused) */
  report: T | null;
  /** optional fields dropped, or text cleaned, for the metrics */
  dropped: DroppedField[];
}

/**
 * Checks every measured value of a position. An impossible speed refuses the position (the fix itself is
 * suspect); any other out-of-range value is dropped and the position kept. Text loses the characters a
 * database cannot store (NUL, lone surrogates), attributes lose non-finite numbers and deep nesting.
 */
export function checkMeasurements<T extends ReportedPosition>(report: T): CheckedMeasurements<T> {
  if (!inMeasuredRange("speedKmh", report.speedKmh)) return { report: null, dropped: [] };
  const dropped: CheckedMeasurements<T>["dropped"] = [];
  const checked: T = { ...report };
  for (const field of OPTIONAL_FIELDS) {
    const value = checked[field];
    if (value === undefined) continue;
    if (typeof value === "number" && inMeasuredRange(field, value)) continue;
    delete checked[field];
    dropped.push(field);
  }
  if (checked.alarm !== undefined) {
    const alarm = storableText(checked.alarm);
    if (alarm !== checked.alarm) dropped.push("alarm");
    if (alarm === "") delete checked.alarm;
    else checked.alarm = alarm;
  }
  const cleaning = { changed: false };
  const attributes = storableValue(report.attributes, 0, cleaning);
  if (cleaning.changed) dropped.push("attributes");
  checked.attributes = (attributes ?? {}) as Record<string, unknown>;
  return { report: checked, dropped };
}

/** Text PostgreSQL text and jsonb accept: no NUL or other C0 controls but tab and newlines, no lone surrogates. */
export function storableText(text: string): string {
  return text.slice(0, MAX_TEXT).replace(UNSTORABLE, "");
}

/** The value as jsonb can hold it; `cleaning.changed` tells whether anything had to go. */
function storableValue(value: unknown, depth: number, cleaning: { changed: boolean }): unknown {
  const cleaned = cleanValue(value, depth, cleaning);
  if (cleaned !== value && (typeof value !== "object" || value === null)) cleaning.changed = true;
  return cleaned;
}

function cleanValue(value: unknown, depth: number, cleaning: { changed: boolean }): unknown {
  if (typeof value === "string") return storableText(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean" || value === null) return value;
  if (typeof value !== "object" || depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => storableValue(item, depth + 1, cleaning) ?? null);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const cleanedKey = storableText(key);
    const cleaned = storableValue(item, depth + 1, cleaning);
    if (cleanedKey !== key) cleaning.changed = true;
    if (cleaned !== undefined && cleanedKey !== "") result[cleanedKey] = cleaned;
  }
  return result;
}
