import { asciiBytes } from "../tracker/trackerCodec.js";
import { knotsText, nmeaText, type TrackerDeviceFix } from "../tracker/trackerDeviceFix.js";
import { H02_STATUS_BIT } from "./codec.js";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The status word of a device with no alarm: every bit 1 (negative logic) but ignition's when it is on. */
const statusWord = (ignition: boolean) =>
  ((ignition ? ~(1 << H02_STATUS_BIT.ignition) : ~0) >>> 0).toString(16).padStart(8, "0").toUpperCase();

/** A V1 position as an H02 tracker sends it (simulators and tests). */
export function encodeH02Position(imei: string, fix: TrackerDeviceFix): Uint8Array {
  const time = fix.time;
  const hhmmss = [time.getUTCHours(), time.getUTCMinutes(), time.getUTCSeconds()].map(twoDigits).join("");
  const ddmmyy = [time.getUTCDate(), time.getUTCMonth() + 1, time.getUTCFullYear() % 100]
    .map(twoDigits)
    .join("");
  const [lat, ns] = nmeaText(fix.latitude, "latitude");
  const [lon, ew] = nmeaText(fix.longitude, "longitude");
  const course = Math.round(fix.course) % 360;
  return asciiBytes(
    `*HQ,${imei},V1,${hhmmss},A,${lat},${ns},${lon},${ew},${knotsText(fix.speedKmh)},${course},${ddmmyy},${statusWord(fix.ignition)}#`,
  );
}
