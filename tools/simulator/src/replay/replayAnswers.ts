import {
  decodeJt808GeneralResponse,
  decodeJt808RegisterResponse,
  GT06_PROTOCOL,
  Gt06FrameSplitter,
  type IngestProtocolType,
  JT808_MESSAGE,
  Jt808FrameSplitter,
  parseJt808Frame,
  RUPTELA_COMMAND,
} from "@armada/domain";
import { jt808ReplayAuthentication, type ReplayFrame } from "./replayScripts.js";

/**
 * Reads what the server answers one replayed device: whether it is logged in, and how many of its positions the
 * server acknowledged (those protocols only answer a position once it is stored). `send` writes the next login step.
 */
export interface ReplayAnswerReader {
  /** false: the protocol does not acknowledge positions (GT06 locations, H02, GPS103, Meitrack, Suntech) */
  readonly acknowledgesPositions: boolean;
  /** tells the reader which frame goes out next, in sending order */
  sent(frame: ReplayFrame): void;
  receive(chunk: Uint8Array, send: (bytes: Uint8Array) => void): void;
  readonly loggedIn: boolean;
  readonly acknowledged: number;
}

const latin1 = new TextDecoder("latin1");

function gt06Reader(): ReplayAnswerReader {
  const splitter = new Gt06FrameSplitter();
  let loggedIn = false;
  return {
    acknowledgesPositions: false,
    sent: () => {},
    receive(chunk) {
      for (const frame of splitter.push(chunk)) if (frame.protocol === GT06_PROTOCOL.login) loggedIn = true;
    },
    get loggedIn() {
      return loggedIn;
    },
    acknowledged: 0,
  };
}

function jt808Reader(imei: string): ReplayAnswerReader {
  const splitter = new Jt808FrameSplitter();
  const positionsBySerial = new Map<number, number>();
  let loggedIn = false;
  let acknowledged = 0;
  return {
    acknowledgesPositions: true,
    sent(frame) {
      const serial = parseJt808Frame(frame.bytes.subarray(1, -1))?.serial;
      if (frame.kind === "position" && serial !== undefined) positionsBySerial.set(serial, frame.positions);
    },
    receive(chunk, send) {
      for (const frame of splitter.push(chunk)) {
        if (frame.messageId === JT808_MESSAGE.registerResponse) {
          send(jt808ReplayAuthentication(imei, decodeJt808RegisterResponse(frame.body).authCode ?? ""));
        } else if (frame.messageId === JT808_MESSAGE.platformResponse) {
          const answer = decodeJt808GeneralResponse(frame.body);
          if (answer.result !== 0) continue;
          if (answer.messageId === JT808_MESSAGE.authentication) loggedIn = true;
          acknowledged += positionsBySerial.get(answer.serial) ?? 0;
          positionsBySerial.delete(answer.serial);
        }
      }
    },
    get loggedIn() {
      return loggedIn;
    },
    get acknowledged() {
      return acknowledged;
    },
  };
}

/** HTTP/1.1 answers come back in request order: a 200 `OK` acknowledges the request's position. */
function osmandReader(): ReplayAnswerReader {
  const pending: number[] = [];
  let text = "";
  let acknowledged = 0;
  return {
    acknowledgesPositions: true,
    sent: (frame) => pending.push(frame.positions),
    receive(chunk) {
      text += latin1.decode(chunk);
      for (;;) {
        const headerEnd = text.indexOf("\r\n\r\n");
        if (headerEnd < 0) return;
        const head = text.slice(0, headerEnd);
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (text.length < headerEnd + 4 + length) return;
        const body = text.slice(headerEnd + 4, headerEnd + 4 + length).trim();
        text = text.slice(headerEnd + 4 + length);
        const positions = pending.shift() ?? 0;
        if (head.startsWith("HTTP/1.1 200") && body === "OK") acknowledged += positions;
      }
    },
    loggedIn: true,
    get acknowledged() {
      return acknowledged;
    },
  };
}

/** 0x01 accepts the IMEI; then each AVL packet is answered with its record count (4 bytes). */
function teltonikaReader(): ReplayAnswerReader {
  let bytes = new Uint8Array(0);
  let loggedIn = false;
  let acknowledged = 0;
  return {
    acknowledgesPositions: true,
    sent: () => {},
    receive(chunk) {
      bytes = Uint8Array.of(...bytes, ...chunk);
      let offset = 0;
      if (!loggedIn && bytes.length > 0) {
        loggedIn = bytes[0] === 1;
        offset = 1;
      }
      for (; bytes.length - offset >= 4; offset += 4)
        acknowledged += new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0);
      bytes = bytes.slice(offset);
    },
    get loggedIn() {
      return loggedIn;
    },
    get acknowledged() {
      return acknowledged;
    },
  };
}

/** Each records packet is answered `0x64 01` (stored) or `0x64 00` (refused), in order; nothing else is answered. */
function ruptelaReader(): ReplayAnswerReader {
  const pending: number[] = [];
  let bytes = new Uint8Array(0);
  let acknowledged = 0;
  return {
    acknowledgesPositions: true,
    sent: (frame) => {
      if (frame.kind === "position") pending.push(frame.positions);
    },
    receive(chunk) {
      bytes = Uint8Array.of(...bytes, ...chunk);
      let offset = 0;
      for (; bytes.length - offset >= 6; offset += 6) {
        if (bytes[offset + 2] !== RUPTELA_COMMAND.recordsAck) continue;
        const positions = pending.shift() ?? 0;
        if (bytes[offset + 3] === 1) acknowledged += positions;
      }
      bytes = bytes.slice(offset);
    },
    loggedIn: true,
    get acknowledged() {
      return acknowledged;
    },
  };
}

/** `+SACK:<count>$` names the report it acknowledges by the count the report ended with. */
function gl200Reader(): ReplayAnswerReader {
  const positionsByCount = new Map<string, number>();
  let text = "";
  let acknowledged = 0;
  return {
    acknowledgesPositions: true,
    sent(frame) {
      const count = /,([0-9A-F]{4})\$$/.exec(latin1.decode(frame.bytes))?.[1];
      if (frame.kind === "position" && count) positionsByCount.set(count, frame.positions);
    },
    receive(chunk) {
      text += latin1.decode(chunk);
      const answers = text.split("$");
      text = answers.pop() ?? "";
      for (const answer of answers) {
        const count = /^\+SACK:([0-9A-F]{4})$/.exec(answer.trim())?.[1];
        if (!count) continue;
        acknowledged += positionsByCount.get(count) ?? 0;
        positionsByCount.delete(count);
      }
    },
    loggedIn: true,
    get acknowledged() {
      return acknowledged;
    },
  };
}

/** Protocols whose answers the replay does not read: it logs in on any answer (GPS103's LOAD) or at once. */
function silentReader(): ReplayAnswerReader {
  let loggedIn = false;
  return {
    acknowledgesPositions: false,
    sent: () => {},
    receive: () => {
      loggedIn = true;
    },
    get loggedIn() {
      return loggedIn;
    },
    acknowledged: 0,
  };
}

export function replayAnswerReader(protocol: IngestProtocolType, imei: string): ReplayAnswerReader {
  switch (protocol) {
    case "gt06":
      return gt06Reader();
    case "jt808":
      return jt808Reader(imei);
    case "osmand":
      return osmandReader();
    case "teltonika":
      return teltonikaReader();
    case "ruptela":
      return ruptelaReader();
    case "gl200":
      return gl200Reader();
    default:
      return silentReader();
  }
}
