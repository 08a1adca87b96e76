import { ByteReader } from "../tracker/byteReader.js";
import { type FrameSize, SizedFrameSplitter } from "../tracker/sizedFrameSplitter.js";
import {
  asciiBytes,
  asciiText,
  avlRecordFix,
  type TrackerCodec,
  type TrackerCommandKind,
  type TrackerDatagram,
  type TrackerFix,
  type TrackerMessage,
} from "../tracker/trackerCodec.js";
import { crc16Ibm } from "./crc16Ibm.js";
import { mapTeltonikaIo, type TeltonikaIo } from "./ioElements.js";

/** Codec ids (Teltonika data sending protocols). */
export const TELTONIKA_CODEC = { codec8: 0x08, codec8Extended: 0x8e, codec16: 0x10, codec12: 0x0c } as const;

/** Codec 12 message types. */
export const TELTONIKA_CODEC12_TYPE = { command: 0x05, response: 0x06 } as const;

/** The longest AVL packet Armada accepts (the devices send at most 1280 bytes over TCP) */
const MAX_PACKET = 4096;
const LOGIN_ACCEPTED = Uint8Array.of(0x01);
const LOGIN_REFUSED = Uint8Array.of(0x00);

const u32Bytes = (value: number) =>
  Uint8Array.of((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);

/**
 * TCP framing: first the IMEI (2-byte length, then its digits), then AVL packets: four zero bytes, the 4-byte data
 * length, the data (codec id to the second record count), and a 4-byte CRC-16/IBM.
 */
function teltonikaFrameSize(bytes: Uint8Array, offset: number): FrameSize {
  if (bytes.length - offset < 2) return "more";
  const first = ((bytes[offset] as number) << 8) | (bytes[offset + 1] as number);
  if (first === 0) {
    if (bytes.length - offset < 8) return "more";
    if (bytes[offset + 2] !== 0 || bytes[offset + 3] !== 0) return "skip";
    const length = new ByteReader(bytes, offset + 4).u32();
    return length < 3 || length > MAX_PACKET ? "skip" : 12 + length;
  }
  return first <= 20 ? 2 + first : "skip";
}

export class TeltonikaFrameSplitter extends SizedFrameSplitter {
  constructor() {
    super(teltonikaFrameSize);
  }
}

/** A Teltonika GPS element and IO elements, read from one AVL record. */
function readRecord(reader: ByteReader, codec: number): TrackerFix | null {
  const time = new Date(Number(reader.u64()));
  const priority = reader.u8();
  const longitude = reader.i32() / 1e7;
  const latitude = reader.i32() / 1e7;
  const altitude = (reader.u16() << 16) >> 16;
  const course = reader.u16();
  const satellites = reader.u8();
  const speed = reader.u16();
  const wide = codec === TELTONIKA_CODEC.codec8Extended;
  const eventId = wide || codec === TELTONIKA_CODEC.codec16 ? reader.u16() : reader.u8();
  const generation = codec === TELTONIKA_CODEC.codec16 ? reader.u8() : undefined;
  const count = () => (wide ? reader.u16() : reader.u8());
  const id = () => (wide || codec === TELTONIKA_CODEC.codec16 ? reader.u16() : reader.u8());
  count(); // the total, repeated by the groups' counts
  const elements: TeltonikaIo[] = [];
  for (const width of [1, 2, 4, 8]) {
    const groupSize = count();
    for (let index = 0; index < groupSize; index++) {
      const ioId = id();
      const value =
        width === 1 ? reader.u8() : width === 2 ? reader.u16() : width === 4 ? reader.u32() : reader.u64();
      elements.push({ id: ioId, value });
    }
  }
  if (wide) {
    const variable = reader.u16();
    for (let index = 0; index < variable; index++) {
      const ioId = reader.u16();
      elements.push({ id: ioId, value: reader.take(reader.u16()) });
    }
  }
  const io = mapTeltonikaIo(elements, eventId);
  Object.assign(io.attributes, { priority, satellites, eventId });
  if (generation !== undefined) io.attributes.generationType = generation;
  return avlRecordFix(io, {
    fixTime: time,
    latitude,
    longitude,
    altitude,
    course,
    speedKmh: speed,
    satellites,
  });
}

/** The records of an AVL data array (codec id, count, records, count), as fixes; throws when malformed. */
function readAvlData(reader: ByteReader): { fixes: TrackerFix[]; count: number } {
  const codec = reader.u8();
  if (
    codec !== TELTONIKA_CODEC.codec8 &&
    codec !== TELTONIKA_CODEC.codec8Extended &&
    codec !== TELTONIKA_CODEC.codec16
  )
    throw new RangeError(`codec 0x${codec.toString(16)}`);
  const count = reader.u8();
  const fixes: TrackerFix[] = [];
  for (let index = 0; index < count; index++) {
    const fix = readRecord(reader, codec);
    if (fix) fixes.push(fix);
  }
  if (reader.u8() !== count) throw new RangeError("record counts differ");
  return { fixes, count };
}

const unknown = (type: string, reason: string): TrackerMessage => ({ kind: "unknown", type, reason });

/** Decodes one TCP frame: the IMEI login, an AVL packet (codec 8, 8E, 16) or a codec 12 answer. */
export function decodeTeltonika(frame: Uint8Array): TrackerMessage {
  if (frame.length >= 2 && (frame[0] !== 0 || frame[1] !== 0)) {
    const imei = asciiText(frame.subarray(2));
    if (!/^\d{8,17}$/.test(imei)) return unknown("login", "IMEI not digits");
    return { kind: "login", imei, answer: LOGIN_ACCEPTED };
  }
  if (frame.length < 15) return unknown("packet", "too short");
  const end = frame.length - 4;
  const crc = new ByteReader(frame, end).u32();
  if (crc !== crc16Ibm(frame, 8, end)) return unknown("packet", "CRC mismatch");
  const codec = frame[8] as number;
  try {
    if (codec === TELTONIKA_CODEC.codec12) {
      const reader = new ByteReader(frame, 9, end);
      reader.u8();
      const type = reader.u8();
      const text = asciiText(reader.take(reader.u32())).replace(/[^\x20-\x7e]/g, "");
      if (type !== TELTONIKA_CODEC12_TYPE.response) return unknown("codec12", "not a response");
      return { kind: "commandReply", text };
    }
    const { fixes, count } = readAvlData(new ByteReader(frame, 8, end));
    return { kind: "positions", fixes, answer: u32Bytes(count) };
  } catch (error) {
    return unknown(`codec_0x${codec.toString(16).padStart(2, "0")}`, (error as Error).message);
  }
}

/**
 * Decodes a UDP datagram: length (2), packet id (2), packet type (1), AVL packet id (1), IMEI length (2), IMEI,
 * then the AVL data array without CRC. The answer acknowledges the packet and AVL packet ids with the count.
 */
export function decodeTeltonikaDatagram(datagram: Uint8Array): TrackerDatagram | null {
  try {
    const reader = new ByteReader(datagram);
    const length = reader.u16();
    if (length + 2 !== datagram.length) return null;
    const packetId = reader.u16();
    reader.u8();
    const avlPacketId = reader.u8();
    const imei = asciiText(reader.take(reader.u16()));
    if (!/^\d{8,17}$/.test(imei)) return null;
    try {
      const { fixes, count } = readAvlData(reader);
      const answer = Uint8Array.of(0x00, 0x05, packetId >> 8, packetId & 0xff, 0x01, avlPacketId, count);
      return { imei, message: { kind: "positions", imei, fixes, answer } };
    } catch (error) {
      return { imei, message: { kind: "unknown", imei, type: "udp", reason: (error as Error).message } };
    }
  } catch {
    return null;
  }
}

/** A codec 12 packet carrying `text` as a command (type 0x05). */
export function encodeTeltonikaCommand(text: string): Uint8Array {
  const command = asciiBytes(text);
  const data = new Uint8Array(8 + command.length);
  data.set([TELTONIKA_CODEC.codec12, 0x01, TELTONIKA_CODEC12_TYPE.command], 0);
  data.set(u32Bytes(command.length), 3);
  data.set(command, 7);
  data[7 + command.length] = 0x01;
  return avlPacket(data);
}

/** The text of a codec 12 command packet, as a device reads it; null for any other frame. */
export function readTeltonikaCommand(frame: Uint8Array): string | null {
  if (
    frame.length < 20 ||
    frame[8] !== TELTONIKA_CODEC.codec12 ||
    frame[10] !== TELTONIKA_CODEC12_TYPE.command
  )
    return null;
  const end = frame.length - 4;
  if (new ByteReader(frame, end).u32() !== crc16Ibm(frame, 8, end)) return null;
  try {
    const reader = new ByteReader(frame, 11, end);
    return asciiText(reader.take(reader.u32()));
  } catch {
    return null;
  }
}

/** Four zero bytes, data length, data, CRC: an AVL packet around `data` (what devices and tests send). */
export function avlPacket(data: Uint8Array): Uint8Array {
  const packet = new Uint8Array(12 + data.length);
  packet.set(u32Bytes(data.length), 4);
  packet.set(data, 8);
  packet.set(u32Bytes(crc16Ibm(data)), 8 + data.length);
  return packet;
}

/** The IMEI login a device sends first over TCP. */
export const teltonikaLogin = (imei: string) => {
  const digits = asciiBytes(imei);
  return Uint8Array.of(digits.length >> 8, digits.length & 0xff, ...digits);
};

/** Codec 12 texts of the operator's commands (FMB SMS/GPRS command list). */
const COMMAND_TEXTS: Record<TrackerCommandKind, string> = {
  locate: "getgps",
  engineCut: "setdigout 1",
  engineRestore: "setdigout 0",
  reboot: "cpureset",
};

export const teltonikaCodec: TrackerCodec = {
  vendorType: "teltonika",
  label: "Teltonika",
  newSplitter: () => new TeltonikaFrameSplitter(),
  decode: (frame) => decodeTeltonika(frame),
  loginRefused: LOGIN_REFUSED,
  commandText: (kind) => COMMAND_TEXTS[kind],
  encodeCommand: encodeTeltonikaCommand,
  decodeDatagram: decodeTeltonikaDatagram,
};
