import {
  asciiBytes,
  avlPacket,
  encodeGl200Position,
  encodeGps103Position,
  encodeGt06Alarm,
  encodeGt06Info,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Packet,
  encodeGt06Status,
  encodeH02Position,
  encodeJt808Authentication,
  encodeJt808BatchLocation,
  encodeJt808Frame,
  encodeJt808GeneralResponse,
  encodeJt808Location,
  encodeJt808Register,
  encodeMeitrackPosition,
  encodeRuptelaPosition,
  encodeSuntechPosition,
  encodeTeltonikaCodec8,
  GT06_PROTOCOL,
  gl200PositionFields,
  gl200TimeText,
  type IngestProtocolType,
  JT808_MESSAGE,
  JT808_STANDARD_ZONE_MINUTES,
  MEITRACK_EVENT,
  meitrackDeviceFrame,
  RUPTELA_COMMAND,
  ruptelaDevicePacket,
  TELTONIKA_CODEC,
  TELTONIKA_CODEC12_TYPE,
  TELTONIKA_IO,
  type TrackerDeviceFix,
  teltonikaLogin,
} from "@armada/domain";

/**
 * What a frame is, as the replay counts it: `position` (one or more fixes: a report, an alarm with its fix, a batch
 * of buffered ones), `other` (heartbeat, status, command answer), `bad` (framed but unreadable: bad checksum,
 * malformed, unknown type; the gateway counts each as not read with its reason).
 */
export type ReplayFrameKind = "position" | "other" | "bad";

export interface ReplayFrame {
  kind: ReplayFrameKind;
  /** a short name for the report: `location`, `heartbeat`, `bad_crc`, ... */
  name: string;
  bytes: Uint8Array;
  /** valid fixes the frame carries, each at a time of its own */
  positions: number;
}

/** One device's traffic: its login (answered before the rest is sent when `awaitLogin`), frames, and a last cut frame. */
export interface ReplayScript {
  login?: Uint8Array;
  awaitLogin: boolean;
  frames: ReplayFrame[];
  /** a frame cut in the middle, sent just before the device drops the connection (a lost signal) */
  truncated?: Uint8Array;
}

/**
 * Hands out one device's fixes, one second apart, oldest first, all in the recent past, and its frame serial numbers
 * (both run on across the rounds of a replay).
 */
export interface FixClock {
  next(): TrackerDeviceFix;
  serial(): number;
}

export function fixClock(start: Date, index: number): FixClock {
  let second = 0;
  let serial = 0;
  let latitude = -6.2 + (index % 50) * 0.004;
  let longitude = 106.8 + Math.floor(index / 50) * 0.004;
  return {
    next() {
      second += 1;
      latitude += 0.0001;
      longitude += 0.0001;
      return {
        time: new Date(start.getTime() + second * 1000),
        latitude,
        longitude,
        speedKmh: 40,
        course: 45,
        ignition: true,
      };
    },
    serial: () => {
      serial = (serial % 0xffff) + 1;
      return serial;
    },
  };
}

const position = (name: string, bytes: Uint8Array, positions = 1): ReplayFrame => ({
  kind: "position",
  name,
  bytes,
  positions,
});
const other = (name: string, bytes: Uint8Array): ReplayFrame => ({
  kind: "other",
  name,
  bytes,
  positions: 0,
});
const bad = (name: string, bytes: Uint8Array): ReplayFrame => ({ kind: "bad", name, bytes, positions: 0 });

/** The same frame with one byte of its body changed: its checksum no longer matches. */
function corrupted(bytes: Uint8Array, at: number): Uint8Array {
  const copy = bytes.slice();
  copy[at] = (copy[at] as number) ^ 0x01;
  return copy;
}

const half = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length / 2));

function gt06Script(imei: string, clock: FixClock): ReplayScript {
  const next = clock.serial;
  const location = () => encodeGt06Location({ ...clock.next(), protocol: GT06_PROTOCOL.locationAcc }, next());
  return {
    login: encodeGt06Login(imei, next()),
    awaitLogin: true,
    frames: [
      position("location", location()),
      other("heartbeat", encodeGt06Status({ ignition: true, charging: true, gsmSignal: 3 }, next())),
      position(
        "location_4g",
        encodeGt06Location({ ...clock.next(), protocol: GT06_PROTOCOL.location4g }, next()),
      ),
      position("alarm", encodeGt06Alarm({ ...clock.next(), alarm: "sos" }, next())),
      // external voltage 12.60 V
      other("info_power", encodeGt06Info(0x00, Uint8Array.of(0x04, 0xec), next())),
      bad("bad_crc", corrupted(location(), 6)),
      bad("unknown_type", encodeGt06Packet(0xee, Uint8Array.of(1, 2, 3), next())),
      bad("too_short", encodeGt06Packet(GT06_PROTOCOL.locationAcc, Uint8Array.of(1, 2, 3, 4), next())),
      position("location", location()),
    ],
    truncated: half(location()),
  };
}

/** A 2019 terminal whose phone number is its IMEI: register and authenticate (the wire answers), then report. */
function jt808Script(imei: string, clock: FixClock): ReplayScript {
  const phone = imei.replace(/^0+/, "");
  const frame = (messageId: number, body: Uint8Array) =>
    encodeJt808Frame({ messageId, edition: 2019, phone, serial: clock.serial() }, body);
  const body = (alarmWord = 0) =>
    encodeJt808Location(
      { ...clock.next(), signal: 20, satellites: 9, alarmWord },
      JT808_STANDARD_ZONE_MINUTES,
    );
  const location = () => frame(JT808_MESSAGE.location, body());
  const register = { province: 31, city: 0, manufacturer: "REPLY", model: "R1", terminalId: "R1" };
  return {
    login: frame(
      JT808_MESSAGE.register,
      encodeJt808Register({ ...register, plateColor: 1, plate: "" }, 2019),
    ),
    awaitLogin: true,
    frames: [
      position("location", location()),
      other("heartbeat", frame(JT808_MESSAGE.heartbeat, new Uint8Array(0))),
      position("alarm", frame(JT808_MESSAGE.location, body(1))),
      position(
        "batch",
        frame(JT808_MESSAGE.batchLocation, encodeJt808BatchLocation([body(), body(), body()], true)),
        3,
      ),
      other(
        "command_answer",
        frame(
          JT808_MESSAGE.terminalResponse,
          encodeJt808GeneralResponse({ serial: 7, messageId: 0x8105, result: 0 }),
        ),
      ),
      bad("bad_checksum", corrupted(location(), 14)),
      bad("unknown_type", frame(0x0f01, Uint8Array.of(1, 2, 3))),
      bad("too_short", frame(JT808_MESSAGE.location, Uint8Array.of(0, 0, 0, 1))),
      position("location", location()),
    ],
    truncated: half(location()),
  };
}

/** OsmAnd requests pipelined on one keep-alive connection; a 400 answer is a request the gateway could not read. */
export function osmandRequest(query: string): Uint8Array {
  return asciiBytes(`GET /?${query} HTTP/1.1\r\nHost: replay\r\n\r\n`);
}

function osmandScript(imei: string, clock: FixClock): ReplayScript {
  const report = (extra = "") => {
    const fix = clock.next();
    return osmandRequest(
      `id=${imei}&lat=${fix.latitude.toFixed(6)}&lon=${fix.longitude.toFixed(6)}&timestamp=${fix.time.getTime() / 1000}&speed=21.6&bearing=45&batt=80${extra}`,
    );
  };
  return {
    awaitLogin: false,
    frames: [
      position("location", report()),
      other("heartbeat", osmandRequest(`id=${imei}&batt=79&charge=true`)),
      position("alarm", report("&alarm=sos")),
      bad("bad_latitude", osmandRequest(`id=${imei}&lat=abc&lon=106.8`)),
      bad("missing_id", osmandRequest("lat=-6.2&lon=106.8")),
      position("location", report()),
    ],
  };
}

function teltonikaScript(imei: string, clock: FixClock): ReplayScript {
  const record = (extra: Record<number, number> = {}) => ({
    ...clock.next(),
    satellites: 11,
    io: { [TELTONIKA_IO.ignition]: 1, [TELTONIKA_IO.externalVoltage]: 12600, ...extra },
  });
  const answer = asciiBytes("DOUT1:1 Timeout:INFINITY");
  const codec12 = Uint8Array.of(
    TELTONIKA_CODEC.codec12,
    1,
    TELTONIKA_CODEC12_TYPE.response,
    0,
    0,
    0,
    answer.length,
    ...answer,
    1,
  );
  return {
    login: teltonikaLogin(imei),
    awaitLogin: true,
    frames: [
      position("records", encodeTeltonikaCodec8([record()])),
      position("buffered_records", encodeTeltonikaCodec8([record(), record(), record()]), 3),
      other("heartbeat", encodeTeltonikaCodec8([])),
      other("command_answer", avlPacket(codec12)),
      bad("bad_crc", corrupted(encodeTeltonikaCodec8([record()]), 20)),
      bad("unknown_codec", avlPacket(Uint8Array.of(0x99, 1, 0, 0, 1))),
      position("records", encodeTeltonikaCodec8([record()])),
    ],
    truncated: half(encodeTeltonikaCodec8([record()])),
  };
}

function h02Script(imei: string, clock: FixClock): ReplayScript {
  const v1 = () => encodeH02Position(imei, clock.next());
  const sos = () => asciiBytes(asciiTextOf(v1()).replace(/,[0-9A-F]{8}#$/, ",FFFFFBFD#"));
  return {
    awaitLogin: false,
    frames: [
      position("location", v1()),
      other("heartbeat", asciiBytes(`*HQ,${imei},XT,1,FFFFFBFF#`)),
      other("link", asciiBytes(`*HQ,${imei},LINK,101500,20,8,67,0,0,281126,FFFFFBFF#`)),
      position("alarm", sos()),
      other("command_answer", asciiBytes(`*HQ,${imei},V4,S20,OK,101500#`)),
      bad("unknown_type", asciiBytes(`*HQ,${imei},NBR,1#`)),
      bad("malformed", asciiBytes(`*HQ,${imei},V1,101500,A,99xx,S#`)),
      position("location", v1()),
    ],
  };
}

const latin1 = new TextDecoder("latin1");
const asciiTextOf = (bytes: Uint8Array) => latin1.decode(bytes);

function gps103Script(imei: string, clock: FixClock): ReplayScript {
  const report = (keyword: string) =>
    asciiBytes(asciiTextOf(encodeGps103Position(imei, clock.next())).replace(",tracker,", `,${keyword},`));
  return {
    login: asciiBytes(`##,imei:${imei},A;`),
    awaitLogin: true,
    frames: [
      position("location", report("tracker")),
      other("heartbeat", asciiBytes(`${imei};`)),
      position("alarm", report("help me")),
      position("ignition", report("acc on")),
      bad("obd", asciiBytes(`imei:${imei},OBD,261128101500,,,,0,0,0.00%,0,0.00%,0,0.00,,,,;`)),
      bad("cell_only", asciiBytes(`imei:${imei},tracker,2611281015,,L,,,2a3b,,4c5d,,,;`)),
      bad("malformed", asciiBytes(`imei:${imei},tracker,26112,,F,xx;`)),
      position("location", report("tracker")),
    ],
  };
}

function meitrackScript(imei: string, clock: FixClock): ReplayScript {
  const report = (event: number = MEITRACK_EVENT.trackByTime) =>
    encodeMeitrackPosition(imei, clock.next(), event);
  return {
    awaitLogin: false,
    frames: [
      position("location", report()),
      position("heartbeat", report(MEITRACK_EVENT.heartbeat)),
      position("alarm", report(MEITRACK_EVENT.sosPressed)),
      other("command_answer", meitrackDeviceFrame(imei, "C01,OK")),
      bad("bad_checksum", corrupted(report(), 30)),
      bad("unknown_type", meitrackDeviceFrame(imei, "CCC,0")),
      position("location", report()),
    ],
    truncated: half(report()),
  };
}

function ruptelaScript(imei: string, clock: FixClock): ReplayScript {
  const records = () => encodeRuptelaPosition(imei, clock.next());
  return {
    awaitLogin: false,
    frames: [
      position("records", records()),
      other("heartbeat", ruptelaDevicePacket(imei, RUPTELA_COMMAND.heartbeat, new Uint8Array(0))),
      other(
        "command_answer",
        ruptelaDevicePacket(imei, RUPTELA_COMMAND.smsViaGprsResponse, asciiBytes("setio ok")),
      ),
      bad("bad_crc", corrupted(records(), 14)),
      bad("unknown_command", ruptelaDevicePacket(imei, 0x7e, Uint8Array.of(1, 2))),
      position("records", records()),
    ],
    truncated: half(records()),
  };
}

function gl200Script(imei: string, clock: FixClock): ReplayScript {
  const sent = () => clock.serial().toString(16).toUpperCase().padStart(4, "0");
  const fixed = (head: string, type: string) => {
    const fix = clock.next();
    return asciiBytes(
      `+${head}:${type},02010B,${imei},,0,0,1,${gl200PositionFields(fix)},2000.0,85,${gl200TimeText(fix.time)},${sent()}$`,
    );
  };
  const now = gl200TimeText(new Date());
  return {
    awaitLogin: false,
    frames: [
      position("location", encodeGl200Position(imei, clock.next())),
      other("heartbeat", asciiBytes(`+ACK:GTHBD,02010B,${imei},,${now},${sent()}$`)),
      position("alarm", fixed("RESP", "GTSOS")),
      position("buffered", fixed("BUFF", "GTFRI")),
      other(
        "status",
        asciiBytes(
          `+RESP:GTINF,02010B,${imei},,21,89620000000000000001,20,0,1,2000.0,,4.10,1,0,1,0,0,${now},85,,,+0700,0,${now},${sent()}$`,
        ),
      ),
      other("command_answer", asciiBytes(`+ACK:GTOUT,02010B,${imei},,0011,${now},${sent()}$`)),
      bad("unknown_type", asciiBytes(`+RESP:GTXYZ,02010B,${imei},,1,${now},${sent()}$`)),
      bad("malformed", asciiBytes(`+RESP:GTFRI,02010B,${imei},,0,0,1,1,,,,,,${now},${sent()}$`)),
      position("location", encodeGl200Position(imei, clock.next())),
    ],
  };
}

function suntechScript(imei: string, clock: FixClock): ReplayScript {
  const stt = () => encodeSuntechPosition(imei, clock.next());
  const alert = (eventId: number) => {
    const fields = asciiTextOf(stt()).trim().split(";");
    return asciiBytes(
      `${["ST300ALT", ...fields.slice(1, 16), String(eventId), "0", "0", "000123", "4.1", "1"].join(";")}\r`,
    );
  };
  return {
    awaitLogin: false,
    frames: [
      position("location", stt()),
      other("heartbeat", asciiBytes(`ST300ALV;${imei}\r`)),
      position("alarm", alert(41)),
      other("command_answer", asciiBytes(`ST300CMD;${imei};02;Enable1\r`)),
      bad("unknown_type", asciiBytes(`ST300HTE;${imei};04;706;20261128;10:15:00\r`)),
      bad("malformed", asciiBytes(`ST300STT;${imei};04;706;2026;xx\r`)),
      position("location", stt()),
    ],
  };
}

const SCRIPTS: Record<IngestProtocolType, (imei: string, clock: FixClock) => ReplayScript> = {
  gt06: gt06Script,
  jt808: jt808Script,
  osmand: osmandScript,
  teltonika: teltonikaScript,
  h02: h02Script,
  gps103: gps103Script,
  meitrack: meitrackScript,
  ruptela: ruptelaScript,
  gl200: gl200Script,
  suntech: suntechScript,
};

/**
 * The mixed traffic of one device: positions plus every other message its family sends (heartbeats, alarms, status,
 * command answers, buffered batches) with framed bad ones (bad checksum, malformed, unknown type) interleaved.
 */
export const replayScript = (protocol: IngestProtocolType, imei: string, clock: FixClock) =>
  SCRIPTS[protocol](imei, clock);

/** A JT/T 808 terminal's authentication, once its registration was answered with `authCode`. */
export const jt808ReplayAuthentication = (imei: string, authCode: string) =>
  encodeJt808Frame(
    {
      messageId: JT808_MESSAGE.authentication,
      edition: 2019,
      phone: imei.replace(/^0+/, ""),
      serial: 0xfff0,
    },
    encodeJt808Authentication({ authCode }, 2019),
  );
