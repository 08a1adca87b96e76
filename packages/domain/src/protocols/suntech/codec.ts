import {
  asciiBytes,
  asciiText,
  checkedFix,
  gsmBars,
  TextFrameSplitter,
  type TrackerCodec,
  type TrackerCommandKind,
  type TrackerMessage,
} from "../tracker/trackerCodec.js";

/** Alert ids of ALT reports (ST300 family document) that are alarms, as Armada names them. */
export const SUNTECH_ALERTS: Record<number, string> = {
  1: "overspeed",
  3: "gpsAntennaCut",
  5: "geofenceExit",
  6: "geofenceEnter",
  8: "gpsAntennaCut",
  14: "externalLowBattery",
  15: "vibration",
  16: "accident",
  41: "powerCut",
  46: "harshAcceleration",
  47: "harshBraking",
  48: "harshTurn",
  50: "jamming",
};

/** ALT alert ids that say the ignition turned on (33) or off (34). */
const ALERT_IGNITION: Record<number, boolean> = { 33: true, 34: false };

/** EMG emergency id 3 is the main power removed; the others (panic button, parking lock, door) are an SOS. */
const EMERGENCY_POWER_REMOVED = 3;

/**
 * The fields of the universal format (`STT;<id>;<report map>;…`) in the order its report map's bits switch them on,
 * bit 0 first.
 */
const UNIVERSAL_FIELDS = [
  "model",
  "softwareVersion",
  "messageType",
  "date",
  "time",
  "cell",
  "mcc",
  "mnc",
  "lac",
  "rxLevel",
  "latitude",
  "longitude",
  "speed",
  "course",
  "satellites",
  "fix",
  "inputs",
  "outputs",
  "mode",
  "reportType",
  "messageNumber",
  "backupVolts",
  "powerVolts",
] as const;

type Report = Partial<Record<(typeof UNIVERSAL_FIELDS)[number] | "distance" | "eventId", string>>;

/** The fields after the IO field of the legacy reports, by message type. */
const LEGACY_TAILS: Record<string, readonly (keyof Report | null)[]> = {
  STT: ["mode", "messageNumber", null, "backupVolts", "messageType"],
  ALT: ["eventId", null, null, null, "backupVolts", "messageType"],
  EMG: ["eventId", null, "backupVolts", "messageType"],
  EVT: ["eventId", null, "backupVolts", "messageType"],
};

const NOT_READ: Record<string, string> = {
  HTE: "trip summary not read",
  UEX: "serial device data not read",
};

const unknown = (type: string, reason: string, imei?: string): TrackerMessage => ({
  kind: "unknown",
  type,
  reason,
  imei,
});

/** YYYYMMDD and HH:MM:SS, UTC; an invalid Date when unreadable. */
export function suntechTime(date: string | undefined, time: string | undefined): Date {
  const day = /^(\d{4})(\d{2})(\d{2})$/.exec(date ?? "");
  const clock = /^(\d{2}):(\d{2}):(\d{2})$/.exec(time ?? "");
  if (!day || !clock) return new Date(Number.NaN);
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const [hour, minute, second] = clock.slice(1).map(Number) as [number, number, number];
  const result = new Date(Date.UTC(year, month - 1, dayOfMonth, hour, minute, second));
  const exact =
    result.getUTCMonth() === month - 1 &&
    result.getUTCDate() === dayOfMonth &&
    result.getUTCHours() === hour &&
    result.getUTCMinutes() === minute &&
    result.getUTCSeconds() === second;
  return exact ? result : new Date(Number.NaN);
}

const decimal = (text: string | undefined) =>
  text !== undefined && /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
const optional = (value: number) => (Number.isFinite(value) ? value : undefined);

/**
 * The legacy layout: [model,] software version, date, time, cell, lat, lon, speed, course, satellites, fix, distance
 * (m), power volts, IO, then the type's own fields (LEGACY_TAILS).
 */
function legacyReport(type: string, fields: readonly string[], withModel: boolean): Report {
  const at = withModel ? 3 : 2;
  const [
    date,
    time,
    cell,
    latitude,
    longitude,
    speed,
    course,
    satellites,
    fix,
    distance,
    powerVolts,
    inputs,
  ] = fields.slice(at + 1);
  const report: Report = {
    model: withModel ? fields[2] : undefined,
    softwareVersion: fields[at],
    date,
    time,
    cell,
    latitude,
    longitude,
    speed,
    course,
    satellites,
    fix,
    distance,
    powerVolts,
    inputs,
  };
  const tail = LEGACY_TAILS[type] ?? [];
  tail.forEach((name, index) => {
    if (name) report[name] = fields[at + 13 + index];
  });
  return report;
}

/**
 * The universal layout: the report map (hex) says which of UNIVERSAL_FIELDS follow. Alerts, emergencies and events
 * have their own fields after the outputs, not read: only their position is.
 */
function universalReport(type: string, fields: readonly string[]): Report | null {
  if (!/^[0-9A-Fa-f]{1,8}$/.test(fields[2] ?? "")) return null;
  const map = Number.parseInt(fields[2] as string, 16);
  const report: Report = {};
  const names =
    type === "STT" ? UNIVERSAL_FIELDS : UNIVERSAL_FIELDS.slice(0, UNIVERSAL_FIELDS.indexOf("mode"));
  let at = 3;
  names.forEach((name, bit) => {
    if (map & (1 << bit)) report[name] = fields[at++];
  });
  return report;
}

function attributesOf(type: string, report: Report) {
  const attributes: Record<string, unknown> = { event: type };
  const satellites = decimal(report.satellites);
  if (Number.isInteger(satellites) && satellites >= 0 && satellites <= 64) attributes.satellites = satellites;
  const power = decimal(report.powerVolts);
  if (Number.isFinite(power)) {
    attributes.externalVolts = power;
    attributes.charging = power > 0;
  }
  const backup = decimal(report.backupVolts);
  if (Number.isFinite(backup)) attributes.batteryVolts = backup;
  if (report.cell) attributes.cell = report.cell;
  const dbm = decimal(report.rxLevel);
  // RX_LVL in dBm; GSM's 0–31 scale is (dBm + 113) / 2
  if (dbm < 0) attributes.gsmSignal = gsmBars(Math.max(0, (dbm + 113) / 2), 31);
  if (report.model) attributes.model = report.model;
  if (report.messageType === "0") attributes.buffered = true;
  if (report.outputs ?? report.inputs) attributes.io = `${report.inputs ?? ""}${report.outputs ?? ""}`;
  return attributes;
}

function alarmOf(type: string, eventId: number): string | undefined {
  if (type === "EMG") return eventId === EMERGENCY_POWER_REMOVED ? "powerCut" : "sos";
  return type === "ALT" ? SUNTECH_ALERTS[eventId] : undefined;
}

/**
 * One Suntech report: `<model><type>;<device id>;…` in the legacy layout (`SA200STT;`, `ST300STT;`, `ST600ALT;`,
 * `ST4300EMG;`…, SA200 without the model field) or `<type>;<device id>;<report map>;…` in the universal one.
 */
export function decodeSuntech(frame: Uint8Array): TrackerMessage {
  const text = asciiText(frame).trim();
  const fields = text.split(";");
  const header = /^(SA200|ST\d{3,4}[A-Z]{0,2})?([A-Z]{3})$/.exec(fields[0] ?? "");
  if (!header) return unknown("frame", "not a Suntech report");
  const [, model, type = ""] = header;
  const id = fields[1] ?? "";
  if (!/^\d{6,17}$/.test(id)) return unknown(type, "no device id");
  if (type === "ALV") return { kind: "status", imei: id, status: { attributes: { event: type } } };
  if (type === "CMD" || type === "RES")
    return {
      kind: "commandReply",
      imei: id,
      text: fields
        .slice(2)
        .join(";")
        .replace(/[^\x20-\x7e]/g, ""),
    };
  const notRead = NOT_READ[type];
  if (notRead) return unknown(type, notRead, id);
  if (!(type in LEGACY_TAILS)) return unknown(type, "message type not read", id);
  const report = model ? legacyReport(type, fields, model !== "SA200") : universalReport(type, fields);
  if (!report) return unknown(type, "report map unreadable", id);
  const eventId = decimal(report.eventId);
  const distance = decimal(report.distance);
  const fix = checkedFix({
    fixTime: suntechTime(report.date, report.time),
    latitude: decimal(report.latitude),
    longitude: decimal(report.longitude),
    speedKmh: decimal(report.speed),
    course: optional(decimal(report.course)),
    gpsFixed: report.fix === "1",
    ignition: ALERT_IGNITION[type === "ALT" ? eventId : Number.NaN] ?? ignitionOf(report.inputs),
    odometerKm: Number.isFinite(distance) ? distance / 1000 : undefined,
    alarm: alarmOf(type, eventId),
    attributes: {
      ...attributesOf(type, report),
      ...(type !== "STT" && Number.isInteger(eventId) ? { eventId } : {}),
    },
  });
  if (!fix) return unknown(type, "position out of range", id);
  return { kind: "positions", imei: id, fixes: [fix] };
}

/** The IO field's first digit is the ignition input. */
const ignitionOf = (inputs: string | undefined) =>
  inputs && /^[01]/.test(inputs) ? inputs[0] === "1" : undefined;

/** Commands in the ST300 legacy form (command version 02); the device answers each with a CMD frame. */
const COMMANDS: Record<TrackerCommandKind, string> = {
  locate: "StatusReq",
  engineCut: "Enable1",
  engineRestore: "Disable1",
  reboot: "Reboot",
};

export const suntechCommandText = (kind: TrackerCommandKind, imei: string) =>
  `ST300CMD;${imei};02;${COMMANDS[kind]}`;

/** A command's bytes: its text ended by a carriage return, as every Suntech frame is. */
export const encodeSuntechCommand = (text: string) => asciiBytes(text.endsWith("\r") ? text : `${text}\r`);

export const suntechCodec: TrackerCodec = {
  vendorType: "suntech",
  label: "Suntech ST300/ST600/ST4300",
  newSplitter: () => new TextFrameSplitter(0x0d /* \r */, 2048),
  decode: (frame) => decodeSuntech(frame),
  commandText: suntechCommandText,
  encodeCommand: encodeSuntechCommand,
};
