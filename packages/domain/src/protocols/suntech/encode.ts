import { asciiBytes } from "../tracker/trackerCodec.js";
import type { TrackerDeviceFix } from "../tracker/trackerDeviceFix.js";

const signed = (value: number, integerDigits: number) =>
  `${value < 0 ? "-" : "+"}${Math.abs(value)
    .toFixed(6)
    .padStart(integerDigits + 7, "0")}`;

/**
 * One `ST300STT` status report as the device sends it (legacy layout, model 04, real time), ended by a carriage
 * return: the ignition is the IO field's first digit; 12.6 V main power, 4.1 V backup battery, 10 satellites.
 */
export function encodeSuntechPosition(deviceId: string, fix: TrackerDeviceFix): Uint8Array {
  const iso = fix.time.toISOString();
  return asciiBytes(
    [
      "ST300STT",
      deviceId,
      "04",
      "706",
      iso.slice(0, 10).replaceAll("-", ""),
      iso.slice(11, 19),
      "2a3b4c",
      signed(fix.latitude, 2),
      signed(fix.longitude, 3),
      fix.speedKmh.toFixed(3).padStart(7, "0"),
      fix.course.toFixed(2).padStart(6, "0"),
      "10",
      "1",
      "123456",
      "12.60",
      `${fix.ignition ? 1 : 0}00000`,
      "2",
      "0001",
      "000123",
      "4.1",
      "1",
    ].join(";") + "\r",
  );
}
