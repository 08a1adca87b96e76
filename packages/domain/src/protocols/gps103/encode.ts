import { asciiBytes } from "../tracker/trackerCodec.js";
import { knotsText, nmeaText, type TrackerDeviceFix } from "../tracker/trackerDeviceFix.js";

/** The clock of the simulated Coban trackers: WIB (UTC+7), as fleets in Jakarta set them. */
const LOCAL_OFFSET_MS = 7 * 3_600_000;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The login a Coban tracker sends first over TCP (answered LOAD). */
export const encodeGps103Login = (imei: string) => asciiBytes(`##,imei:${imei},A;`);

/**
 * A GPS103 report as a Coban tracker sends it (simulators and tests): the keyword carries the ACC state, the
 * yyMMddHHmm date is the device's local clock, the hhmmss.sss time UTC.
 */
export function encodeGps103Position(imei: string, fix: TrackerDeviceFix): Uint8Array {
  const local = new Date(fix.time.getTime() + LOCAL_OFFSET_MS);
  const localText = [
    local.getUTCFullYear() % 100,
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
  ]
    .map(twoDigits)
    .join("");
  const time = fix.time;
  const utc = `${[time.getUTCHours(), time.getUTCMinutes(), time.getUTCSeconds()].map(twoDigits).join("")}.${String(time.getUTCMilliseconds()).padStart(3, "0")}`;
  const [lat, ns] = nmeaText(fix.latitude, "latitude");
  const [lon, ew] = nmeaText(fix.longitude, "longitude");
  const keyword = fix.ignition ? "acc on" : "acc off";
  const course = Math.round(fix.course) % 360;
  return asciiBytes(
    `imei:${imei},${keyword},${localText},,F,${utc},A,${lat},${ns},${lon},${ew},${knotsText(fix.speedKmh)},${course};`,
  );
}
