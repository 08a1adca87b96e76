import { ByteReader } from "../tracker/byteReader.js";
import { type FrameSize, SizedFrameSplitter } from "../tracker/sizedFrameSplitter.js";
import {
  asciiBytes,
  asciiText,
  avlRecordFix,
  type TrackerCodec,
  type TrackerCommandKind,
  type TrackerFix,
  type TrackerMessage,
} from "../tracker/trackerCodec.js";
import { crc16Kermit } from "./crc16Kermit.js";
import { mapRuptelaIo, type RuptelaIo } from "./ioElements.js";

/** Command ids of the Ruptela FM4 protocol Armada uses. */
export const RUPTELA_COMMAND = {
  records: 0x01,
  smsViaGprsResponse: 0x07,
  heartbeat: 0x10,
  extendedRecords: 0x44,
  recordsAck: 0x64,
  smsViaGprs: 0x6c,
} as const;

/** The longest packet Armada accepts (FM4 records packets stay under 1 KB) */
const MAX_PACKET = 2048;
/** IMEI and command id: the shortest device packet after the length */
const MIN_PACKET = 9;

/**
 * Server packet: 2-byte length of the command and payload, command id, payload, CRC-16/KERMIT over command and
 * payload.
 */
export function ruptelaServerPacket(command: number, payload: Uint8Array): Uint8Array {
  const packet = new Uint8Array(5 + payload.length);
  const length = 1 + payload.length;
  packet.set([length >> 8, length & 0xff, command], 0);
  packet.set(payload, 3);
  const crc = crc16Kermit(packet, 2, 3 + payload.length);
  packet.set([crc >> 8, crc & 0xff], 3 + payload.length);
  return packet;
}

const RECORDS_ACCEPTED = ruptelaServerPacket(RUPTELA_COMMAND.recordsAck, Uint8Array.of(0x01));
const RECORDS_REFUSED = ruptelaServerPacket(RUPTELA_COMMAND.recordsAck, Uint8Array.of(0x00));

/** Packets by their 2-byte length (IMEI, command id and payload) and 2-byte CRC. */
function ruptelaFrameSize(bytes: Uint8Array, offset: number): FrameSize {
  if (bytes.length - offset < 2) return "more";
  const length = ((bytes[offset] as number) << 8) | (bytes[offset + 1] as number);
  return length < MIN_PACKET || length > MAX_PACKET ? "skip" : 2 + length + 2;
}

export class RuptelaFrameSplitter extends SizedFrameSplitter {
  constructor() {
    super(ruptelaFrameSize);
  }
}

/**
 * One record: time (s), time extension, [record extension,] priority, longitude and latitude (1e-7°), altitude
 * (0.1 m), angle (0.01°), satellites, km/h, HDOP (0.1), event id, then the IO elements in 1-, 2-, 4- and 8-byte
 * groups. Extended records (0x44) add the record extension and have 2-byte event and IO ids.
 */
function readRecord(reader: ByteReader, extended: boolean): TrackerFix | null {
  const time = new Date(reader.u32() * 1000);
  reader.u8(); // time extension: orders records of the same second
  if (extended) reader.u8(); // record extension: parts of one record split over several
  const priority = reader.u8();
  const longitude = reader.i32() / 1e7;
  const latitude = reader.i32() / 1e7;
  const altitude = reader.i16() / 10;
  const course = reader.u16() / 100;
  const satellites = reader.u8();
  const speed = reader.u16();
  const hdop = reader.u8() / 10;
  const eventId = extended ? reader.u16() : reader.u8();
  const id = () => (extended ? reader.u16() : reader.u8());
  const elements: RuptelaIo[] = [];
  for (const width of [1, 2, 4, 8]) {
    const count = reader.u8();
    for (let index = 0; index < count; index++) {
      const ioId = id();
      const value =
        width === 1 ? reader.u8() : width === 2 ? reader.u16() : width === 4 ? reader.u32() : reader.u64();
      elements.push({ id: ioId, value });
    }
  }
  const io = mapRuptelaIo(elements);
  Object.assign(io.attributes, { priority, satellites, hdop, eventId });
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

const unknown = (type: string, reason: string, imei?: string, answer?: Uint8Array): TrackerMessage => ({
  kind: "unknown",
  type,
  reason,
  imei,
  answer,
});

const hexId = (command: number) => `command_0x${command.toString(16).padStart(2, "0")}`;

/**
 * Decodes one packet: length, IMEI (8 bytes), command id, payload, CRC. Records (0x01) and extended records (0x44)
 * become positions acknowledged `0x64 01` once stored (a broken records packet is answered `0x64 00`, so the device
 * sends it again); SMS-via-GPRS answers (0x07) answer commands; heartbeats (0x10) are statuses.
 */
export function decodeRuptela(frame: Uint8Array): TrackerMessage {
  if (frame.length < 2 + MIN_PACKET + 2) return unknown("packet", "too short");
  const end = frame.length - 2;
  const crc = ((frame[end] as number) << 8) | (frame[end + 1] as number);
  if (crc !== crc16Kermit(frame, 2, end)) return unknown("packet", "CRC mismatch");
  const reader = new ByteReader(frame, 2, end);
  const imei = reader.u64().toString();
  if (!/^\d{8,17}$/.test(imei)) return unknown("packet", "no device id");
  const command = reader.u8();
  switch (command) {
    case RUPTELA_COMMAND.records:
    case RUPTELA_COMMAND.extendedRecords:
      try {
        reader.u8(); // records left in the device's memory
        const count = reader.u8();
        const fixes: TrackerFix[] = [];
        for (let index = 0; index < count; index++) {
          const fix = readRecord(reader, command === RUPTELA_COMMAND.extendedRecords);
          if (fix) fixes.push(fix);
        }
        if (reader.offset !== end) throw new RangeError("records and length differ");
        return { kind: "positions", imei, fixes, answer: RECORDS_ACCEPTED };
      } catch (error) {
        return unknown(hexId(command), (error as Error).message, imei, RECORDS_REFUSED);
      }
    case RUPTELA_COMMAND.smsViaGprsResponse:
      return {
        kind: "commandReply",
        imei,
        text: asciiText(reader.take(end - reader.offset))
          .replace(/[^\x20-\x7e]/g, "")
          .trim(),
      };
    case RUPTELA_COMMAND.heartbeat:
      return { kind: "status", imei, status: { attributes: {} } };
    default:
      return unknown(hexId(command), "command not read", imei);
  }
}

/**
 * SMS commands sent over GPRS (command 0x6C), each after the device's SMS password, empty by default (hence the
 * leading space): setio sets DOUT1 (2 leaves DOUT2 as it is).
 */
const COMMAND_TEXTS: Record<TrackerCommandKind, string> = {
  locate: " coords",
  engineCut: " setio 1,2",
  engineRestore: " setio 0,2",
  reboot: " reset",
};

/** A command text as an SMS-via-GPRS packet. */
export const encodeRuptelaCommand = (text: string) =>
  ruptelaServerPacket(RUPTELA_COMMAND.smsViaGprs, asciiBytes(text));

export const ruptelaCodec: TrackerCodec = {
  vendorType: "ruptela",
  label: "Ruptela",
  newSplitter: () => new RuptelaFrameSplitter(),
  decode: (frame) => decodeRuptela(frame),
  commandText: (kind) => COMMAND_TEXTS[kind],
  encodeCommand: encodeRuptelaCommand,
};
