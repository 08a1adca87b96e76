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
  dropped: readonly DroppedField[];
}

/**
 * Checks every measured value of a position. An impossible speed refuses the position (the fix itself is
 * suspect); any other out-of-range value is dropped and the position kept. Text loses the characters a
 * database cannot store (NUL, lone surrogates), attributes lose non-finite numbers and deep nesting.
 */
export function checkMeasurements<T extends ReportedPosition>(report: T): CheckedMeasurements<T> {
  if (!inMeasuredRange("speedKmh", report.speedKmh)) return { report: null, dropped: NOTHING_DROPPED };
  let dropped: DroppedField[] | null = null;
  for (const field of OPTIONAL_FIELDS) {
    const value = report[field];
    if (value === undefined || (typeof value === "number" && inMeasuredRange(field, value))) continue;
    dropped ??= [];
    dropped.push(field);
  }
  const alarm = report.alarm === undefined ? undefined : storableText(report.alarm);
  if (alarm !== report.alarm) {
    dropped ??= [];
    dropped.push("alarm");
  }
  const cleaning = { changed: false };
  const attributes = (storableValue(report.attributes, 0, cleaning) ?? {}) as Record<string, unknown>;
  if (cleaning.changed) {
    dropped ??= [];
    dropped.push("attributes");
  }
  // Nearly every report is clean: it goes on as it came, without a copy (this runs for every position).
  if (dropped === null && attributes === report.attributes && alarm !== "")
    return { report, dropped: NOTHING_DROPPED };
  const checked: T = { ...report, attributes };
  for (const field of dropped ?? NOTHING_DROPPED)
    if (field !== "attributes" && field !== "alarm") delete checked[field];
  if (alarm === "") delete checked.alarm;
  else if (alarm !== undefined) checked.alarm = alarm;
  return { report: checked, dropped: dropped ?? NOTHING_DROPPED };
}

const NOTHING_DROPPED: readonly DroppedField[] = [];

/** Text PostgreSQL text and jsonb accept: no NUL or other C0 controls but tab and newlines, no lone surrogates. */
export function storableText(text: string): string {
  if (text.length <= MAX_TEXT && isPlainText(text)) return text;
  return text.slice(0, MAX_TEXT).replace(UNSTORABLE, "");
}

/** True when the text has no control character but tab and newlines and no surrogate: the common case, found without a regular expression. */
function isPlainText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 ? code !== 0x09 && code !== 0x0a && code !== 0x0d : code >= 0xd800 && code <= 0xdfff)
      return false;
  }
  return true;
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
  if (Array.isArray(value)) return cleanArray(value, depth, cleaning);
  return cleanObject(value as Record<string, unknown>, depth, cleaning);
}

/** The same array when every item is storable as it is, else a cleaned copy. */
function cleanArray(value: unknown[], depth: number, cleaning: { changed: boolean }): unknown[] {
  let copy: unknown[] | null = null;
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    const cleaned = storableValue(item, depth + 1, cleaning) ?? null;
    if (cleaned !== item) copy ??= value.slice(0, index);
    if (copy) copy.push(cleaned);
  }
  return copy ?? value;
}

/** The same object when every key and value is storable as it is, else a cleaned copy. */
function cleanObject(
  value: Record<string, unknown>,
  depth: number,
  cleaning: { changed: boolean },
): Record<string, unknown> {
  const keys = Object.keys(value);
  // Only plain objects go on as they are: jsonb would store a Date or a Map differently from what it holds.
  const prototype = Object.getPrototypeOf(value);
  let copy: Record<string, unknown> | null = prototype === Object.prototype || prototype === null ? null : {};
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const item = value[key];
    const cleanedKey = storableText(key);
    const cleaned = storableValue(item, depth + 1, cleaning);
    if (cleanedKey !== key) cleaning.changed = true;
    if (!copy && (cleanedKey !== key || cleaned !== item)) {
      copy = {};
      for (const kept of keys.slice(0, index)) copy[kept] = value[kept];
    }
    if (copy && cleaned !== undefined && cleanedKey !== "") copy[cleanedKey] = cleaned;
  }
  return copy ?? value;
}
