import type { Gt06Alarm } from "./alarmTable.js";
import { GT06_ALARM_CODE, GT06_PROTOCOL, GT06_TERMINAL_ALARM_BITS } from "./constants.js";
import { crc16X25 } from "./crc16X25.js";
import { GT06_POSITION_LAYOUTS, type Gt06PositionLayout } from "./positionLayouts.js";

const COORDINATE_SCALE = 1_800_000;
const ASCII = new TextEncoder();

/**
 * Builds one packet: start marker, length, protocol, content, serial, CRC-16/X.25 over length..serial, `0D 0A`.
 * `extended` uses the `79 79` marker with a two-byte length.
 */
export function encodeGt06Packet(protocol: number, content: Uint8Array, serial: number, extended = false) {
  const length = 1 + content.length + 2 + 2;
  if (!extended && length > 0xff) throw new RangeError("content too long for a 78 78 packet");
  const lengthSize = extended ? 2 : 1;
  const packet = new Uint8Array(2 + lengthSize + length + 2);
  const marker = extended ? 0x79 : 0x78;
  packet[0] = marker;
  packet[1] = marker;
  let offset = 2;
  if (extended) packet[offset++] = (length >> 8) & 0xff;
  packet[offset++] = length & 0xff;
  packet[offset++] = protocol;
  packet.set(content, offset);
  offset += content.length;
  packet[offset++] = (serial >> 8) & 0xff;
  packet[offset++] = serial & 0xff;
  const crc = crc16X25(packet, 2, offset);
  packet[offset++] = crc >> 8;
  packet[offset++] = crc & 0xff;
  packet[offset++] = 0x0d;
  packet[offset] = 0x0a;
  return packet;
}

/** The server's answer to a packet: same protocol number and serial, no content. */
export function gt06Ack(protocol: number, serial: number): Uint8Array {
  return encodeGt06Packet(protocol, new Uint8Array(0), serial);
}

export const gt06LoginAck = (serial: number) => gt06Ack(GT06_PROTOCOL.login, serial);
export const gt06HeartbeatAck = (serial: number) => gt06Ack(GT06_PROTOCOL.status, serial);
export const gt06AlarmAck = (serial: number, protocol: number = GT06_PROTOCOL.alarm) =>
  gt06Ack(protocol, serial);

/** Login (0x01): the IMEI as 8 BCD bytes, a leading 0 before the 15 digits. */
export function encodeGt06Login(imei: string, serial: number): Uint8Array {
  if (!/^\d{1,16}$/.test(imei)) throw new RangeError("IMEI must be up to 16 digits");
  const digits = imei.padStart(16, "0");
  const content = new Uint8Array(8);
  for (let index = 0; index < 8; index++)
    content[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return encodeGt06Packet(GT06_PROTOCOL.login, content, serial);
}

export interface Gt06FixInput {
  time: Date;
  latitude: number;
  longitude: number;
  /** whole km/h, 0..255 */
  speedKmh: number;
  course: number;
  gpsFixed?: boolean | undefined;
  satellites?: number | undefined;
  /** written into course-status bits 14/15 when set */
  ignition?: boolean | undefined;
}

export interface Gt06CellInput {
  mcc: number;
  mnc: number;
  lac: number;
  cellId: number;
  /** write the 4G block (LAC 4 bytes, cell id 8 bytes); 4G protocol numbers (0xA0, 0xA4, ...) always do */
  lte?: true | undefined;
}

/** Telkomsel, Jakarta: what the simulator reports when no cell is given. */
const DEFAULT_CELL: Gt06CellInput = { mcc: 510, mnc: 10, lac: 0x2a3c, cellId: 0x00b1c2 };

export interface Gt06LocationInput extends Gt06FixInput {
  /** a position protocol number without a status block (GT06_POSITION_LAYOUTS): 0x12, 0x22, 0x10, 0xA0, ... */
  protocol?: number;
  cell?: Gt06CellInput | undefined;
  /** 0x22 upload mode byte */
  uploadMode?: number | undefined;
  reupload?: boolean | undefined;
  odometerMeters?: number | undefined;
}

export interface Gt06TerminalInput {
  armed?: boolean | undefined;
  ignition?: boolean | undefined;
  charging?: boolean | undefined;
  /** written into bits 3-5 when it has a terminal code (sos, powerCut, lowBattery, vibration, ...) */
  alarm?: Gt06Alarm | undefined;
  gpsTracking?: boolean | undefined;
  cutOff?: boolean | undefined;
  /** 0..6, default 6 */
  voltageLevel?: number | undefined;
  /** 0..4, default 4 */
  gsmSignal?: number | undefined;
}

/** A position without a status block: 0x12 / 0x22 / 0x10 / 0xA0 and the rest of GT06_POSITION_LAYOUTS. */
export function encodeGt06Location(input: Gt06LocationInput, serial: number, extended = false): Uint8Array {
  const protocol = input.protocol ?? GT06_PROTOCOL.locationAcc;
  const layout = layoutOf(protocol, false);
  const parts = [fixBytes(input)];
  if (layout.cell !== "none") parts.push(cellBytes(input.cell ?? DEFAULT_CELL, layout.cell === "lte", false));
  if (layout.acc) {
    parts.push(Uint8Array.of(input.ignition ? 1 : 0, input.uploadMode ?? 0, input.reupload ? 1 : 0));
  }
  if (input.odometerMeters !== undefined) parts.push(u32(Math.round(input.odometerMeters)));
  return encodeGt06Packet(protocol, join(parts), serial, extended);
}

function layoutOf(protocol: number, status: boolean): Gt06PositionLayout {
  const layout = GT06_POSITION_LAYOUTS.get(protocol);
  if (!layout || layout.status !== status)
    throw new RangeError(`0x${protocol.toString(16)} is not a ${status ? "status" : "plain"} position frame`);
  return layout;
}

/** Status / heartbeat 0x13 (or 0x23): terminal information, voltage level, GSM signal, alarm byte, language. */
export function encodeGt06Status(
  input: Gt06TerminalInput & {
    alarmCode?: number | undefined;
    language?: number | undefined;
    protocol?: number | undefined;
  },
  serial: number,
): Uint8Array {
  const content = join([terminalBytes(input), Uint8Array.of(input.alarmCode ?? 0, input.language ?? 0x02)]);
  return encodeGt06Packet(input.protocol ?? GT06_PROTOCOL.status, content, serial);
}

/** Information transfer 0x94 (always the `79 79` form): the sub-type, then its content. */
export function encodeGt06Info(infoType: number, content: Uint8Array, serial: number): Uint8Array {
  return encodeGt06Packet(GT06_PROTOCOL.info, join([Uint8Array.of(infoType), content]), serial, true);
}

/** Driver card 0x17: the time of the swipe, then the card id as the reader sends it. */
export function encodeGt06DriverCard(time: Date, card: Uint8Array, serial: number): Uint8Array {
  return encodeGt06Packet(GT06_PROTOCOL.driverCard, join([timeBytes(time), card]), serial);
}

/** Address request 0x2A: the GPS block, the asking phone number (21 bytes ASCII), language. */
export function encodeGt06AddressRequest(input: Gt06FixInput, phone: string, serial: number): Uint8Array {
  const phoneBytes = new Uint8Array(21);
  phoneBytes.set(ASCII.encode(phone.slice(0, 21)));
  return encodeGt06Packet(
    GT06_PROTOCOL.addressRequest,
    join([fixBytes(input), phoneBytes, Uint8Array.of(0x00, 0x02)]),
    serial,
  );
}

/** The answer to a time request (0x8A): the UTC date-time. */
export function gt06TimeResponse(now: Date, serial: number): Uint8Array {
  return encodeGt06Packet(GT06_PROTOCOL.timeRequest, timeBytes(now), serial);
}

/**
 * The answer to an address request (0x2A), in the English form 0x97: a 2-byte length, the server flag (4 bytes),
 * `ADDRESS&&`, the address, `&&`, the asking phone number (21 bytes) and `##`. The address is sent as ASCII:
 * letters the device cannot show become `?`.
 */
export function gt06AddressResponse(address: string, phone: string, serial: number): Uint8Array {
  const text = ASCII.encode(
    address
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]/g, "?"),
  );
  const phoneBytes = new Uint8Array(21);
  phoneBytes.set(ASCII.encode(phone.slice(0, 21)));
  const body = join([
    new Uint8Array(4),
    ASCII.encode("ADDRESS&&"),
    text,
    ASCII.encode("&&"),
    phoneBytes,
    ASCII.encode("##"),
  ]);
  return encodeGt06Packet(
    GT06_PROTOCOL.addressReply,
    join([Uint8Array.of(body.length >> 8, body.length & 0xff), body]),
    serial,
    true,
  );
}

export interface Gt06AlarmInput extends Gt06FixInput {
  /** a position protocol number with a status block: 0x16, 0x26, 0x27, 0x32, 0xA3, 0xA4 */
  protocol?: number;
  cell?: Gt06CellInput | undefined;
  terminal?: Gt06TerminalInput | undefined;
  alarm: Gt06Alarm;
  language?: number | undefined;
}

/** Alarm 0x16 / 0x26 / 0xA4 ...: GPS, LBS with its length byte, terminal information, alarm byte, language. */
export function encodeGt06Alarm(input: Gt06AlarmInput, serial: number, extended = false): Uint8Array {
  const protocol = input.protocol ?? GT06_PROTOCOL.alarm;
  const layout = layoutOf(protocol, true);
  const terminal: Gt06TerminalInput = { ignition: input.ignition, ...input.terminal };
  if (terminal.alarm === undefined && GT06_TERMINAL_ALARM_BITS.has(input.alarm)) terminal.alarm = input.alarm;
  const content = join([
    fixBytes(input),
    cellBytes(input.cell ?? DEFAULT_CELL, layout.cell === "lte", true),
    terminalBytes(terminal),
    Uint8Array.of(GT06_ALARM_CODE.get(input.alarm) ?? 0, input.language ?? 0x02),
  ]);
  return encodeGt06Packet(protocol, content, serial, extended);
}

function timeBytes(time: Date): Uint8Array {
  return Uint8Array.of(
    time.getUTCFullYear() - 2000,
    time.getUTCMonth() + 1,
    time.getUTCDate(),
    time.getUTCHours(),
    time.getUTCMinutes(),
    time.getUTCSeconds(),
  );
}

function fixBytes(input: Gt06FixInput): Uint8Array {
  const satellites = Math.min(15, Math.max(0, input.satellites ?? 9));
  let flags = Math.round(((input.course % 360) + 360) % 360) & 0x03ff;
  if (input.gpsFixed ?? true) flags |= 0x1000;
  if (input.latitude >= 0) flags |= 0x0400;
  if (input.longitude < 0) flags |= 0x0800;
  if (input.ignition !== undefined) flags |= input.ignition ? 0xc000 : 0x4000;
  return join([
    timeBytes(input.time),
    Uint8Array.of(0xc0 | satellites),
    u32(Math.round(Math.abs(input.latitude) * COORDINATE_SCALE)),
    u32(Math.round(Math.abs(input.longitude) * COORDINATE_SCALE)),
    Uint8Array.of(Math.min(255, Math.max(0, Math.round(input.speedKmh))), flags >> 8, flags & 0xff),
  ]);
}

function cellBytes(cell: Gt06CellInput, lteProtocol: boolean, withLength: boolean): Uint8Array {
  const lte = lteProtocol || cell.lte === true;
  const network = Uint8Array.of((cell.mcc >> 8) & 0x7f, cell.mcc & 0xff, cell.mnc & 0xff);
  const area = lte ? u32(cell.lac) : Uint8Array.of((cell.lac >> 8) & 0xff, cell.lac & 0xff);
  const id = lte
    ? join([u32(Math.floor(cell.cellId / 0x1_0000_0000)), u32(cell.cellId % 0x1_0000_0000)])
    : Uint8Array.of((cell.cellId >> 16) & 0xff, (cell.cellId >> 8) & 0xff, cell.cellId & 0xff);
  const bytes = join([network, area, id]);
  return withLength ? join([Uint8Array.of(bytes.length + 1), bytes]) : bytes;
}

function terminalBytes(input: Gt06TerminalInput): Uint8Array {
  let raw = 0;
  if (input.armed) raw |= 0x01;
  if (input.ignition) raw |= 0x02;
  if (input.charging) raw |= 0x04;
  raw |= ((input.alarm ? (GT06_TERMINAL_ALARM_BITS.get(input.alarm) ?? 0) : 0) & 0x07) << 3;
  if (input.gpsTracking ?? true) raw |= 0x40;
  if (input.cutOff) raw |= 0x80;
  return Uint8Array.of(raw, input.voltageLevel ?? 6, input.gsmSignal ?? 4);
}

function u32(value: number): Uint8Array {
  return Uint8Array.of((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
