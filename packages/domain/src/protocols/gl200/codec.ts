import {
  asciiBytes,
  asciiText,
  checkedFix,
  gsmBars,
  TextFrameSplitter,
  type TrackerCodec,
  type TrackerCommandKind,
  type TrackerDatagram,
  type TrackerFix,
  type TrackerMessage,
  type TrackerStatus,
} from "../tracker/trackerCodec.js";

/** The command password a Queclink device has until the fleet changes it (AT+GTPWD). */
export const GL200_DEFAULT_PASSWORD = "gl200";

/** The fields of one position in a report: accuracy, speed, azimuth, altitude, lon, lat, UTC time, cell (5). */
const POSITION_FIELDS = 12;
/** The most positions one GTFRI carries (its <Number> field). */
const MAX_POSITIONS = 15;

/** Reports laid out as GTFRI (positionReport), and the alarm each raises. */
const FIXED_REPORT_ALARMS: Record<string, string | undefined> = {
  GTFRI: undefined,
  GTRTL: undefined,
  GTSOS: "sos",
  GTSPD: "overspeed",
  GTGEO: "geofence",
};

/** Event reports with one position at a fixed field, and what they say. */
const EVENT_REPORTS: Record<string, { at: number; ignition?: boolean; alarm?: string }> = {
  GTIGN: { at: 5, ignition: true },
  GTIGF: { at: 5, ignition: false },
  GTSTT: { at: 5 },
  GTEPN: { at: 4 },
  GTEPF: { at: 4, alarm: "powerCut" },
};

/** Motion states (GTSTT, GTINF, device status): 1x ignition off, 2x ignition on, 16 towed, 4x no ignition wire. */
const ignitionOfState = (state: string | undefined) =>
  state && /^[12]\d$/.test(state) ? state[0] === "2" : undefined;

const unknown = (type: string, reason: string, imei?: string, answer?: Uint8Array): TrackerMessage => ({
  kind: "unknown",
  type,
  reason,
  imei,
  answer,
});

/** YYYYMMDDHHMMSS UTC; an invalid Date when unreadable. */
export function gl200Time(text: string | undefined): Date {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? "");
  if (!match) return new Date(Number.NaN);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as number[];
  const time = new Date(Date.UTC(year as number, (month as number) - 1, day, hour, minute, second));
  const exact =
    time.getUTCMonth() === (month as number) - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second;
  return exact ? time : new Date(Number.NaN);
}

const decimal = (text: string | undefined) =>
  text !== undefined && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
const optional = (value: number) => (Number.isFinite(value) ? value : undefined);

/** The position at `fields[at]`: null when the device never had a fix or a value is impossible. */
function readPosition(fields: readonly string[], at: number, attributes: Record<string, unknown>) {
  const [accuracy, speed, azimuth, altitude, lon, lat, time, mcc, mnc, lac, cell] = fields.slice(at);
  const hdop = decimal(accuracy);
  return checkedFix({
    fixTime: gl200Time(time),
    latitude: decimal(lat),
    longitude: decimal(lon),
    speedKmh: speed === "" ? 0 : decimal(speed),
    course: optional(decimal(azimuth)),
    altitude: optional(decimal(altitude)),
    // accuracy 0: the fix failed and the last known position is repeated
    gpsFixed: hdop > 0,
    // Object.assign, not spreads: `{ ...a, more }` is a slow path of V8 (µs per position, docs/performance.md)
    attributes: Object.assign(
      {},
      attributes,
      hdop > 0 ? { hdop } : undefined,
      mcc && lac && cell ? { cell: `${mcc}-${mnc ?? ""}-${lac}-${cell}` } : undefined,
    ),
  });
}

type Measured = Pick<
  TrackerFix,
  "ignition" | "odometerKm" | "batteryPercent" | "fuelPercent" | "temperature" | "attributes"
>;

/** What GL200/GL300 reports say after their positions: [mileage km,] battery %. */
function portableTail(tail: readonly string[]): Measured {
  const mileage = tail.length >= 2 ? tail[0] : undefined;
  const battery = tail.length <= 2 ? tail.at(-1) : undefined;
  return {
    odometerKm: optional(decimal(mileage)),
    batteryPercent: battery ? optional(decimal(battery)) : undefined,
    attributes: {},
  };
}

/**
 * What vehicle (GV-series) reports say after their positions: mileage, hour meter, analog inputs 1 and 2 (mV),
 * backup battery %, device status (its motion state gives the ignition), UART device type, then the sections the
 * ERI mask switches on: bit 0 the digital fuel sensor (type, %), bit 1 the 1-wire devices (count, then id, type, data
 * each; type 1 a temperature sensor in 1/16 °C).
 */
function vehicleTail(fields: readonly string[], from: number, mask: number): Measured {
  let at = from + 7;
  const [mileage, hourMeter, analog1, analog2, backupBattery, deviceStatus, uartDevice] = fields.slice(
    from,
    at,
  );
  const attributes: Record<string, unknown> = {};
  if (hourMeter) attributes.hourMeter = hourMeter;
  if (Number.isFinite(decimal(analog1))) attributes.analogVolts1 = decimal(analog1) / 1000;
  if (Number.isFinite(decimal(analog2))) attributes.analogVolts2 = decimal(analog2) / 1000;
  if (uartDevice) attributes.uartDevice = uartDevice;
  const measured: Measured = {
    ignition: ignitionOfState(deviceStatus?.slice(0, 2)),
    odometerKm: optional(decimal(mileage)),
    batteryPercent: backupBattery ? optional(decimal(backupBattery)) : undefined,
    attributes,
  };
  if (mask & 0b1) {
    const [sensorType, percentage] = fields.slice(at, at + 2);
    at += 2;
    attributes.fuelSensorType = sensorType;
    measured.fuelPercent = optional(decimal(percentage));
  }
  if (mask & 0b10) {
    const devices = Number(fields[at++]);
    let sensors = 0;
    for (let index = 0; Number.isInteger(devices) && index < Math.min(devices, 8); index++) {
      const [id, deviceType, data] = fields.slice(at, at + 3);
      at += 3;
      if (deviceType !== "1" || !/^[0-9A-Fa-f]{4}$/.test(data ?? "")) continue;
      const celsius = ((Number.parseInt(data as string, 16) << 16) >> 16) / 16;
      sensors += 1;
      attributes[`temperature${sensors}`] = celsius;
      attributes[`oneWireId${sensors}`] = id;
      measured.temperature ??= celsius;
    }
  }
  return measured;
}

const readableTime = (text: string | undefined) => Number.isFinite(gl200Time(text).getTime());

/**
 * GTFRI and the reports laid out like it: report id, report type, number of positions, the positions, what the
 * device measured, send time, count. GV-series devices put their external power (mV) before the report id, and
 * GTERI its ERI mask before that.
 */
function positionReport(type: string, fields: readonly string[], attributes: Record<string, unknown>) {
  const firstTimeAt = (numberAt: number) => numberAt + 7;
  const vehicle =
    type === "GTERI" || (!readableTime(fields[firstTimeAt(6)]) && readableTime(fields[firstTimeAt(7)]));
  const numberAt = type === "GTERI" ? 8 : vehicle ? 7 : 6;
  const number = Number(fields[numberAt]);
  if (!Number.isInteger(number) || number < 1 || number > MAX_POSITIONS) return null;
  const tailAt = numberAt + 1 + number * POSITION_FIELDS;
  const mask =
    type === "GTERI" && /^[0-9A-Fa-f]{1,8}$/.test(fields[4] ?? "")
      ? Number.parseInt(fields[4] as string, 16)
      : 0;
  const measured = vehicle ? vehicleTail(fields, tailAt, mask) : portableTail(fields.slice(tailAt, -2));
  const external = vehicle ? decimal(fields[numberAt - 3]) : Number.NaN;
  if (Number.isFinite(external)) {
    measured.attributes.externalVolts = external / 1000;
    measured.attributes.charging = external > 0;
  }
  const fixes: TrackerFix[] = [];
  for (let index = 0; index < number; index++) {
    const fix = readPosition(fields, numberAt + 1 + index * POSITION_FIELDS, attributes);
    const checked =
      fix &&
      checkedFix(
        Object.assign({}, fix, measured, {
          alarm: FIXED_REPORT_ALARMS[type],
          attributes: Object.assign({}, fix.attributes, measured.attributes),
        }),
      );
    if (checked) fixes.push(checked);
  }
  return fixes;
}

/** GTINF: state, ICCID, CSQ RSSI and BER, external power (0/1), mileage, -, battery volts, charging, ..., battery %. */
function deviceInfo(fields: readonly string[]): TrackerStatus {
  const [state, iccid, rssi, , externalPower, , , batteryVolts, charging] = fields.slice(4);
  const battery = decimal(fields[18]);
  const attributes: Record<string, unknown> = { event: "GTINF" };
  const signal = decimal(rssi);
  if (signal !== 99) attributes.gsmSignal = gsmBars(signal, 31);
  if (Number.isFinite(decimal(batteryVolts))) attributes.batteryVolts = decimal(batteryVolts);
  if (externalPower === "0" || externalPower === "1") attributes.externalPower = externalPower === "1";
  if (charging === "0" || charging === "1") attributes.charging = charging === "1";
  if (iccid && /^\d{10,22}$/.test(iccid)) attributes.iccid = iccid;
  return {
    time: optionalTime(fields.at(-2)),
    ignition: ignitionOfState(state),
    charging: attributes.charging as boolean | undefined,
    batteryPercent: battery >= 0 && battery <= 100 ? battery : undefined,
    attributes,
  };
}

const optionalTime = (text: string | undefined) => {
  const time = gl200Time(text);
  return Number.isFinite(time.getTime()) ? time : undefined;
};

/** `+SACK:<count>$`: the server acknowledges a report (devices with SACK enabled resend until they get it). */
export const gl200Sack = (count: string) => asciiBytes(`+SACK:${count}$`);

/**
 * One @Track ASCII frame: `+RESP:`/`+BUFF:` reports, `+ACK:` answers (GTHBD heartbeats answered
 * `+SACK:GTHBD,<version>,<count>$`), fields separated by commas, `$` at the end.
 */
export function decodeGl200(frame: Uint8Array): TrackerMessage {
  const text = asciiText(frame).trim().replace(/\$$/, "");
  const header = /^\+(RESP|BUFF|ACK):(GT[A-Z]{3}),/.exec(text);
  if (!header) return unknown("frame", "not an @Track ASCII frame");
  const [, kind, type = ""] = header;
  const fields = text.split(",");
  const imei = fields[2] ?? "";
  if (!/^\d{6,17}$/.test(imei)) return unknown(type, "no device id");
  const count = /^[0-9A-Fa-f]{4}$/.test(fields.at(-1) ?? "") ? (fields.at(-1) as string) : undefined;
  if (kind === "ACK") {
    if (type === "GTHBD")
      return {
        kind: "status",
        imei,
        status: { time: optionalTime(fields.at(-2)), attributes: { event: type } },
        answer: asciiBytes(`+SACK:GTHBD,${fields[1] ?? ""},${count ?? ""}$`),
      };
    return {
      kind: "commandReply",
      imei,
      text: fields
        .slice(0, 1)
        .concat(fields.slice(4, -2))
        .join(",")
        .replace(/[^\x20-\x7e]/g, ""),
    };
  }
  const answer = count ? gl200Sack(count) : undefined;
  const attributes: Record<string, unknown> = { event: type, ...(kind === "BUFF" ? { buffered: true } : {}) };
  if (type === "GTINF") return { kind: "status", imei, status: deviceInfo(fields), answer };
  if (type === "GTPNA" || type === "GTPFA")
    return {
      kind: "status",
      imei,
      status: { time: optionalTime(fields.at(-2)), attributes: { ...attributes, power: type === "GTPNA" } },
      answer,
    };
  const event = EVENT_REPORTS[type];
  let fixes: TrackerFix[] | null;
  if (type in FIXED_REPORT_ALARMS || type === "GTERI") fixes = positionReport(type, fields, attributes);
  else if (event) {
    const state = type === "GTSTT" ? fields[4] : undefined;
    if (state) attributes.motionState = state;
    const fix = readPosition(fields, event.at, attributes);
    const ignition = event.ignition ?? ignitionOfState(state);
    const alarm = event.alarm ?? (state === "16" ? "tow" : undefined);
    fixes = fix ? [Object.assign({}, fix, { ignition, alarm })] : [];
  } else return unknown(type, "report type not read", imei, answer);
  if (fixes === null) return unknown(type, "position count out of range", imei, answer);
  if (fixes.length === 0) return unknown(type, "no valid position", imei, answer);
  return { kind: "positions", imei, fixes, answer };
}

/** UDP carries the same frames, one a datagram. */
export function decodeGl200Datagram(datagram: Uint8Array): TrackerDatagram | null {
  const message = decodeGl200(datagram);
  return message.imei ? { imei: message.imei, message } : null;
}

/** Serial number of a command, which the device echoes in its +ACK: the time, as 4 hex digits. */
const serial = (now: Date) =>
  (Math.floor(now.getTime() / 1000) % 0x10000).toString(16).toUpperCase().padStart(4, "0");

/**
 * AT commands with the default password: GTRTO sub-command 1 (RTL, answered by a GTRTL position) and 3 (reboot);
 * GTOUT switches digital output 1, the engine relay.
 */
export function gl200CommandText(kind: TrackerCommandKind, _imei: string, now: Date): string {
  const password = GL200_DEFAULT_PASSWORD;
  switch (kind) {
    case "locate":
      return `AT+GTRTO=${password},1,,,,,,${serial(now)}$`;
    case "reboot":
      return `AT+GTRTO=${password},3,,,,,,${serial(now)}$`;
    case "engineCut":
      return `AT+GTOUT=${password},1,0,0,0,0,0,0,0,0,,,,,${serial(now)}$`;
    case "engineRestore":
      return `AT+GTOUT=${password},0,0,0,0,0,0,0,0,0,,,,,${serial(now)}$`;
  }
}

export const gl200Codec: TrackerCodec = {
  vendorType: "gl200",
  label: "Queclink GL200 (@Track)",
  newSplitter: () => new TextFrameSplitter(0x24 /* $ */, 4096),
  decode: (frame) => decodeGl200(frame),
  commandText: gl200CommandText,
  encodeCommand: asciiBytes,
  decodeDatagram: decodeGl200Datagram,
};
