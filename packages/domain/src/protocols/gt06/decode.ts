import type { Gt06Alarm } from "./alarmTable.js";
import { decodeGt06CommandReply, GT06_COMMAND_PROTOCOL, type Gt06CommandReply } from "./commands.js";
import { GT06_PROTOCOL, GT06_TERMINAL_ALARM_BY_BITS } from "./constants.js";
import { cappedHexOf, decodeGt06Extended } from "./extendedFrames.js";
import type { Gt06Frame } from "./frameSplitter.js";
import { type Gt06GnssModuleState, readGt06GnssStatus } from "./gnssStatus.js";
import { type Gt06ModelTraits, gt06ModelTraits } from "./models.js";
import { GT06_POSITION_LAYOUTS, type Gt06PositionLayout } from "./positionLayouts.js";

/** GPS block that starts every position frame (GT06_POSITION_LAYOUTS). */
export interface Gt06Fix {
  /**
   * date-time sent by the device: UTC, or local time shifted to UTC when the model reports local time; undefined
   * when the date is not one (all zeros before a device's first fix, an impossible date): the receiver's clock
   * stands in
   */
  time: Date | undefined;
  /** satellites in use (low nibble of the GPS length byte) */
  satellites: number;
  /** course-status bit 12: the GPS had a fix */
  gpsFixed: boolean;
  /** course-status bit 13: differential positioning (clear = real-time) */
  differential: boolean;
  /** degrees, negative in the southern hemisphere (bit 10 clear) */
  latitude: number;
  /** degrees, negative in the western hemisphere (bit 11 set) */
  longitude: number;
  speedKmh: number;
  /** degrees 0..359, low 10 bits of course-status; left out when those bits say more */
  course?: number | undefined;
  /** ACC from course-status bits 14 (present) and 15 (on), sent by some models */
  ignition?: boolean | undefined;
}

export interface Gt06Cell {
  mcc: number;
  mnc: number;
  lac: number;
  cellId: number;
  /** the 4G block (LAC 4 bytes, cell id 8 bytes) */
  lte?: true | undefined;
}

/** What the gateway knows about the sending device; one object per connection, read by every frame. */
export interface Gt06DecodeContext {
  traits: Gt06ModelTraits;
  /** the zone the device announced at login, minutes east of UTC */
  timezoneOffsetMinutes?: number | undefined;
}

/** Terminal information byte plus the voltage level and GSM signal bytes that follow it. */
export interface Gt06TerminalInfo {
  raw: number;
  /** bit 0: defence (armed) */
  armed: boolean;
  /** bit 1: ACC high */
  ignition: boolean;
  /** bit 2: charging on external power */
  charging: boolean;
  /** bits 3-5 */
  alarm?: Gt06Alarm | undefined;
  /** bit 6: GPS tracking on */
  gpsTracking: boolean;
  /** bit 7: oil and electricity cut off */
  cutOff: boolean;
  /** 0 (no power) .. 6 (full), or a percentage on some models */
  voltageLevel?: number | undefined;
  /** a level 0..6 as a percentage (level × 100 / 6, whole); 7..100 is already one; anything larger is dropped */
  batteryPercent?: number | undefined;
  /** battery volts, sent instead of the level by 0x23 heartbeats of 6 bytes (2 bytes, 0.01 V) */
  batteryVolts?: number | undefined;
  /** 0 (no signal) .. 4 (strong) */
  gsmSignal?: number | undefined;
}

export interface Gt06Login {
  kind: "login";
  protocol: number;
  serial: number;
  /** 15 digits: the 16 BCD digits without the leading 0 */
  imei: string;
  /** type identification code sent by newer firmwares (login length 0x11) */
  typeCode?: number | undefined;
  /** timezone the device announced, minutes east of UTC (the packet times stay UTC) */
  timezoneOffsetMinutes?: number | undefined;
}

export interface Gt06Location {
  kind: "location";
  protocol: number;
  serial: number;
  fix: Gt06Fix;
  cell?: Gt06Cell | undefined;
  /** alarm-style frames (0x16, 0x26, 0xA4, ...) */
  terminal?: Gt06TerminalInfo | undefined;
  alarm?: Gt06Alarm | undefined;
  /** alarm byte as sent, when it is not 0 */
  alarmCode?: number | undefined;
  /** best knowledge of ACC: 0x22 ACC byte, else terminal bit 1, else course-status bits */
  ignition?: boolean | undefined;
  /** ACC-style frames (0x22, 0xA0, ...): why the device reported (0 interval, 1 distance, 2 turn, ...) */
  uploadMode?: number | undefined;
  /** ACC-style frames: true when the position is re-sent from the device's memory */
  reupload?: boolean | undefined;
  /** mileage in metres, when the device appends it */
  odometerMeters?: number | undefined;
  /** 0x17 positions: the RFID card presented with the fix */
  driverCard?: string | undefined;
  /** the frame ended before the blocks its protocol number names (cell, status): the GPS block is kept */
  shortTail?: true | undefined;
}

export interface Gt06Status {
  kind: "status";
  protocol: number;
  serial: number;
  terminal: Gt06TerminalInfo;
  alarm?: Gt06Alarm | undefined;
  alarmCode?: number | undefined;
  /** terminal bit 1, or the ACC on / off alarm when one came */
  ignition: boolean;
  language?: number | undefined;
}

/** Information transfer 0x94: what one sub-type carries. */
export interface Gt06Info {
  kind: "info";
  protocol: number;
  serial: number;
  infoType: number;
  /** 0x00: external power voltage */
  externalVolts?: number | undefined;
  /** 0x04: the terminal's status text (ALM1=..;STA1=..;DYD=..) as key / value */
  statusSync?: Record<string, string> | undefined;
  /** 0x05: door, trigger level and I/O port level */
  door?: boolean | undefined;
  triggerHigh?: boolean | undefined;
  ioHigh?: boolean | undefined;
  /** 0x0A: SIM and terminal identities */
  imei?: string | undefined;
  imsi?: string | undefined;
  iccid?: string | undefined;
  /** 0x1B: a driver's RFID card */
  driverCard?: string | undefined;
  /** 0x04: STA1 bit 7, the defence (armed) state */
  armed?: boolean | undefined;
  /** 0x04: DYD bit 1 set (fuel / power cut) or bit 0 set (connected) */
  cutOff?: boolean | undefined;
  /** 0x01-0x03: the vendor's custom content, as sent (hex) */
  customData?: string | undefined;
  /** 0x08: the terminal's self-check parameters, as sent (hex) */
  selfCheck?: string | undefined;
  /** 0x09: the receiver's state and satellites (GPS and BeiDou) */
  gnssModule?: Gt06GnssModuleState | undefined;
  satellitesInFix?: number | undefined;
  satellitesInView?: number | undefined;
  strongestSignal?: number | undefined;
}

/** 0x17: an RFID card or iButton was presented: time (6 bytes) then the card's id. */
export interface Gt06DriverCard {
  kind: "driverCard";
  protocol: number;
  serial: number;
  time?: Date | undefined;
  cardId: string;
}

/** 0x8A: the device asks for the time (answered with gt06TimeResponse). */
export interface Gt06TimeRequest {
  kind: "timeRequest";
  protocol: number;
  serial: number;
}

/** 0x2A: the device asks for the address of its position, for the phone number that asked it. */
export interface Gt06AddressRequest {
  kind: "addressRequest";
  protocol: number;
  serial: number;
  fix: Gt06Fix;
  phone: string;
  language: number;
}

/**
 * A vendor status frame without a position (0x69 Wi-Fi, 0x70 modules, 0x8C OBD, 0x95 alarm data, 0x9B serial
 * data, 0xF1-0xFD, and the 0x94 sub-types beyond the document's): what it carries, as attributes.
 */
export interface Gt06Extended {
  kind: "extended";
  protocol: number;
  serial: number;
  subType?: number | undefined;
  attributes: Record<string, string | number | boolean>;
}

export interface Gt06Unknown {
  kind: "unknown";
  protocol: number;
  serial: number;
  content: Uint8Array;
  /** the sub-type of an information frame (0x94) whose sub-type is not read */
  subType?: number | undefined;
}

export interface Gt06Malformed {
  kind: "malformed";
  protocol: number;
  serial: number;
  reason: string;
  /** the sub-type of an information frame (0x94) that could not be read */
  subType?: number | undefined;
}

export type Gt06Message =
  | Gt06Login
  | Gt06Location
  | Gt06Status
  | Gt06CommandReply
  | Gt06Info
  | Gt06DriverCard
  | Gt06TimeRequest
  | Gt06AddressRequest
  | Gt06Extended
  | Gt06Unknown
  | Gt06Malformed;

const COORDINATE_SCALE = 1_800_000; // 30000 × 60: units of 1/30000 minute

class Truncated extends Error {}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get remaining() {
    return this.bytes.length - this.offset;
  }
  u8(): number {
    if (this.remaining < 1) throw new Truncated();
    return this.bytes[this.offset++] as number;
  }
  peekU8(): number {
    if (this.remaining < 1) throw new Truncated();
    return this.bytes[this.offset] as number;
  }
  u16(): number {
    return (this.u8() << 8) | this.u8();
  }
  u24(): number {
    return (this.u16() << 8) | this.u8();
  }
  u32(): number {
    return this.u16() * 0x10000 + this.u16();
  }
  skip(count: number) {
    if (this.remaining < count) throw new Truncated();
    this.offset += count;
  }
  rest(): Uint8Array {
    return this.slice(this.remaining);
  }
  slice(count: number): Uint8Array {
    if (this.remaining < count) throw new Truncated();
    const part = this.bytes.slice(this.offset, this.offset + count);
    this.offset += count;
    return part;
  }
}

const STANDARD_CONTEXT: Gt06DecodeContext = { traits: gt06ModelTraits(null) };

/**
 * Decodes a checked frame, `78 78` or `79 79` alike. Never throws: short or impossible packets come back as
 * `malformed`. `context` is the sending device's model and login zone (default: the GT06 document, UTC).
 */
export function decodeGt06(frame: Gt06Frame, context: Gt06DecodeContext = STANDARD_CONTEXT): Gt06Message {
  const { protocol, serial } = frame;
  const reader = new Reader(frame.content);
  try {
    if (protocol === GT06_COMMAND_PROTOCOL.reply || protocol === GT06_COMMAND_PROTOCOL.replyEncoded) {
      const reply = decodeGt06CommandReply(frame);
      return reply.kind === "malformed" ? { ...reply, protocol, serial } : reply;
    }
    const layout = GT06_POSITION_LAYOUTS.get(protocol) ?? cardPositionLayout(protocol, frame.content);
    if (layout) return decodeLocation(reader, protocol, serial, layout, context);
    const decoder = DECODERS.get(protocol);
    if (decoder) return decoder(reader, { protocol, serial }, context);
    const attributes = decodeGt06Extended(protocol, frame.content);
    if (attributes) return { kind: "extended", protocol, serial, attributes };
    return { kind: "unknown", protocol, serial, content: frame.content };
  } catch (error) {
    const subType = protocol === GT06_PROTOCOL.info ? frame.content[0] : undefined;
    if (error instanceof Truncated)
      return { kind: "malformed", protocol, serial, reason: "packet too short", subType };
    if (error instanceof RangeError)
      return { kind: "malformed", protocol, serial, reason: error.message, subType };
    throw error;
  }
}

type FrameDecoder = (
  reader: Reader,
  head: { protocol: number; serial: number },
  context: Gt06DecodeContext,
) => Gt06Message;

/** The frames without a GPS block, by protocol number (command replies 0x15 and 0x21 aside: commands.ts). */
const DECODERS = new Map<number, FrameDecoder>([
  [GT06_PROTOCOL.login, (reader, { protocol, serial }) => decodeLogin(reader, protocol, serial)],
  [GT06_PROTOCOL.status, decodeStatus],
  [GT06_PROTOCOL.statusExtended, decodeStatus],
  [GT06_PROTOCOL.info, decodeInfo],
  [GT06_PROTOCOL.driverCard, decodeDriverCard],
  [GT06_PROTOCOL.timeRequest, (_reader, head) => ({ kind: "timeRequest", ...head })],
  [GT06_PROTOCOL.addressRequest, decodeAddressRequest],
]);

function decodeLogin(reader: Reader, protocol: number, serial: number): Gt06Login {
  const digits = Array.from(reader.slice(8), (byte) => byte.toString(16).padStart(2, "0")).join("");
  if (!/^\d{16}$/.test(digits)) throw new RangeError("IMEI is not BCD");
  const login: Gt06Login = { kind: "login", protocol, serial, imei: digits.slice(1) };
  if (reader.remaining >= 2) login.typeCode = reader.u16();
  if (reader.remaining >= 2) {
    // Timezone language: bits 15-4 the offset as HHMM × 100 in hex-decimal, bit 3 set = west of UTC.
    const bits = reader.u16();
    const hhmm = bits >> 4;
    const minutes = Math.floor(hhmm / 100) * 60 + (hhmm % 100);
    login.timezoneOffsetMinutes = bits & 0x08 ? -minutes : minutes;
  }
  return login;
}

function decodeStatus(
  reader: Reader,
  { protocol, serial }: { protocol: number; serial: number },
  context: Gt06DecodeContext,
): Gt06Status {
  // 0x23 heartbeats of 6 bytes send the battery as volts (2 bytes) where 0x13 sends a level
  const voltsHeartbeat = protocol === GT06_PROTOCOL.statusExtended && reader.remaining === 6;
  const terminal = readTerminal(reader, voltsHeartbeat);
  const status: Gt06Status = {
    kind: "status",
    protocol,
    serial,
    terminal,
    alarm: terminal.alarm,
    ignition: terminal.ignition,
  };
  if (reader.remaining >= 1) applyAlarmByte(status, reader.u8(), context);
  if (reader.remaining >= 1) status.language = reader.u8();
  return status;
}

/** 0x17 frames that carry a GPS block and a cell before the card (GPS + LBS + RFID), not the card alone. */
function cardPositionLayout(protocol: number, content: Uint8Array): Gt06PositionLayout | undefined {
  if (protocol !== GT06_PROTOCOL.driverCard) return undefined;
  const gpsInfo = content[6];
  // the GPS block's length nibble is 12 (0xC_); a card id after a time never is that long with a cell
  const gpsBlock = gpsInfo !== undefined && gpsInfo >> 4 === 0x0c && content.length >= 18 + 8 + 1;
  return gpsBlock ? CARD_POSITION : undefined;
}

const CARD_POSITION: Gt06PositionLayout = { cell: "gsm", status: false, acc: false };

const INFO_READERS: Readonly<Record<number, (reader: Reader, info: Gt06Info) => void>> = {
  0: (reader, info) => {
    info.externalVolts = reader.u16() / 100;
  },
  1: readCustom,
  2: readCustom,
  3: readCustom,
  4: (reader, info) => {
    const sync: Record<string, string> = {};
    for (const pair of ascii(reader.rest()).split(";")) {
      const at = pair.indexOf("=");
      if (at > 0) sync[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
    }
    info.statusSync = sync;
    const defence = hexByte(sync.STA1);
    if (defence !== undefined) info.armed = (defence & 0x80) !== 0;
    const cut = hexByte(sync.DYD);
    if (cut !== undefined && cut & 0x03) info.cutOff = (cut & 0x02) !== 0;
  },
  5: (reader, info) => {
    const bits = reader.u8();
    info.door = (bits & 0x01) !== 0;
    info.triggerHigh = (bits & 0x02) !== 0;
    info.ioHigh = (bits & 0x04) !== 0;
  },
  10: (reader, info) => {
    info.imei = bcd(reader.slice(8)).replace(/^0/, "");
    info.imsi = bcd(reader.slice(8)).replace(/^0/, "");
    info.iccid = bcd(reader.slice(10));
  },
  8: (reader, info) => {
    info.selfCheck = cappedHexOf(reader.rest());
  },
  9: (reader, info) => {
    Object.assign(info, readGt06GnssStatus(reader.rest()));
  },
  27: (reader, info) => {
    info.driverCard = cardIdOf(reader.rest());
  },
};

function readCustom(reader: Reader, info: Gt06Info) {
  info.customData = cappedHexOf(reader.rest());
}

/** Two hex digits of the status text (`STA1=C0`) as a byte; undefined when they are not. */
function hexByte(text: string | undefined): number | undefined {
  return text !== undefined && /^[0-9a-f]{2}$/i.test(text) ? Number.parseInt(text, 16) : undefined;
}

function decodeInfo(reader: Reader, { protocol, serial }: { protocol: number; serial: number }): Gt06Message {
  const infoType = reader.u8();
  const read = INFO_READERS[infoType];
  if (!read) return { kind: "unknown", protocol, serial, content: reader.rest(), subType: infoType };
  const info: Gt06Info = { kind: "info", protocol, serial, infoType };
  read(reader, info);
  return info;
}

function decodeDriverCard(reader: Reader, head: { protocol: number; serial: number }): Gt06DriverCard {
  const time = readTime(reader);
  const cardId = cardIdOf(reader.rest());
  if (!cardId) throw new RangeError("no card id");
  return { kind: "driverCard", ...head, time, cardId };
}

function decodeAddressRequest(
  reader: Reader,
  head: { protocol: number; serial: number },
): Gt06AddressRequest {
  const fix = readFix(reader);
  const phone = ascii(reader.slice(21)).replace(/[^0-9+]/g, "");
  const language = reader.remaining >= 2 ? reader.u16() : 0x02;
  return { kind: "addressRequest", ...head, fix, phone, language };
}

/** Printable ASCII only: what a device sends as text, without padding or control bytes. */
function ascii(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
  return text;
}

/** BCD digits, the filler nibbles (F) left out. */
function bcd(bytes: Uint8Array): string {
  let digits = "";
  for (const byte of bytes) {
    for (const nibble of [byte >> 4, byte & 0x0f]) if (nibble <= 9) digits += String(nibble);
  }
  return digits;
}

/**
 * A card's id as the reader sends it: printable ASCII (most RFID readers), else the bytes as hex (iButton
 * serials, BCD card numbers), without leading zero bytes or trailing FF filler; empty when nothing is left.
 */
export function cardIdOf(bytes: Uint8Array): string {
  const text = ascii(bytes).trim();
  if (text.length === bytes.length && text.length > 0) return text;
  let start = 0;
  let end = bytes.length;
  while (start < end && bytes[start] === 0) start++;
  while (end > start && bytes[end - 1] === 0xff) end--;
  return Array.from(bytes.subarray(start, end), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

function decodeLocation(
  reader: Reader,
  protocol: number,
  serial: number,
  layout: Gt06PositionLayout,
  context: Gt06DecodeContext,
): Gt06Location {
  const fix = readFix(reader);
  if (fix.time && context.traits.localTime && context.timezoneOffsetMinutes)
    fix.time = new Date(fix.time.getTime() - context.timezoneOffsetMinutes * 60_000);
  const location: Gt06Location = { kind: "location", protocol, serial, fix, ignition: fix.ignition };
  try {
    readPositionTail(reader, location, layout, context);
  } catch (error) {
    // a position cut short after its GPS block (odd firmware lengths) is still a position
    if (!(error instanceof Truncated)) throw error;
    location.shortTail = true;
  }
  return location;
}

function readPositionTail(
  reader: Reader,
  location: Gt06Location,
  layout: Gt06PositionLayout,
  context: Gt06DecodeContext,
): Gt06Location {
  if (layout === CARD_POSITION) {
    location.cell = readCell(reader, "gsm");
    location.driverCard = cardIdOf(reader.rest()) || undefined;
    return location;
  }
  if (layout.cell === "none") {
    if (reader.remaining === 4) location.odometerMeters = reader.u32();
    return location;
  }

  if (layout.status || startsWithCellLength(reader)) {
    location.cell = readCellWithLength(reader);
    const terminal = readTerminal(reader);
    location.terminal = terminal;
    location.ignition = terminal.ignition;
    location.alarm = terminal.alarm;
    if (reader.remaining >= 1) applyAlarmByte(location, reader.u8(), context);
    return location;
  }

  const tail = layout.acc ? 3 : 0;
  const block = layout.cell === "lte" ? "lte" : cellBlockBySize(reader, tail, context.traits.lteCells);
  location.cell = readCell(reader, block);
  if (layout.acc && reader.remaining >= 3) {
    location.ignition = reader.u8() > 0;
    location.uploadMode = reader.u8();
    location.reupload = reader.u8() > 0;
  }
  if (reader.remaining === 4) location.odometerMeters = reader.u32();
  return location;
}

/**
 * Whether the bytes after the GPS block are an alarm-style block (a cell block after its length byte, then terminal
 * information) although the protocol number names a plain cell: firmwares that send alarms and status under 0x25
 * and other position numbers. A length byte of a cell block (9 to 17 with itself) is never the first byte of an MCC
 * (200-799, so 0x00-0x03, or 0x80-0x83 with the 2-byte MNC flag).
 */
function startsWithCellLength(reader: Reader): boolean {
  if (reader.remaining < 1) return false;
  const length = reader.peekU8();
  return length >= 9 && length <= 17 && reader.remaining >= length;
}

/** The cell blocks: 2G (LAC 2, cell id 3), 2G/4G with a 4-byte cell id (LAC 2, cell id 4), 4G (LAC 4, cell id 8). */
type CellBlock = "gsm" | "gsmWideCell" | "lte";

/** Sizes of each cell block after MCC (2) and a 1-byte MNC. */
const CELL_SIZE: Readonly<Record<CellBlock, number>> = {
  gsm: 2 + 1 + 2 + 3,
  gsmWideCell: 2 + 1 + 2 + 4,
  lte: 2 + 1 + 4 + 8,
};

/**
 * Which cell block a 2G protocol number carries: the one its length fits (with or without mileage); when it
 * fits none (vendor bytes follow), the model's.
 */
function cellBlockBySize(reader: Reader, tail: number, modelSaysLte: boolean): CellBlock {
  const byModel = modelSaysLte ? "lte" : "gsm";
  if (reader.remaining < 2) return byModel;
  const wideMnc = reader.peekU8() & 0x80 ? 1 : 0;
  const rest = reader.remaining - tail - wideMnc;
  const fits = (block: CellBlock) => rest === CELL_SIZE[block] || rest === CELL_SIZE[block] + 4;
  return (["gsm", "gsmWideCell", "lte"] as const).find(fits) ?? byModel;
}

/**
 * The date-time, or undefined when the device sent none: all zeros before its first fix, or an impossible one (a
 * clock not yet set: month 0 or 13, hour 24, 31 February). The receiver's clock stands in, as for JT/T 808.
 */
function readTimeOrNone(reader: Reader): Date | undefined {
  const start = reader.offset;
  try {
    return readTime(reader);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    reader.offset = start + 6;
    return undefined;
  }
}

function readTime(reader: Reader): Date {
  const [year, month, day, hour, minute, second] = [
    reader.u8(),
    reader.u8(),
    reader.u8(),
    reader.u8(),
    reader.u8(),
    reader.u8(),
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    throw new RangeError("invalid date-time");
  }
  const time = new Date(Date.UTC(2000 + year, month - 1, day, hour, minute, second));
  if (time.getUTCDate() !== day) throw new RangeError("invalid date-time");
  return time;
}

function readFix(reader: Reader): Gt06Fix {
  const time = readTimeOrNone(reader);
  const satellites = reader.u8() & 0x0f;
  let latitude = reader.u32() / COORDINATE_SCALE;
  let longitude = reader.u32() / COORDINATE_SCALE;
  const speedKmh = reader.u8();
  const flags = reader.u16();
  if (!(flags & 0x0400)) latitude = -latitude;
  if (flags & 0x0800) longitude = -longitude;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new RangeError("coordinates out of range");
  const course = flags & 0x03ff;
  return {
    time,
    satellites,
    gpsFixed: (flags & 0x1000) !== 0,
    differential: (flags & 0x2000) !== 0,
    latitude,
    longitude,
    speedKmh,
    course: course < 360 ? course : undefined,
    ignition: flags & 0x4000 ? (flags & 0x8000) !== 0 : undefined,
  };
}

/**
 * LBS block: MCC(2) MNC(1, or 2 when MCC bit 15 is set) then the block's LAC and cell id (CellBlock). A 4G cell id
 * beyond 2^53 cannot be a real one: the block is skipped.
 */
function readCell(reader: Reader, block: CellBlock): Gt06Cell | undefined {
  const mccField = reader.u16();
  const mnc = mccField & 0x8000 ? reader.u16() : reader.u8();
  const mcc = mccField & 0x7fff;
  if (block === "gsm") return { mcc, mnc, lac: reader.u16(), cellId: reader.u24() };
  if (block === "gsmWideCell") return { mcc, mnc, lac: reader.u16(), cellId: reader.u32() };
  const lac = reader.u32();
  const high = reader.u32();
  const low = reader.u32();
  if (high > 0x1fffff) return undefined;
  return { mcc, mnc, lac, cellId: high * 0x1_0000_0000 + low, lte: true };
}

/**
 * The cell block of alarm-style frames: a length byte counting itself, then the block, read by its size (4G from
 * the 4G size up, whatever the protocol number says: a 2G block in a 4G frame is not read past its end); longer
 * blocks are skipped to their end.
 */
function readCellWithLength(reader: Reader): Gt06Cell | undefined {
  const length = reader.u8();
  if (length <= 1) return undefined;
  const end = reader.offset + length - 1;
  const size = length - 1 - (reader.peekU8() & 0x80 ? 1 : 0);
  const block = size >= CELL_SIZE.lte ? "lte" : size === CELL_SIZE.gsmWideCell ? "gsmWideCell" : "gsm";
  const cell = readCell(reader, block);
  reader.skip(Math.max(0, end - reader.offset));
  return cell;
}

/** `wideVoltage`: a 2-byte voltage in 0.01 V instead of the level byte. */
function readTerminal(reader: Reader, wideVoltage = false): Gt06TerminalInfo {
  const raw = reader.u8();
  const terminal: Gt06TerminalInfo = {
    raw,
    armed: (raw & 0x01) !== 0,
    ignition: (raw & 0x02) !== 0,
    charging: (raw & 0x04) !== 0,
    alarm: GT06_TERMINAL_ALARM_BY_BITS[(raw >> 3) & 0x07],
    gpsTracking: (raw & 0x40) !== 0,
    cutOff: (raw & 0x80) !== 0,
  };
  if (wideVoltage) terminal.batteryVolts = reader.u16() / 100;
  else if (reader.remaining >= 1) {
    terminal.voltageLevel = reader.u8();
    terminal.batteryPercent = batteryPercentOf(terminal.voltageLevel);
  }
  if (reader.remaining >= 1) terminal.gsmSignal = reader.u8();
  return terminal;
}

/** An alarm byte that names an alarm (in the model's table) wins over the terminal bits; ACC on / off is ignition. */
function applyAlarmByte(
  target: { alarm?: Gt06Alarm | undefined; alarmCode?: number | undefined; ignition?: boolean | undefined },
  code: number,
  context: Gt06DecodeContext,
) {
  if (code === 0) return;
  target.alarmCode = code;
  const alarm = context.traits.alarms[code];
  if (alarm) target.alarm = alarm;
  if (alarm === "accOn" || alarm === "accOff") target.ignition = alarm === "accOn";
}

/** The battery byte: a level 0..6 (the GT06 document) or a percentage (newer models); anything else is noise. */
export function batteryPercentOf(value: number): number | undefined {
  if (value <= 6) return Math.floor((value * 100) / 6);
  return value <= 100 ? value : undefined;
}
