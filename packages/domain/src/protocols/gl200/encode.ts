import { asciiBytes } from "../tracker/trackerCodec.js";
import type { TrackerDeviceFix } from "../tracker/trackerDeviceFix.js";

/** YYYYMMDDHHMMSS UTC, as @Track writes times. */
export const gl200TimeText = (time: Date) => time.toISOString().slice(0, 19).replace(/[-T:]/g, "");

/** The 12 fields of one position in an @Track report (a known fix, HDOP 1, cell 510-10 in Jakarta). */
export const gl200PositionFields = (fix: Omit<TrackerDeviceFix, "ignition">) =>
  [
    "1",
    fix.speedKmh.toFixed(1),
    String(Math.round(fix.course) % 360),
    "20.0",
    fix.longitude.toFixed(6),
    fix.latitude.toFixed(6),
    gl200TimeText(fix.time),
    "0510",
    "0010",
    "2A3B",
    "4C5D",
    "00",
  ].join(",");

/**
 * One `+RESP:GTERI` as a vehicle-mounted @Track device (GV series) sends it: GTFRI of the GL200 carries no ignition,
 * the device status of GTERI does (2x ignition on, 1x off; x2 moving, x1 at rest). External power 12.6 V.
 */
export function encodeGl200Position(imei: string, fix: TrackerDeviceFix): Uint8Array {
  const state = `${fix.ignition ? 2 : 1}${fix.speedKmh > 0 ? 2 : 1}`;
  const count = (Math.floor(fix.time.getTime() / 1000) % 0x10000).toString(16).toUpperCase().padStart(4, "0");
  return asciiBytes(
    `+RESP:GTERI,060100,${imei},,00000000,12600,10,1,1,${gl200PositionFields(fix)},` +
      `1234.5,00100:10:00,,,95,${state}0000,0,${gl200TimeText(fix.time)},${count}$`,
  );
}
