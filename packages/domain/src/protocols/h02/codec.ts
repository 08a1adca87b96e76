import { KNOTS_TO_KMH } from "../osmand/parseOsmAnd.js";
import {
  asciiBytes,
  asciiText,
  checkedFix,
  gsmBars,
  nmeaDegrees,
  TextFrameSplitter,
  type TrackerCodec,
  type TrackerCommandKind,
  type TrackerMessage,
} from "../tracker/trackerCodec.js";

/**
 * H02 status word bits (8 hex digits, negative logic: a bit at 0 means the condition holds), as the H02
 * protocol document numbers them from the right.
 */
export const H02_STATUS_BIT = {
  vibration: 0,
  sos: 1,
  overspeed: 2,
  ignition: 10,
  powerCut: 19,
} as const;

const ALARMS: [bit: number, alarm: string][] = [
  [H02_STATUS_BIT.sos, "sos"],
  [H02_STATUS_BIT.powerCut, "powerCut"],
  [H02_STATUS_BIT.overspeed, "overspeed"],
  [H02_STATUS_BIT.vibration, "vibration"],
];

/** hhmmss and ddmmyy as a UTC time; an invalid Date when unreadable */
export function h02Time(hhmmss: string, ddmmyy: string): Date {
  if (!/^\d{6}$/.test(hhmmss) || !/^\d{6}$/.test(ddmmyy)) return new Date(Number.NaN);
  const n = (text: string, at: number) => Number(text.slice(at, at + 2));
  const time = new Date(
    Date.UTC(2000 + n(ddmmyy, 4), n(ddmmyy, 2) - 1, n(ddmmyy, 0), n(hhmmss, 0), n(hhmmss, 2), n(hhmmss, 4)),
  );
  return time.getUTCDate() === n(ddmmyy, 0) && n(hhmmss, 0) < 24 ? time : new Date(Number.NaN);
}

const unknown = (type: string, reason: string, imei?: string): TrackerMessage => ({
  kind: "unknown",
  type,
  reason,
  imei,
});

/** `*HQ,IMEI,V1,hhmmss,A,ddmm.mmmm,N,dddmm.mmmm,E,knots,course,ddmmyy,status#` (and the same for NBR, ...). */
export function decodeH02(frame: Uint8Array): TrackerMessage {
  const text = asciiText(frame);
  if (!text.startsWith("*") || !text.endsWith("#")) return unknown("binary", "not an ASCII H02 frame");
  const fields = text.slice(1, -1).split(",");
  const [, imei, type = ""] = fields;
  if (!imei || !/^\d{6,17}$/.test(imei)) return unknown("frame", "no device id");
  if (type === "V4")
    return {
      kind: "commandReply",
      imei,
      text: fields
        .slice(3)
        .join(",")
        .replace(/[^\x20-\x7e]/g, ""),
    };
  if (type === "LINK") return { kind: "status", imei, status: linkStatus(fields) };
  if (type === "XT" || type === "HTBT")
    return { kind: "status", imei, status: statusOf(fields[fields.length - 1] ?? "") };
  if (type !== "V1" && type !== "V19")
    return unknown(type.replace(/[^A-Za-z0-9]/g, "").slice(0, 8) || "frame", "message type not read", imei);
  const [
    time = "",
    validity = "",
    lat = "",
    ns = "",
    lon = "",
    ew = "",
    knots = "",
    course = "",
    date = "",
    status = "",
  ] = fields.slice(3);
  const fix = checkedFix({
    fixTime: h02Time(time, date),
    latitude: nmeaDegrees(lat, ns),
    longitude: nmeaDegrees(lon, ew),
    speedKmh: /^\d+(\.\d+)?$/.test(knots) ? Number(knots) * KNOTS_TO_KMH : Number.NaN,
    course: /^\d+(\.\d+)?$/.test(course) ? Number(course) : undefined,
    gpsFixed: validity === "A",
    ...statusOf(status),
  });
  if (!fix) return unknown("V1", "position out of range", imei);
  return { kind: "positions", imei, fixes: [fix] };
}

function statusOf(status: string) {
  const attributes: Record<string, unknown> = {};
  if (!/^[0-9A-Fa-f]{8}$/.test(status)) return { attributes };
  const word = Number.parseInt(status, 16);
  const holds = (bit: number) => ((word >>> bit) & 1) === 0;
  attributes.status = status.toUpperCase();
  const alarm = ALARMS.find(([bit]) => holds(bit))?.[1];
  return { ignition: holds(H02_STATUS_BIT.ignition), attributes, ...(alarm ? { alarm } : {}) };
}

const integer = (text: string | undefined) => (text && /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN);

/**
 * `*HQ,IMEI,LINK,hhmmss,rssi,satellites,battery %,steps,turnovers,ddmmyy,status#`: the link report of trackers
 * without a position, with their health (rssi on the GSM 0–31 scale).
 */
function linkStatus(fields: readonly string[]) {
  const status = statusOf(fields[fields.length - 1] ?? "");
  const rssi = integer(fields[4]);
  const satellites = integer(fields[5]);
  const battery = integer(fields[6]);
  // 99 is the GSM scale's "not known"
  if (rssi <= 31) status.attributes.gsmSignal = gsmBars(rssi, 31);
  if (satellites <= 64) status.attributes.satellites = satellites;
  return battery <= 100 ? { ...status, batteryPercent: battery } : status;
}

const hhmmss = (now: Date) => now.toISOString().slice(11, 19).replaceAll(":", "");

/** H02 server commands: S20 cuts (1) or restores (0) the fuel/power relay; R1 asks for a position. */
export function h02CommandText(kind: TrackerCommandKind, imei: string, now: Date): string | null {
  const time = hhmmss(now);
  const body = {
    locate: `R1,${time}`,
    engineCut: `S20,${time},1,1`,
    engineRestore: `S20,${time},1,0`,
    reboot: null,
  }[kind];
  return body === null ? null : `*HQ,${imei},${body}#`;
}

export const h02Codec: TrackerCodec = {
  vendorType: "h02",
  label: "H02",
  newSplitter: () => new TextFrameSplitter(0x23 /* # */),
  decode: (frame) => decodeH02(frame),
  commandText: h02CommandText,
  encodeCommand: asciiBytes,
};
