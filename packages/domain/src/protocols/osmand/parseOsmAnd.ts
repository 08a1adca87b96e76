/**
 * OsmAnd protocol: what the free Traccar Client phone app (and many others) sends over HTTP.
 * Query or form parameters (`id`, `lat`, `lon`, `timestamp`, `speed` in knots, ...) or, from newer clients, a JSON
 * body (`device_id`, `location.coords`, speed in m/s). Both become one typed report; units are converted here.
 */

import type { ReportedPosition, ReportedStatus } from "../../tracking/reportedPosition.js";

export const KNOTS_TO_KMH = 1.852;
export const MPS_TO_KMH = 3.6;

/** Extra values a device may send, kept as attributes. */
export type OsmAndAttributes = Record<string, string | number | boolean>;

export interface OsmAndPosition extends ReportedPosition {
  kind: "position";
  deviceId: string;
  attributes: OsmAndAttributes;
}

/** A request without coordinates: the device is alive (battery, ignition) but sent no position. */
export interface OsmAndStatus extends ReportedStatus {
  kind: "status";
  deviceId: string;
  attributes: OsmAndAttributes;
}

export type OsmAndReport = OsmAndPosition | OsmAndStatus;

export type OsmAndErrorCode =
  | "missingId"
  | "invalidId"
  | "missingLatitude"
  | "missingLongitude"
  | "invalidLatitude"
  | "invalidLongitude"
  | "invalidTimestamp"
  | "invalidNumber"
  | "invalidBody";

export interface OsmAndError {
  code: OsmAndErrorCode;
  /** short English sentence for the device's HTTP response */
  reason: string;
}

export type OsmAndResult = { ok: true; report: OsmAndReport } | { ok: false; error: OsmAndError };

/** Query or form parameters: a URLSearchParams, pairs, or a parsed query object. */
export type OsmAndParams =
  | URLSearchParams
  | Iterable<readonly [string, string]>
  | Record<string, string | readonly string[] | undefined>;

const MAX_ID_LENGTH = 64;
const MAX_ATTRIBUTES = 50;
const MAX_ATTRIBUTE_KEY = 64;
const MAX_ATTRIBUTE_VALUE = 256;
/** Below this an integer timestamp is seconds, above it milliseconds (Traccar's rule). */
const SECONDS_LIMIT = 2_147_483_647;

const TEMPERATURE_KEYS = new Set(["temp", "temp1", "temperature"]);
const FUEL_KEYS = new Set(["fuel", "fuel1", "fuelLevel", "fuel_level"]);

class ParseFailure extends Error {
  constructor(
    readonly code: OsmAndErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}

const fail = (code: OsmAndErrorCode, reason: string): never => {
  throw new ParseFailure(code, reason);
};

function run(parse: () => OsmAndReport): OsmAndResult {
  try {
    return { ok: true, report: parse() };
  } catch (error) {
    if (error instanceof ParseFailure)
      return { ok: false, error: { code: error.code, reason: error.message } };
    throw error;
  }
}

/** Parses query or form parameters. Empty values are ignored; the first value of a repeated key wins. */
export function parseOsmAndParams(params: OsmAndParams, now: Date = new Date()): OsmAndResult {
  return run(() => fromParams(toMap(params), now));
}

/** Parses the JSON body of newer Traccar Client versions (already parsed, or as text). */
export function parseOsmAndJson(body: unknown, now: Date = new Date()): OsmAndResult {
  return run(() => fromJson(typeof body === "string" ? parseJsonText(body) : body, now));
}

export interface OsmAndRequest {
  /** query parameters of the URL */
  query?: OsmAndParams | undefined;
  /** Content-Type header */
  contentType?: string | undefined;
  /** the body: text (form or JSON), or an already parsed JSON value or form object */
  body?: unknown;
}

/**
 * One HTTP request as a report: a JSON content type reads the JSON body; otherwise the query and a
 * form body are read together (body values win).
 */
export function parseOsmAndRequest(request: OsmAndRequest, now: Date = new Date()): OsmAndResult {
  const contentType = (request.contentType ?? "").toLowerCase();
  if (contentType.startsWith("application/json")) return parseOsmAndJson(request.body ?? "", now);
  const merged = request.query ? toMap(request.query) : new Map<string, string>();
  const body = request.body;
  if (typeof body === "string" && body.trim() !== "") {
    for (const [key, value] of toMap(new URLSearchParams(body.trim()))) merged.set(key, value);
  } else if (body && typeof body === "object" && !(body instanceof Uint8Array)) {
    for (const [key, value] of toMap(body as OsmAndParams)) merged.set(key, value);
  }
  return run(() => fromParams(merged, now));
}

function toMap(params: OsmAndParams): Map<string, string> {
  const map = new Map<string, string>();
  const add = (key: string, value: string | undefined) => {
    if (value === undefined || value === "" || map.has(key)) return;
    map.set(key, value);
  };
  if (params instanceof URLSearchParams || Symbol.iterator in params) {
    for (const [key, value] of params as Iterable<readonly [string, string]>) add(key, value);
  } else {
    for (const [key, value] of Object.entries(params)) {
      if (Array.isArray(value)) {
        for (const item of value) add(key, String(item));
      } else if (value !== undefined) add(key, String(value));
    }
  }
  return map;
}

function fromParams(params: Map<string, string>, now: Date): OsmAndReport {
  const deviceId = checkId(params.get("id") ?? params.get("deviceid"));
  let latitude: number | undefined;
  let longitude: number | undefined;
  let fixTime = now;
  let speedKmh = 0;
  let gpsFixed = true;
  const report: Partial<OsmAndPosition> = {};
  const attributes: OsmAndAttributes = {};

  for (const [key, value] of params) {
    switch (key) {
      case "id":
      case "deviceid":
        break;
      case "lat":
        latitude = coordinate(value, "latitude");
        break;
      case "lon":
        longitude = coordinate(value, "longitude");
        break;
      case "location": {
        const [lat, lon] = value.split(",");
        latitude = coordinate(lat ?? "", "latitude");
        longitude = coordinate(lon ?? "", "longitude");
        break;
      }
      case "timestamp":
        fixTime = parseTimestamp(value);
        break;
      case "speed": {
        const knots = number(value, "speed");
        speedKmh = knots > 0 ? finite(knots * KNOTS_TO_KMH, "speed") : 0;
        break;
      }
      case "bearing":
      case "heading": {
        const course = number(value, key);
        if (course >= 0) report.course = course % 360;
        break;
      }
      case "altitude":
        report.altitude = number(value, key);
        break;
      case "accuracy": {
        const accuracy = number(value, key);
        if (accuracy >= 0) report.accuracy = accuracy;
        break;
      }
      case "batt":
        report.batteryPercent = percent(number(value, "battery"));
        break;
      case "charge":
        report.charging = flag(value);
        break;
      case "ignition":
        report.ignition = flag(value);
        break;
      case "valid":
        gpsFixed = flag(value);
        break;
      case "alarm":
        report.alarm = value.slice(0, MAX_ATTRIBUTE_VALUE);
        break;
      case "odometer":
        // Traccar reads the query odometer in kilometres.
        report.odometerKm = number(value, key);
        break;
      default:
        if (TEMPERATURE_KEYS.has(key)) report.temperature = number(value, key);
        else if (FUEL_KEYS.has(key)) report.fuelPercent = percent(number(value, key));
        else addAttribute(attributes, key, attributeValue(value));
    }
  }
  return finish(deviceId, latitude, longitude, { ...report, fixTime, speedKmh, gpsFixed, attributes });
}

function fromJson(body: unknown, now: Date): OsmAndReport {
  if (!isObject(body)) return fail("invalidBody", "body must be a JSON object");
  const deviceId = checkId(stringOrNumber(body.device_id ?? body.id));
  const location = body.location;
  if (location === undefined) return fail("invalidBody", "missing location");
  if (!isObject(location)) return fail("invalidBody", "location must be an object");

  const report: Partial<OsmAndPosition> = {};
  const attributes: OsmAndAttributes = {};
  let fixTime = now;
  if (location.timestamp !== undefined && location.timestamp !== null) {
    fixTime = parseTimestamp(String(location.timestamp));
  }

  let latitude: number | undefined;
  let longitude: number | undefined;
  let speedKmh = 0;
  const coords = location.coords;
  if (coords !== undefined && coords !== null) {
    if (!isObject(coords)) return fail("invalidBody", "coords must be an object");
    if (coords.latitude === undefined || coords.latitude === null)
      return fail("missingLatitude", "missing latitude");
    if (coords.longitude === undefined || coords.longitude === null) {
      return fail("missingLongitude", "missing longitude");
    }
    latitude = coordinate(coords.latitude, "latitude");
    longitude = coordinate(coords.longitude, "longitude");
    const speed = optionalNumber(coords.speed, "speed");
    if (speed !== undefined && speed > 0) speedKmh = finite(speed * MPS_TO_KMH, "speed");
    const heading = optionalNumber(coords.heading, "heading");
    if (heading !== undefined && heading >= 0) report.course = heading % 360;
    const accuracy = optionalNumber(coords.accuracy, "accuracy");
    if (accuracy !== undefined && accuracy >= 0) report.accuracy = accuracy;
    report.altitude = optionalNumber(coords.altitude, "altitude");
  }

  if (typeof location.is_moving === "boolean") attributes.motion = location.is_moving;
  const odometer = optionalNumber(location.odometer, "odometer");
  if (odometer !== undefined) report.odometerKm = odometer / 1000;
  if (typeof location.event === "string") attributes.event = location.event.slice(0, MAX_ATTRIBUTE_VALUE);
  if (typeof location.mock === "boolean") attributes.mock = location.mock;
  if (isObject(location.activity) && typeof location.activity.type === "string") {
    attributes.activity = location.activity.type.slice(0, MAX_ATTRIBUTE_VALUE);
  }
  if (isObject(location.battery)) {
    const level = optionalNumber(location.battery.level, "battery level");
    if (level !== undefined && level >= 0) report.batteryPercent = percent(Math.round(level * 100));
    if (typeof location.battery.is_charging === "boolean") report.charging = location.battery.is_charging;
  }
  if (isObject(location.extras)) {
    for (const [key, value] of Object.entries(location.extras)) {
      if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") continue;
      if (key === "ignition") report.ignition = typeof value === "boolean" ? value : flag(String(value));
      else if (key === "alarm") report.alarm ??= String(value).slice(0, MAX_ATTRIBUTE_VALUE);
      else if (TEMPERATURE_KEYS.has(key)) report.temperature = number(String(value), key);
      else if (FUEL_KEYS.has(key)) report.fuelPercent = percent(number(String(value), key));
      else
        addAttribute(
          attributes,
          key,
          typeof value === "string" ? value.slice(0, MAX_ATTRIBUTE_VALUE) : value,
        );
    }
  }
  if (typeof location.alarm === "string") report.alarm = location.alarm.slice(0, MAX_ATTRIBUTE_VALUE);

  return finish(deviceId, latitude, longitude, { ...report, fixTime, speedKmh, gpsFixed: true, attributes });
}

type Collected = Partial<OsmAndPosition> & {
  fixTime: Date;
  speedKmh: number;
  gpsFixed: boolean;
  attributes: OsmAndAttributes;
};

function finish(
  deviceId: string,
  latitude: number | undefined,
  longitude: number | undefined,
  collected: Collected,
): OsmAndReport {
  if (latitude === undefined && longitude === undefined) {
    const status: OsmAndStatus = {
      kind: "status",
      deviceId,
      time: collected.fixTime,
      attributes: collected.attributes,
    };
    if (collected.ignition !== undefined) status.ignition = collected.ignition;
    if (collected.charging !== undefined) status.charging = collected.charging;
    if (collected.batteryPercent !== undefined) status.batteryPercent = collected.batteryPercent;
    if (collected.alarm !== undefined) status.alarm = collected.alarm;
    return status;
  }
  if (latitude === undefined) return fail("missingLatitude", "missing latitude");
  if (longitude === undefined) return fail("missingLongitude", "missing longitude");
  const position: OsmAndPosition = { ...collected, kind: "position", deviceId, latitude, longitude };
  for (const key of Object.keys(position) as (keyof OsmAndPosition)[]) {
    if (position[key] === undefined) delete position[key];
  }
  return position;
}

function checkId(value: string | undefined): string {
  const id = value?.trim();
  if (!id) return fail("missingId", "missing id");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (id.length > MAX_ID_LENGTH || /[\u0000-\u001f\u007f]/.test(id)) return fail("invalidId", "invalid id");
  return id;
}

function coordinate(value: unknown, name: "latitude" | "longitude"): number {
  const parsed =
    typeof value === "number" ? value : typeof value === "string" ? strictNumber(value) : Number.NaN;
  const limit = name === "latitude" ? 90 : 180;
  if (!Number.isFinite(parsed) || Math.abs(parsed) > limit) {
    return fail(name === "latitude" ? "invalidLatitude" : "invalidLongitude", `invalid ${name}`);
  }
  return parsed;
}

function number(value: string, name: string): number {
  const parsed = strictNumber(value);
  if (!Number.isFinite(parsed)) return fail("invalidNumber", `invalid ${name}`);
  return parsed;
}

/** A converted value that overflowed (1e308 knots in km/h) is as invalid as the text it came from. */
function finite(value: number, name: string): number {
  return Number.isFinite(value) ? value : fail("invalidNumber", `invalid ${name}`);
}

function optionalNumber(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string") return number(value, name);
  return fail("invalidNumber", `invalid ${name}`);
}

/** Number() accepts "", " ", "0x10"; devices send plain decimals. */
function strictNumber(value: string): number {
  const text = value.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

function percent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

function flag(value: string): boolean {
  return ["true", "1", "yes", "on"].includes(value.trim().toLowerCase());
}

/** Epoch seconds, epoch milliseconds, ISO 8601, or `yyyy-MM-dd HH:mm:ss`; times without a zone are UTC. */
export function parseOsmAndTimestamp(value: string): Date | null {
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    const numeric = Number(text);
    const time = new Date(numeric < SECONDS_LIMIT ? Math.round(numeric * 1000) : Math.round(numeric));
    return Number.isFinite(time.getTime()) ? time : null;
  }
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (!match) return null;
  const zone = match[5] ?? "Z";
  const normalizedZone = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const time = Date.parse(`${match[1]}T${match[2]}${normalizedZone.toUpperCase()}`);
  return Number.isFinite(time) ? new Date(time) : null;
}

function parseTimestamp(value: string): Date {
  return parseOsmAndTimestamp(value) ?? fail("invalidTimestamp", "invalid timestamp");
}

function attributeValue(value: string): string | number | boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  const parsed = strictNumber(value);
  return Number.isFinite(parsed) ? parsed : value.slice(0, MAX_ATTRIBUTE_VALUE);
}

function addAttribute(attributes: OsmAndAttributes, key: string, value: string | number | boolean) {
  if (key.length > MAX_ATTRIBUTE_KEY || key === "__proto__") return;
  if (Object.keys(attributes).length >= MAX_ATTRIBUTES) return;
  attributes[key] = value;
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fail("invalidBody", "body is not valid JSON");
  }
}

function stringOrNumber(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
