/**
 * What a simulated device says on the wire, per protocol, for the load generator (gt06Load.ts): log in, a
 * position, a heartbeat, and reading the server's answers (logged in; heartbeat answers by serial).
 */
import {
  decodeJt808GeneralResponse,
  decodeJt808RegisterResponse,
  encodeGt06Location,
  encodeGt06Login,
  encodeGt06Status,
  encodeJt808Authentication,
  encodeJt808Frame,
  encodeJt808Location,
  encodeJt808Register,
  GT06_PROTOCOL,
  Gt06FrameSplitter,
  JT808_MESSAGE,
  JT808_STANDARD_ZONE_MINUTES,
  Jt808FrameSplitter,
} from "@armada/domain";

export const LOAD_PROTOCOLS = ["gt06", "jt808"] as const;
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
  return protocol === "gt06" ? gt06Wire(imei) : jt808Wire(imei);
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
