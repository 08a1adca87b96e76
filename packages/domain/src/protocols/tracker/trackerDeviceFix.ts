import { KNOTS_TO_KMH } from "../osmand/parseOsmAnd.js";

/** What a simulated or test device reports in one position frame (device side: the reverse of TrackerFix). */
export interface TrackerDeviceFix {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  /** degrees clockwise from north, 0–359 */
  course: number;
  ignition: boolean;
}

/** NMEA-style ddmm.mmmm (dddmm.mmmm for longitudes) and its hemisphere letter: the inverse of nmeaDegrees. */
export function nmeaText(
  degrees: number,
  axis: "latitude" | "longitude",
): [value: string, hemisphere: string] {
  const absolute = Math.abs(degrees);
  let whole = Math.floor(absolute);
  let minutes = Number(((absolute - whole) * 60).toFixed(4));
  if (minutes >= 60) {
    whole += 1;
    minutes = 0;
  }
  const width = axis === "latitude" ? 2 : 3;
  const value = `${String(whole).padStart(width, "0")}${minutes.toFixed(4).padStart(7, "0")}`;
  const hemisphere = axis === "latitude" ? (degrees < 0 ? "S" : "N") : degrees < 0 ? "W" : "E";
  return [value, hemisphere];
}

/** km/h as the knots text protocols send, two decimals. */
export const knotsText = (speedKmh: number) => (Math.max(0, speedKmh) / KNOTS_TO_KMH).toFixed(2);
