/**
 * What a simulated device says on the wire, per protocol, for the load generator (gt06Load.ts): log in, a
 * position, a heartbeat, and reading the server's answers (logged in; heartbeat answers by serial).
 */
import {
  asciiBytes,
  decodeJt808GeneralResponse,
  decodeJt808RegisterResponse,
  encodeGl200Position,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Status,
  encodeJt808Authentication,
  encodeJt808Frame,
  encodeJt808Location,
  encodeJt808Register,
  encodeMeitrackPosition,
  encodeRuptelaPosition,
  encodeSuntechPosition,
  encodeTeltonikaCodec8,
  GT06_PROTOCOL,
  Gt06FrameSplitter,
  JT808_MESSAGE,
  JT808_STANDARD_ZONE_MINUTES,
  Jt808FrameSplitter,
  MEITRACK_EVENT,
  RUPTELA_COMMAND,
  ruptelaDevicePacket,
  TRACKER_VENDOR_TYPES,
  teltonikaLogin,
} from "@armada/domain";

export const LOAD_PROTOCOLS = ["gt06", "jt808", "osmand", ...TRACKER_VENDOR_TYPES] as const;
export type LoadProtocol = (typeof LOAD_PROTOCOLS)[number];

export interface LoadFix {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  /** GT06: the 4G position layout */
  lte: boolean;
}

export interface DeviceWire {
  /** the first bytes after connecting */
  login(): Uint8Array;
  /** the protocol does not answer the first frame: the device reports right after sending it (H02) */
  loginUnanswered?: true;
  /** reads the server's bytes; writes what the login needs next through `send` */
  receive(
    chunk: Uint8Array,
    send: (bytes: Uint8Array) => void,
  ): { loggedIn: boolean; heartbeatAcks: number[] };
  position(fix: LoadFix): Uint8Array;
  /** a heartbeat and the serial its answer will carry */
  heartbeat(): { bytes: Uint8Array; serial: number };
}

/** Telkomsel 4G, Jakarta */
const LTE_CELL = { mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x0a1b_2c3d, lte: true } as const;

export function deviceWire(protocol: LoadProtocol, imei: string): DeviceWire {
  const wires: Record<LoadProtocol, (imei: string) => DeviceWire> = {
    gt06: gt06Wire,
    jt808: jt808Wire,
    osmand: osmandWire,
    teltonika: teltonikaWire,
    h02: h02Wire,
    gps103: gps103Wire,
    meitrack: meitrackWire,
    ruptela: ruptelaWire,
    gl200: gl200Wire,
    suntech: suntechWire,
  };
  return wires[protocol](imei);
}

/**
 * A protocol whose answers carry no serial: answers of one kind come back in the order their frames went, so
 * heartbeats are numbered here and matched first in, first out.
 */
function inOrderAcks() {
  let sent = 0;
  let answered = 0;
  return {
    next: () => sent++,
    answered: (count: number) => Array.from({ length: count }, () => answered++),
  };
}

/**
 * A phone app (Traccar Client) speaking OsmAnd over one keep-alive HTTP/1.1 connection, its requests pipelined:
 * the first status request logs in once answered; answers come back in order, so heartbeats are matched first in,
 * first out. The gateway allows a device 120 requests a minute: keep the rate per device under that.
 */
export function osmandWire(imei: string): DeviceWire {
  const acks = inOrderAcks();
  let text = "";
  let loggedIn = false;
  /** whether each request still unanswered is a heartbeat, in sending order */
  const pending: boolean[] = [];
  const request = (query: string, heartbeat: boolean) => {
    pending.push(heartbeat);
    return asciiBytes(`GET /?id=${imei}&${query} HTTP/1.1\r\nHost: bench\r\n\r\n`);
  };
  const status = (heartbeat: boolean) =>
    request(`timestamp=${Math.floor(Date.now() / 1000)}&batt=87`, heartbeat);
  return {
    login: () => status(false),
    receive(chunk) {
      text += String.fromCharCode(...chunk);
      let heartbeats = 0;
      for (;;) {
        const headerEnd = text.indexOf("\r\n\r\n");
        if (headerEnd < 0) break;
        const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, headerEnd))?.[1] ?? 0);
        if (text.length < headerEnd + 4 + length) break;
        text = text.slice(headerEnd + 4 + length);
        loggedIn = true;
        if (pending.shift()) heartbeats += 1;
      }
      return { loggedIn, heartbeatAcks: acks.answered(heartbeats) };
    },
    position: (fix) =>
      request(
        `lat=${fix.latitude.toFixed(6)}&lon=${fix.longitude.toFixed(6)}&timestamp=${fix.time.getTime() / 1000}&speed=${(fix.speedKmh / 1.852).toFixed(1)}&bearing=${Math.round(fix.course)}&hdop=0.9&batt=87`,
        false,
      ),
    heartbeat: () => ({ bytes: status(true), serial: acks.next() }),
  };
}

/** Teltonika FMB: IMEI answered 01; a position is a one-record codec 8 packet, the heartbeat an empty one (ack 0). */
function teltonikaWire(imei: string): DeviceWire {
  const acks = inOrderAcks();
  let pending = new Uint8Array(0);
  let loggedIn = false;
  return {
    login: () => teltonikaLogin(imei),
    receive(chunk) {
      const bytes = Uint8Array.of(...pending, ...chunk);
      let offset = 0;
      let heartbeats = 0;
      if (!loggedIn && bytes.length > 0) {
        loggedIn = bytes[0] === 1;
        offset = 1;
      }
      for (; bytes.length - offset >= 4; offset += 4)
        if (new DataView(bytes.buffer, offset, 4).getUint32(0) === 0) heartbeats += 1;
      pending = bytes.slice(offset);
      return { loggedIn, heartbeatAcks: acks.answered(heartbeats) };
    },
    position: (fix) => encodeTeltonikaCodec8([{ ...fix, satellites: 10, io: { 239: 1, 66: 12800 } }]),
    heartbeat: () => ({ bytes: encodeTeltonikaCodec8([]), serial: acks.next() }),
  };
}

const nmea = (degrees: number, width: number) => {
  const absolute = Math.abs(degrees);
  const whole = Math.floor(absolute);
  return `${String(whole).padStart(width, "0")}${((absolute - whole) * 60).toFixed(4).padStart(7, "0")}`;
};
const hhmmss = (time: Date) => time.toISOString().slice(11, 19).replaceAll(":", "");

/** H02: every frame names the device (no login answer); heartbeats are not answered, so no latency probe. */
function h02Wire(imei: string): DeviceWire {
  return {
    login: () => asciiBytes(`*HQ,${imei},XT,1,FFFFFBFF#`),
    loginUnanswered: true,
    receive: () => ({ loggedIn: true, heartbeatAcks: [] }),
    position: (fix) =>
      asciiBytes(
        `*HQ,${imei},V1,${hhmmss(fix.time)},A,${nmea(fix.latitude, 2)},${fix.latitude < 0 ? "S" : "N"},${nmea(fix.longitude, 3)},${fix.longitude < 0 ? "W" : "E"},${(fix.speedKmh / 1.852).toFixed(2)},${Math.round(fix.course)},${fix.time.toISOString().slice(2, 10).split("-").reverse().join("")},FFFFFBFF#`,
      ),
    heartbeat: () => ({ bytes: asciiBytes(`*HQ,${imei},XT,1,FFFFFBFF#`), serial: -1 }),
  };
}

/** Coban / TK103: login answered LOAD, heartbeat ON (the latency probe), reports not answered. */
function gps103Wire(imei: string): DeviceWire {
  const acks = inOrderAcks();
  let text = "";
  let loggedIn = false;
  return {
    login: () => asciiBytes(`##,imei:${imei},A;`),
    receive(chunk) {
      text += String.fromCharCode(...chunk);
      if (!loggedIn && text.startsWith("LOAD")) {
        loggedIn = true;
        text = text.slice(4);
      }
      const answers = Math.floor(text.length / 2);
      text = text.slice(answers * 2);
      return { loggedIn, heartbeatAcks: acks.answered(answers) };
    },
    position: (fix) => {
      const iso = fix.time.toISOString();
      const local = `${iso.slice(2, 10).replaceAll("-", "")}${iso.slice(11, 16).replace(":", "")}`;
      return asciiBytes(
        `imei:${imei},tracker,${local},,F,${hhmmss(fix.time)}.000,A,${nmea(fix.latitude, 2)},${fix.latitude < 0 ? "S" : "N"},${nmea(fix.longitude, 3)},${fix.longitude < 0 ? "W" : "E"},${(fix.speedKmh / 1.852).toFixed(2)},${Math.round(fix.course)};`,
      );
    },
    heartbeat: () => ({ bytes: asciiBytes(`${imei};`), serial: acks.next() }),
  };
}

/** Meitrack: every frame names the device and none is answered; the heartbeat is an AAA report of event 31. */
function meitrackWire(imei: string): DeviceWire {
  const parked = () => ({
    time: new Date(Math.floor(Date.now() / 1000) * 1000),
    latitude: -6.2,
    longitude: 106.8,
    speedKmh: 0,
    course: 0,
    ignition: false,
  });
  return {
    login: () => encodeMeitrackPosition(imei, parked(), MEITRACK_EVENT.heartbeat),
    loginUnanswered: true,
    receive: () => ({ loggedIn: true, heartbeatAcks: [] }),
    position: (fix) => encodeMeitrackPosition(imei, { ...fix, ignition: true }),
    heartbeat: () => ({
      bytes: encodeMeitrackPosition(imei, parked(), MEITRACK_EVENT.heartbeat),
      serial: -1,
    }),
  };
}

/** Ruptela FM4: every packet names the device; records are acknowledged (6 bytes), heartbeats are not. */
function ruptelaWire(imei: string): DeviceWire {
  const heartbeat = () => ruptelaDevicePacket(imei, RUPTELA_COMMAND.heartbeat, new Uint8Array(0));
  return {
    login: heartbeat,
    loginUnanswered: true,
    receive: () => ({ loggedIn: true, heartbeatAcks: [] }),
    position: (fix) => encodeRuptelaPosition(imei, { ...fix, ignition: true }),
    heartbeat: () => ({ bytes: heartbeat(), serial: -1 }),
  };
}

/** Queclink @Track: the GTHBD heartbeat, answered +SACK:GTHBD with its count, logs in; reports get +SACK:<count>. */
function gl200Wire(imei: string): DeviceWire {
  let count = 0;
  let text = "";
  let loggedIn = false;
  const heartbeat = () => {
    count = (count + 1) & 0xffff;
    const serial = count.toString(16).toUpperCase().padStart(4, "0");
    return { bytes: asciiBytes(`+ACK:GTHBD,060100,${imei},,20261128101502,${serial}$`), serial: count };
  };
  return {
    login: () => heartbeat().bytes,
    receive(chunk) {
      text += String.fromCharCode(...chunk);
      const answers = text.split("$");
      text = answers.pop() ?? "";
      const heartbeatAcks = answers.flatMap((answer) => {
        const serial = /^\+SACK:GTHBD,[^,]*,([0-9A-F]{4})$/.exec(answer.trim())?.[1];
        return serial ? [Number.parseInt(serial, 16)] : [];
      });
      if (heartbeatAcks.length > 0) loggedIn = true;
      return { loggedIn, heartbeatAcks };
    },
    position: (fix) => encodeGl200Position(imei, { ...fix, ignition: true }),
    heartbeat,
  };
}

/** Suntech: every frame names the device and none is answered, so no login answer and no latency probe. */
function suntechWire(imei: string): DeviceWire {
  const keepAlive = () => asciiBytes(`ST300ALV;${imei}\r`);
  return {
    login: keepAlive,
    loginUnanswered: true,
    receive: () => ({ loggedIn: true, heartbeatAcks: [] }),
    position: (fix) => encodeSuntechPosition(imei, { ...fix, ignition: true }),
    heartbeat: () => ({ bytes: keepAlive(), serial: -1 }),
  };
}

function gt06Wire(imei: string): DeviceWire {
  const splitter = new Gt06FrameSplitter();
  let serial = 0;
  const next = () => {
    serial = (serial % 0xffff) + 1;
    return serial;
  };
  return {
    login: () => encodeGt06Login(imei, next()),
    receive(chunk) {
      const result = { loggedIn: false, heartbeatAcks: [] as number[] };
      for (const frame of splitter.push(chunk)) {
        if (frame.protocol === GT06_PROTOCOL.login) result.loggedIn = true;
        else if (frame.protocol === GT06_PROTOCOL.status) result.heartbeatAcks.push(frame.serial);
      }
      return result;
    },
    position: (fix) =>
      encodeGt06Location(
        {
          protocol: fix.lte ? GT06_PROTOCOL.location4g : GT06_PROTOCOL.locationAcc,
          cell: fix.lte ? LTE_CELL : undefined,
          ...fix,
          ignition: true,
        },
        next(),
      ),
    heartbeat() {
      const heartbeatSerial = next();
      return {
        bytes: encodeGt06Status({ ignition: true, charging: true }, heartbeatSerial),
        serial: heartbeatSerial,
      };
    },
  };
}

/** A 2019-edition terminal (its 15-digit IMEI is the terminal phone): register, authenticate, then report. */
function jt808Wire(imei: string): DeviceWire {
  const splitter = new Jt808FrameSplitter();
  const phone = imei.replace(/^0+/, "");
  let serial = 0;
  let authSerial = -1;
  const frame = (messageId: number, body: Uint8Array) => {
    const sent = serial;
    serial = (serial + 1) & 0xffff;
    return { bytes: encodeJt808Frame({ messageId, edition: 2019, phone, serial: sent }, body), serial: sent };
  };
  const register = {
    province: 31,
    city: 0,
    manufacturer: "BENCH",
    model: "DC",
    terminalId: "BENCH",
    plateColor: 1,
    plate: "",
  };
  return {
    login: () => frame(JT808_MESSAGE.register, encodeJt808Register(register, 2019)).bytes,
    receive(chunk, send) {
      const result = { loggedIn: false, heartbeatAcks: [] as number[] };
      for (const received of splitter.push(chunk)) {
        if (received.messageId === JT808_MESSAGE.registerResponse) {
          const { authCode } = decodeJt808RegisterResponse(received.body);
          const auth = frame(
            JT808_MESSAGE.authentication,
            encodeJt808Authentication({ authCode: authCode ?? "" }, 2019),
          );
          authSerial = auth.serial;
          send(auth.bytes);
        } else if (received.messageId === JT808_MESSAGE.platformResponse) {
          const response = decodeJt808GeneralResponse(received.body);
          if (response.serial === authSerial && response.result === 0) result.loggedIn = true;
          else if (response.messageId === JT808_MESSAGE.heartbeat) result.heartbeatAcks.push(response.serial);
        }
      }
      return result;
    },
    position: (fix) =>
      frame(
        JT808_MESSAGE.location,
        encodeJt808Location({ ...fix, ignition: true, signal: 25 }, JT808_STANDARD_ZONE_MINUTES),
      ).bytes,
    heartbeat: () => frame(JT808_MESSAGE.heartbeat, new Uint8Array(0)),
  };
}
