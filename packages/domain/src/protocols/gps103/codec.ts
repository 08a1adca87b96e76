import { KNOTS_TO_KMH } from "../osmand/parseOsmAnd.js";
import {
  asciiBytes,
  asciiText,
  checkedFix,
  nmeaDegrees,
  TextFrameSplitter,
  type TrackerCodec,
  type TrackerCommandKind,
  type TrackerMessage,
} from "../tracker/trackerCodec.js";

/** Keywords of a GPS103 report that are alarms, as Armada names them. */
export const GPS103_ALARMS: Record<string, string> = {
  "help me": "sos",
  "low battery": "lowBattery",
  "ac alarm": "powerCut",
  move: "movement",
  speed: "overspeed",
  stockade: "geofence",
  "door alarm": "door",
  "sensor alarm": "vibration",
  "acc alarm": "ignition",
};

const IGNITION: Record<string, boolean> = { "acc on": true, "acc off": false };

const unknown = (type: string, reason: string, imei?: string): TrackerMessage => ({
  kind: "unknown",
  type,
  reason,
  imei,
});

/** yyMMddHHmm local date with the hhmmss(.sss) UTC time: the date is taken where the times agree */
function gps103Time(local: string, utc: string): Date {
  if (!/^\d{10}$/.test(local) || !/^\d{6}(\.\d{1,3})?$/.test(utc)) return new Date(Number.NaN);
  const n = (text: string, at: number) => Number(text.slice(at, at + 2));
  const date = Date.UTC(2000 + n(local, 0), n(local, 2) - 1, n(local, 4));
  if (new Date(date).getUTCDate() !== n(local, 4) || n(local, 2) > 12) return new Date(Number.NaN);
  const seconds = n(utc, 0) * 3600 + n(utc, 2) * 60 + Number(utc.slice(4));
  if (n(utc, 0) > 23 || n(utc, 2) > 59) return new Date(Number.NaN);
  // the local date may be a day ahead of or behind UTC: take the UTC day nearest the local clock
  const localMinutes = n(local, 6) * 60 + n(local, 8);
  const offsetMinutes = localMinutes - Math.floor(seconds / 60);
  const dayShift = offsetMinutes > 14 * 60 ? 1 : offsetMinutes < -12 * 60 ? -1 : 0;
  return new Date(date + seconds * 1000 + dayShift * 86_400_000);
}

/**
 * Coban / TK103 text (`imei:…,keyword,yyMMddHHmm,phone,F|L,hhmmss.sss,A|V,lat,N,lon,E,knots,course,…;`), the
 * login `##,imei:…,A;` (answered LOAD) and the heartbeat `IMEI;` (answered ON).
 */
export function decodeGps103(frame: Uint8Array): TrackerMessage {
  const text = asciiText(frame).replace(/;$/, "");
  const login = /^##,imei:(\d{6,17}),A$/.exec(text);
  if (login) return { kind: "login", imei: login[1] as string, answer: asciiBytes("LOAD") };
  if (/^\d{6,17}$/.test(text))
    return { kind: "status", imei: text, status: { attributes: {} }, answer: asciiBytes("ON") };
  const fields = text.split(",");
  const imei = /^imei:(\d{6,17})$/.exec(fields[0] ?? "")?.[1];
  if (!imei) return unknown("frame", "no device id");
  const [
    ,
    keyword = "",
    local = "",
    ,
    source = "",
    utc = "",
    validity = "",
    lat = "",
    ns = "",
    lon = "",
    ew = "",
    knots = "",
    course = "",
    altitude = "",
  ] = fields;
  if (source === "L") return unknown("lbs", "cell position without GPS", imei);
  if (keyword.startsWith("OBD") || keyword.startsWith("DTC"))
    return unknown("obd", "OBD report not read", imei);
  const attributes: Record<string, unknown> = { keyword };
  const fix = checkedFix({
    fixTime: gps103Time(local, utc),
    latitude: nmeaDegrees(lat, ns),
    longitude: nmeaDegrees(lon, ew),
    speedKmh: knots === "" ? 0 : /^\d+(\.\d+)?$/.test(knots) ? Number(knots) * KNOTS_TO_KMH : Number.NaN,
    course: /^\d+(\.\d+)?$/.test(course) ? Number(course) : undefined,
    altitude: /^-?\d+(\.\d+)?$/.test(altitude) ? Number(altitude) : undefined,
    gpsFixed: validity === "A",
    ignition: IGNITION[keyword],
    alarm: GPS103_ALARMS[keyword],
    attributes,
  });
  if (!fix) return unknown("tracker", "position out of range", imei);
  return { kind: "positions", imei, fixes: [fix] };
}

/** Coban server commands: B one position, J stops the engine, K resumes it. */
export function gps103CommandText(kind: TrackerCommandKind, imei: string): string | null {
  const letter = { locate: "B", engineCut: "J", engineRestore: "K", reboot: null }[kind];
  return letter === null ? null : `**,imei:${imei},${letter};`;
}

export const gps103Codec: TrackerCodec = {
  vendorType: "gps103",
  label: "GPS103 (Coban/TK103)",
  newSplitter: () => new TextFrameSplitter(0x3b /* ; */),
  decode: (frame) => decodeGps103(frame),
  commandText: gps103CommandText,
  encodeCommand: asciiBytes,
};
