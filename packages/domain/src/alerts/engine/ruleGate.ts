import { inBoundingBox } from "../../geo/geofenceBoundingBox.js";
import type { LatLng } from "../../geo/geoTypes.js";
import { pointInGeofence } from "../../geo/pointInGeofence.js";
import { DEFAULT_TIME_ZONE, TIME_ZONE_UTC_OFFSET_MINUTES } from "../../timeZone.js";
import type { EngineGeofence, EngineRule } from "./engineTypes.js";

/** WIB (Asia/Jakarta, no daylight saving): the default for schedules. */
export const WIB_UTC_OFFSET_MINUTES = TIME_ZONE_UTC_OFFSET_MINUTES[DEFAULT_TIME_ZONE];

const MINUTES_PER_DAY = 24 * 60;

const minutesOf = (hhmm: string | null): number | null => {
  const match = hhmm ? /^(\d{1,2}):(\d{2})/.exec(hhmm) : null;
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
};

/**
 * True when `time` falls in the rule's schedule: on one of its ISO weekdays (none = every day) and between
 * startTime (included) and endTime (excluded), local time. An end before the start spans midnight; the weekday
 * is then the day the window started. Rules without a schedule always pass.
 */
export function isWithinSchedule(
  rule: Pick<EngineRule, "withSchedule" | "startTime" | "endTime" | "dayOfWeek">,
  time: number,
  utcOffsetMinutes: number = WIB_UTC_OFFSET_MINUTES,
): boolean {
  if (!rule.withSchedule) return true;
  const local = new Date(time + utcOffsetMinutes * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const isoDay = ((local.getUTCDay() + 6) % 7) + 1;
  const start = minutesOf(rule.startTime) ?? 0;
  const end = minutesOf(rule.endTime) ?? MINUTES_PER_DAY;
  const days = rule.dayOfWeek;
  const dayAllowed = (day: number) => days.length === 0 || days.includes(day);
  if (start === end) return dayAllowed(isoDay);
  if (start < end) return dayAllowed(isoDay) && minute >= start && minute < end;
  // overnight: 22:00-06:00 belongs to the day it started
  if (minute >= start) return dayAllowed(isoDay);
  if (minute < end) return dayAllowed(isoDay === 1 ? 7 : isoDay - 1);
  return false;
}

/** The fences of `fences` the point is inside (box test first). */
export function fencesContaining(point: LatLng, fences: readonly EngineGeofence[]): number[] {
  const inside: number[] = [];
  for (const fence of fences) {
    if (fence.box && !inBoundingBox(point, fence.box)) continue;
    if (pointInGeofence(point, fence.shape)) inside.push(fence.geofenceId);
  }
  return inside;
}

/**
 * The rule's geofence filter: with withGeofence, alerts only inside one of its fences (isInsideGeofence) or only
 * outside all of them. A rule without fences has no filter.
 */
export function passesGeofenceFilter(
  rule: Pick<EngineRule, "withGeofence" | "isInsideGeofence" | "geofences">,
  point: LatLng,
): boolean {
  if (!rule.withGeofence || rule.geofences.length === 0) return true;
  const inside = fencesContaining(point, rule.geofences).length > 0;
  return rule.isInsideGeofence ? inside : !inside;
}
