import type { TrackerDeviceFix } from "../tracker/trackerDeviceFix.js";
import { MEITRACK_EVENT } from "./events.js";
import { meitrackFrame } from "./frame.js";

/** A frame as a Meitrack device sends it: `$$A<length>,<IMEI>,<body>*<checksum>\r\n`. */
export const meitrackDeviceFrame = (imei: string, body: string) => meitrackFrame("$$", "A", imei, body);

const yyMMddHHmmss = (time: Date) => time.toISOString().slice(2, 19).replace(/\D/g, "");

/**
 * An AAA report of one fix (by default event 35, track by time interval), as a Meitrack vehicle tracker sends it: 10 satellites, GSM 24 of 31,
 * input 2 (ACC) set with the ignition, 3.69 V backup battery, 13.13 V external power.
 */
export function encodeMeitrackPosition(
  imei: string,
  fix: TrackerDeviceFix,
  event: number = MEITRACK_EVENT.trackByTime,
): Uint8Array {
  const fields = [
    "AAA",
    event,
    fix.latitude.toFixed(6),
    fix.longitude.toFixed(6),
    yyMMddHHmmss(fix.time),
    "A",
    10,
    24,
    Math.round(fix.speedKmh),
    Math.round(fix.course) % 360,
    "0.9",
    12,
    0,
    0,
    "510|10|2A3C|0A1B2C3D",
    fix.ignition ? "0002" : "0000",
    "0000|0000|0000|0276|0118",
    "",
    "",
  ];
  return meitrackDeviceFrame(imei, fields.join(","));
}
