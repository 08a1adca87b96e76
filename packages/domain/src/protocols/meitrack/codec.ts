import {
  asciiText,
  checkedFix,
  gsmBars,
  type TrackerCodec,
  type TrackerCommandKind,
  type TrackerMessage,
} from "../tracker/trackerCodec.js";
import { MEITRACK_ALARMS, MEITRACK_EVENT, MEITRACK_IGNITION_INPUT } from "./events.js";
import { MeitrackFrameSplitter, meitrackChecksum, meitrackFrame, meitrackHeader } from "./frame.js";

/** Device messages Armada does not read, with the reason counted in the metrics. */
const NOT_READ: Readonly<Record<string, string>> = {
  CCC: "binary batch not read",
  CCE: "binary batch not read",
  D00: "photo not read",
  ABC: "message type not read",
};

const unknown = (type: string, reason: string, imei?: string): TrackerMessage => ({
  kind: "unknown",
  type,
  reason,
  imei,
});

const DECIMAL = /^-?\d+(\.\d+)?$/;
const number = (text: string | undefined) => (text && DECIMAL.test(text) ? Number(text) : undefined);
const hexNumber = (text: string | undefined) =>
  text && /^[0-9A-Fa-f]{1,8}$/.test(text) ? Number.parseInt(text, 16) : undefined;

/** yyMMddHHmmss in UTC; an invalid Date when unreadable */
function meitrackTime(text: string): Date {
  if (!/^\d{12}$/.test(text)) return new Date(Number.NaN);
  const [year, month, day, hour, minute, second] = (text.match(/../g) ?? []).map(Number) as number[];
  const time = new Date(Date.UTC(2000 + (year ?? 0), (month ?? 0) - 1, day, hour, minute, second));
  const valid = time.getUTCDate() === day && (month ?? 0) <= 12 && (hour ?? 24) < 24 && (minute ?? 60) < 60;
  return valid ? time : new Date(Number.NaN);
}

/**
 * Analog inputs `AD1|AD2|AD3|AD4|AD5` in hex: AD4 the backup battery (× 3 × 2 ÷ 1024 V), AD5 the external power
 * (× 3 × 16 ÷ 1024 V).
 */
function volts(analog: string): { batteryVolts?: number; externalVolts?: number } {
  const [, , , battery, external] = analog.split("|").map(hexNumber);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    ...(battery === undefined ? {} : { batteryVolts: round((battery * 6) / 1024) }),
    ...(external === undefined ? {} : { externalVolts: round((external * 48) / 1024) }),
  };
}

/**
 * An AAA report (or a position answering A10): event code, latitude, longitude, yyMMddHHmmss, A|V, satellites,
 * GSM 0–31, km/h, course, HDOP, altitude, mileage (m), run time (s), base station, I/O status, analog inputs, ….
 */
function decodePosition(imei: string, command: string, fields: string[]): TrackerMessage {
  const [event = "", lat, lon, time = "", validity, satellites, gsm, speed, course, hdop, altitude] = fields;
  const [mileage, runtime, cell = "", io = "", analog = ""] = fields.slice(11);
  const eventCode = number(event);
  const ioBits = hexNumber(io);
  const inputs = ioBits === undefined ? undefined : ioBits & 0xff;
  const attributes: Record<string, unknown> = { command, ...volts(analog) };
  const put = (key: string, value: unknown) => {
    if (value !== undefined) attributes[key] = value;
  };
  put("event", eventCode);
  put("satellites", number(satellites));
  put("gsmSignal", gsmBars(number(gsm) ?? Number.NaN, 31));
  put("hdop", number(hdop));
  put("runtimeSeconds", number(runtime));
  if (/^[0-9A-Fa-f|]{1,40}$/.test(cell)) put("cell", cell);
  put("inputs", inputs);
  put("outputs", ioBits === undefined ? undefined : ioBits >> 8);
  if (typeof attributes.externalVolts === "number") attributes.charging = attributes.externalVolts > 0;
  const inputIgnition =
    inputs === undefined ? undefined : ((inputs >> (MEITRACK_IGNITION_INPUT - 1)) & 1) === 1;
  const ignition =
    eventCode === MEITRACK_EVENT.input2Active
      ? true
      : eventCode === MEITRACK_EVENT.input2Inactive
        ? false
        : inputIgnition;
  const meters = number(mileage);
  const fix = checkedFix({
    fixTime: meitrackTime(time),
    latitude: number(lat) ?? Number.NaN,
    longitude: number(lon) ?? Number.NaN,
    speedKmh: number(speed) ?? Number.NaN,
    course: number(course),
    altitude: number(altitude),
    odometerKm: meters === undefined ? undefined : meters / 1000,
    gpsFixed: validity === "A",
    ignition,
    charging: attributes.charging as boolean | undefined,
    alarm: eventCode === undefined ? undefined : MEITRACK_ALARMS[eventCode],
    attributes,
  });
  if (!fix) return unknown(command, "position out of range", imei);
  return { kind: "positions", imei, fixes: [fix] };
}

/**
 * Decodes one frame: `$$<flag><length>,<IMEI>,<command>,…*<checksum>\r\n`. AAA reports (and positions answering
 * A10) become positions; binary CCC batches and photos are counted as not read; any other command is the device's
 * answer to one of ours (`C01,OK`).
 */
export function decodeMeitrack(frame: Uint8Array): TrackerMessage {
  const header = meitrackHeader(frame);
  if (!header || frame[0] !== 0x24) return unknown("frame", "no $$ header");
  if (frame.length - header.comma !== header.length) return unknown("frame", "length differs");
  const star = frame.length - 5;
  if (frame[star] !== 0x2a || frame[frame.length - 2] !== 0x0d || frame[frame.length - 1] !== 0x0a)
    return unknown("frame", "no checksum");
  if (asciiText(frame.subarray(star + 1, star + 3)).toUpperCase() !== meitrackChecksum(frame, 0, star + 1))
    return unknown("frame", "checksum mismatch");
  const body = asciiText(frame.subarray(header.comma + 1, star));
  const imei = /^(\d{6,17}),/.exec(body)?.[1];
  if (!imei) return unknown("frame", "no device id");
  const command = body.slice(imei.length + 1, imei.length + 4);
  if (!/^[A-Z0-9]{3}$/.test(command)) return unknown("frame", "no command", imei);
  const notRead = NOT_READ[command];
  if (notRead) return unknown(command, notRead, imei);
  const fields = body.slice(imei.length + 5).split(",");
  if (command === "AAA" || (command === "A10" && fields.length >= 11))
    return decodePosition(imei, command, fields);
  const text = body.slice(imei.length + 1).replace(/[^\x20-\x7e]/g, "");
  return { kind: "commandReply", imei, text };
}

/** GPRS commands: A10 one position now, C01 output 1 on (0 km/h: at once; 2 leaves outputs 2–5), F01 restarts. */
const COMMAND_TEXTS: Record<TrackerCommandKind, string> = {
  locate: "A10",
  engineCut: "C01,0,12222",
  engineRestore: "C01,0,02222",
  reboot: "F01",
};

/** A command frame to the device: `@@<flag><length>,<IMEI>,<text>*<checksum>\r\n`. */
export const encodeMeitrackCommand = (text: string, imei: string) => meitrackFrame("@@", "Q", imei, text);

export const meitrackCodec: TrackerCodec = {
  vendorType: "meitrack",
  label: "Meitrack",
  newSplitter: () => new MeitrackFrameSplitter(),
  decode: (frame) => decodeMeitrack(frame),
  commandText: (kind) => COMMAND_TEXTS[kind],
  encodeCommand: encodeMeitrackCommand,
};
