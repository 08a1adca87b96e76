import { haversineMeters } from "../geo/haversineMeters.js";

/** Why a fix is kept out of the track (stored for the record, flagged with this reason). */
export const TRACK_FILTER_REASONS = [
  "invalid",
  "zero",
  "future",
  "past",
  "accuracy",
  "duplicate",
  "jump",
  "drift",
  "minPeriod",
  "minDistance",
] as const;
export type TrackFilterReason = (typeof TRACK_FILTER_REASONS)[number];

export const isTrackFilterReason = (value: unknown): value is TrackFilterReason =>
  typeof value === "string" && (TRACK_FILTER_REASONS as readonly string[]).includes(value);

/** A company's track filters; each limit counts only while its switch is on. */
export interface TrackFilterSettings {
  /** the device says the fix is not valid (no GPS fix) */
  invalidEnabled: boolean;
  /** 0,0: what many trackers send before their first fix */
  zeroEnabled: boolean;
  futureEnabled: boolean;
  /** how far ahead of the server clock a fix may be */
  futureMinutes: number;
  pastEnabled: boolean;
  /** how far behind the server clock a fix may be */
  pastHours: number;
  accuracyEnabled: boolean;
  /** the fix's reported accuracy, metres (OsmAnd) */
  accuracyMaxMeters: number;
  /** the fix's HDOP, where the device reports one */
  accuracyMaxHdop: number;
  /** a fix not later than the last accepted one: a resend or an old fix replayed */
  duplicateEnabled: boolean;
  jumpEnabled: boolean;
  /** the speed implied between the last accepted fix and this one, km/h */
  jumpMaxKmh: number;
  /** while parked (ignition off, or no ignition and under DRIFT_STATIONARY_KMH) the parked position is held */
  driftEnabled: boolean;
  minPeriodEnabled: boolean;
  minPeriodSeconds: number;
  minDistanceEnabled: boolean;
  minDistanceMeters: number;
}

export const DEFAULT_TRACK_FILTER_SETTINGS: Readonly<TrackFilterSettings> = Object.freeze({
  invalidEnabled: true,
  zeroEnabled: true,
  futureEnabled: true,
  futureMinutes: 5,
  pastEnabled: false,
  pastHours: 72,
  accuracyEnabled: false,
  accuracyMaxMeters: 100,
  accuracyMaxHdop: 5,
  duplicateEnabled: true,
  jumpEnabled: true,
  jumpMaxKmh: 300,
  driftEnabled: false,
  minPeriodEnabled: false,
  minPeriodSeconds: 5,
  minDistanceEnabled: false,
  minDistanceMeters: 10,
});

/** A vehicle reporting no ignition counts as parked under this speed (GPS noise of a standing receiver). */
export const DRIFT_STATIONARY_KMH = 5;

/** What the filters read of a fix. */
export interface FilterFix {
  /** epoch ms */
  time: number;
  latitude: number;
  longitude: number;
  speedKmh: number;
  gpsFixed: boolean;
  ignition?: boolean | null | undefined;
  accuracyMeters?: number | null | undefined;
  hdop?: number | null | undefined;
}

export type TrackFilterDecision = { accepted: true } | { accepted: false; reason: TrackFilterReason };

const ACCEPTED: TrackFilterDecision = Object.freeze({ accepted: true });
const filtered = (reason: TrackFilterReason): TrackFilterDecision => ({ accepted: false, reason });

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Whether a fix goes into the vehicle's track, given the company's filters, the vehicle's last accepted fix
 * (undefined when none is known) and the server's clock. The caller keeps the accepted fix as the next `last`.
 */
export function filterTrackFix(
  settings: TrackFilterSettings,
  last: FilterFix | undefined,
  fix: FilterFix,
  now: number,
): TrackFilterDecision {
  if (settings.invalidEnabled && !fix.gpsFixed) return filtered("invalid");
  if (settings.zeroEnabled && fix.latitude === 0 && fix.longitude === 0) return filtered("zero");
  if (settings.futureEnabled && fix.time > now + settings.futureMinutes * MINUTE_MS)
    return filtered("future");
  if (settings.pastEnabled && fix.time < now - settings.pastHours * HOUR_MS) return filtered("past");
  if (settings.accuracyEnabled && tooInaccurate(settings, fix)) return filtered("accuracy");
  if (!last) return ACCEPTED;
  if (settings.duplicateEnabled && fix.time === last.time) return filtered("duplicate");
  // an older fix is history the device buffered (after a tunnel or a dead zone): it fills a gap of the track, and
  // the last fix is not its neighbour to judge a jump or a drift by
  if (fix.time < last.time) return ACCEPTED;
  const elapsedMs = fix.time - last.time;
  const meters = haversineMeters(
    { lat: last.latitude, lng: last.longitude },
    { lat: fix.latitude, lng: fix.longitude },
  );
  if (settings.jumpEnabled && meters * 3_600 > settings.jumpMaxKmh * elapsedMs) return filtered("jump");
  if (settings.driftEnabled && isParked(last) && isParked(fix)) return filtered("drift");
  if (settings.minPeriodEnabled && elapsedMs < settings.minPeriodSeconds * 1_000)
    return filtered("minPeriod");
  if (settings.minDistanceEnabled && meters < settings.minDistanceMeters) return filtered("minDistance");
  return ACCEPTED;
}

function tooInaccurate(settings: TrackFilterSettings, fix: FilterFix) {
  const { accuracyMeters, hdop } = fix;
  return (
    (typeof accuracyMeters === "number" && accuracyMeters > settings.accuracyMaxMeters) ||
    (typeof hdop === "number" && hdop > settings.accuracyMaxHdop)
  );
}

/** Parked: ignition off, or, for a device that reports none, standing still. */
export function isParked(fix: FilterFix): boolean {
  if (fix.ignition === false) return true;
  return (fix.ignition === undefined || fix.ignition === null) && fix.speedKmh < DRIFT_STATIONARY_KMH;
}
