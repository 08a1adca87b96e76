import { ByteReader, ByteWriter } from "./bytes.js";
import { JT808_FLAG } from "./constants.js";
import { escapeJt808, jt808CheckCode, unescapeJt808 } from "./escape.js";

/** 2013: 6-byte BCD phone; 2019: version flag (attribute bit 14), protocol version byte, 10-byte BCD phone. */
export type Jt808Edition = 2013 | 2019;

/** One checked, unescaped JT/T 808 message (or one sub-package of it). */
export interface Jt808Frame {
  messageId: number;
  edition: Jt808Edition;
  /** 2019 header only: the protocol version byte (1 for the 2019 edition) */
  protocolVersion?: number | undefined;
  /** the terminal phone digits as sent (12 or 20 digits, leading zeros kept) */
  phone: string;
  serial: number;
  /** attribute bits 10-12; only 0 (plain) is read by Armada */
  encryption: number;
  /** set on sub-packages: how many and which one (1-based) */
  packet?: { total: number; index: number } | undefined;
  body: Uint8Array;
}

/** Attribute word: body length bits 0-9, encryption 10-12, sub-package 13, version flag 14. */
const BODY_LENGTH_MASK = 0x3ff;
const SUB_PACKAGE_BIT = 1 << 13;
const VERSION_BIT = 1 << 14;
/** The largest body one frame carries (the length field has 10 bits). */
export const JT808_MAX_BODY = BODY_LENGTH_MASK;

/**
 * The terminal id Armada matches a device by: the header's digits without leading zeros, lower case. Most
 * terminals send BCD digits; some send hex nibbles (`4eb6fb4ad628`), and unconfigured ones all zeros ("0").
 */
export const jt808TerminalId = (phone: string) => phone.toLowerCase().replace(/^0+(?=[0-9a-f])/, "");

/** A terminal id as the gateway derives it (jt808TerminalId): "0", or up to 20 hex digits without a leading zero. */
export const isJt808TerminalId = (value: string) => /^(0|[1-9a-f][0-9a-f]{0,19})$/.test(value);

/**
 * Reads one message from the bytes between two 7E flags (still escaped). Null when the escaping, the check code,
 * the header or the body length does not hold.
 */
export function parseJt808Frame(escaped: Uint8Array): Jt808Frame | null {
  const bytes = unescapeJt808(escaped);
  if (!bytes || bytes.length < 13) return null;
  const end = bytes.length - 1;
  if (jt808CheckCode(bytes, 0, end) !== bytes[end]) return null;
  const reader = new ByteReader(bytes, end);
  const messageId = reader.word();
  const attributes = reader.word();
  const edition: Jt808Edition = attributes & VERSION_BIT ? 2019 : 2013;
  if (edition === 2019 && reader.remaining < 1 + 10 + 2) return null;
  const protocolVersion = edition === 2019 ? reader.byte() : undefined;
  const phone = reader.bcd(edition === 2019 ? 10 : 6);
  const serial = reader.word();
  let packet: Jt808Frame["packet"];
  if (attributes & SUB_PACKAGE_BIT) {
    if (reader.remaining < 4) return null;
    const total = reader.word();
    const index = reader.word();
    if (total < 1 || index < 1 || index > total) return null;
    packet = { total, index };
  }
  if (reader.remaining !== (attributes & BODY_LENGTH_MASK)) return null;
  return {
    messageId,
    edition,
    protocolVersion,
    phone,
    serial,
    encryption: (attributes >> 10) & 0x7,
    packet,
    body: reader.slice(reader.remaining),
  };
}

export interface Jt808HeaderInput {
  messageId: number;
  edition: Jt808Edition;
  phone: string;
  serial: number;
  /** default 1 on the 2019 edition */
  protocolVersion?: number | undefined;
  packet?: { total: number; index: number } | undefined;
}

/** One whole frame on the wire: 7E, escaped header + body + check code, 7E. */
export function encodeJt808Frame(header: Jt808HeaderInput, body: Uint8Array): Uint8Array {
  if (body.length > JT808_MAX_BODY)
    throw new RangeError("body longer than 1023 bytes: send it in sub-packages");
  const attributes =
    body.length | (header.packet ? SUB_PACKAGE_BIT : 0) | (header.edition === 2019 ? VERSION_BIT : 0);
  const writer = new ByteWriter().word(header.messageId).word(attributes);
  if (header.edition === 2019) writer.byte(header.protocolVersion ?? 1);
  writer.bcd(header.phone, header.edition === 2019 ? 10 : 6).word(header.serial);
  if (header.packet) writer.word(header.packet.total).word(header.packet.index);
  writer.raw(body);
  const plain = writer.bytes();
  const withCheck = new Uint8Array(plain.length + 1);
  withCheck.set(plain);
  withCheck[plain.length] = jt808CheckCode(plain);
  const escaped = escapeJt808(withCheck);
  const frame = new Uint8Array(escaped.length + 2);
  frame[0] = JT808_FLAG;
  frame.set(escaped, 1);
  frame[frame.length - 1] = JT808_FLAG;
  return frame;
}

/**
 * A message as frames: one frame, or sub-packages of at most `maxBody` bytes each with consecutive serials from
 * `header.serial` (the standard numbers the pieces of a message that way).
 */
export function encodeJt808Message(
  header: Omit<Jt808HeaderInput, "packet">,
  body: Uint8Array,
  maxBody = JT808_MAX_BODY,
): Uint8Array[] {
  if (body.length <= maxBody) return [encodeJt808Frame(header, body)];
  const total = Math.ceil(body.length / maxBody);
  return Array.from({ length: total }, (_, index) =>
    encodeJt808Frame(
      { ...header, serial: (header.serial + index) & 0xffff, packet: { total, index: index + 1 } },
      body.subarray(index * maxBody, (index + 1) * maxBody),
    ),
  );
}
