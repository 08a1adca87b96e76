import { ByteReader, ByteWriter, decodeText, Jt808FormatError } from "./bytes.js";
import {
  decodeAlarmIdentification,
  encodeAlarmIdentification,
  type Jt808AlarmIdentification,
  type Jt808IdentificationSize,
} from "./safetyAlarms.js";

/**
 * The alarm attachment flow of the active-safety extension (T/JSATL 12-2017 §4.5): the platform tells the terminal
 * where its attachment server is (0x9208); the terminal connects there, lists the alarm's files (0x1210), announces
 * each file (0x1211), streams it in data frames (magic 30 31 63 64, not 808-framed) and says it is done (0x1212);
 * the platform answers with the pieces it is missing, if any (0x9212).
 */
export const JT808_ATTACHMENT_MESSAGE = {
  uploadInstruction: 0x9208,
  attachmentInfo: 0x1210,
  fileInfo: 0x1211,
  fileFinished: 0x1212,
  fileFinishedAnswer: 0x9212,
} as const;

/** File type byte of 0x1211 / 0x1212 / 0x9212 and the first field of a standard file name. */
export const ATTACHMENT_FILE_TYPE = { picture: 0, audio: 1, video: 2, text: 3, other: 4 } as const;

/** The platform's alarm number: 32 bytes. */
export const ALARM_NUMBER_SIZE = 32;
/** The name field of a data frame: 50 bytes, NUL padded. */
export const ATTACHMENT_NAME_SIZE = 50;
/** First bytes of a file data frame: "01cd". */
export const ATTACHMENT_DATA_MAGIC = [0x30, 0x31, 0x63, 0x64] as const;
/** magic, name, offset, length */
export const ATTACHMENT_DATA_HEADER_SIZE = 4 + ATTACHMENT_NAME_SIZE + 4 + 4;

/** 0x9208: where to upload the attachments of one alarm, and the number the platform gave that alarm. */
export interface Jt808AttachmentUploadInstruction {
  host: string;
  tcpPort: number;
  /** 0: no UDP */
  udpPort: number;
  identification: Jt808AlarmIdentification;
  /** 32 ASCII characters */
  alarmNumber: string;
}

export function encodeAttachmentUploadInstruction(
  instruction: Jt808AttachmentUploadInstruction,
  zone: number,
): Uint8Array {
  const writer = new ByteWriter()
    .shortText(instruction.host)
    .word(instruction.tcpPort)
    .word(instruction.udpPort);
  encodeAlarmIdentification(writer, instruction.identification, zone);
  return writer.fixedText(instruction.alarmNumber, ALARM_NUMBER_SIZE).raw(new Uint8Array(16)).bytes();
}

export function decodeAttachmentUploadInstruction(
  body: Uint8Array,
  zone: number,
): Jt808AttachmentUploadInstruction {
  const reader = new ByteReader(body);
  const host = reader.text(reader.byte());
  const tcpPort = reader.word();
  const udpPort = reader.word();
  // what is left: identification (16 or 40), alarm number 32, reserved 16
  const size: Jt808IdentificationSize = reader.remaining >= 40 + 48 ? 40 : 16;
  const identification = decodeAlarmIdentification(reader, size, zone);
  const alarmNumber = reader.text(ALARM_NUMBER_SIZE);
  return { host, tcpPort, udpPort, identification, alarmNumber };
}

/** One file of a 0x1210 list. */
export interface Jt808AttachmentFile {
  name: string;
  sizeBytes: number;
}

/** 0x1210: the files of one alarm the terminal is about to upload. */
export interface Jt808AttachmentInfo {
  terminalId: string;
  identification: Jt808AlarmIdentification;
  alarmNumber: string;
  /** 0 the alarm's files, 1 files sent again (补传) */
  infoType: number;
  files: Jt808AttachmentFile[];
}

/**
 * Reads a 0x1210. The 2017 text has a 7-byte terminal id and a 16-byte identification, 2019 terminals 30 and 40:
 * the layout whose file list ends exactly at the end of the body is the one sent.
 */
export function decodeAttachmentInfo(body: Uint8Array, zone: number): Jt808AttachmentInfo {
  for (const size of [16, 40] as const) {
    try {
      return decodeAttachmentInfoAs(body, size, zone);
    } catch (error) {
      if (!(error instanceof Jt808FormatError)) throw error;
    }
  }
  throw new Jt808FormatError("0x1210 fits neither layout");
}

function decodeAttachmentInfoAs(
  body: Uint8Array,
  size: Jt808IdentificationSize,
  zone: number,
): Jt808AttachmentInfo {
  const reader = new ByteReader(body);
  const terminalId = reader.text(size === 40 ? 30 : 7);
  const identification = decodeAlarmIdentification(reader, size, zone);
  const alarmNumber = reader.text(ALARM_NUMBER_SIZE);
  const infoType = reader.byte();
  const count = reader.byte();
  const files: Jt808AttachmentFile[] = [];
  for (let index = 0; index < count; index++)
    files.push({ name: reader.text(reader.byte()), sizeBytes: reader.dword() });
  if (reader.remaining !== 0) throw new Jt808FormatError("0x1210 longer than its file list");
  return { terminalId, identification, alarmNumber, infoType, files };
}

export function encodeAttachmentInfo(info: Jt808AttachmentInfo, zone: number): Uint8Array {
  const writer = new ByteWriter().fixedText(info.terminalId, info.identification.size === 40 ? 30 : 7);
  encodeAlarmIdentification(writer, info.identification, zone);
  writer.fixedText(info.alarmNumber, ALARM_NUMBER_SIZE).byte(info.infoType).byte(info.files.length);
  for (const file of info.files) writer.shortText(file.name).dword(file.sizeBytes);
  return writer.bytes();
}

/** 0x1211 (a file is coming) and 0x1212 (its data was sent): the same three fields. */
export interface Jt808AttachmentFileInfo {
  name: string;
  fileType: number;
  sizeBytes: number;
}

export function decodeAttachmentFileInfo(body: Uint8Array): Jt808AttachmentFileInfo {
  const reader = new ByteReader(body);
  const name = reader.text(reader.byte());
  const fileType = reader.byte();
  const sizeBytes = reader.dword();
  return { name, fileType, sizeBytes };
}

export function encodeAttachmentFileInfo(file: Jt808AttachmentFileInfo): Uint8Array {
  return new ByteWriter().shortText(file.name).byte(file.fileType).dword(file.sizeBytes).bytes();
}

/** A piece of a file: byte offset and length. */
export interface AttachmentPiece {
  offset: number;
  length: number;
}

/** 0x9212: the file is complete (no pieces) or these pieces must be sent again. */
export interface Jt808AttachmentFileAnswer {
  name: string;
  fileType: number;
  /** at most 255 pieces: the ones beyond are asked for after the next 0x1212 */
  missing: AttachmentPiece[];
}

export function encodeAttachmentFileAnswer(answer: Jt808AttachmentFileAnswer): Uint8Array {
  const missing = answer.missing.slice(0, 0xff);
  const writer = new ByteWriter()
    .shortText(answer.name)
    .byte(answer.fileType)
    .byte(missing.length === 0 ? 0 : 1)
    .byte(missing.length);
  for (const piece of missing) writer.dword(piece.offset).dword(piece.length);
  return writer.bytes();
}

export function decodeAttachmentFileAnswer(body: Uint8Array): Jt808AttachmentFileAnswer {
  const reader = new ByteReader(body);
  const name = reader.text(reader.byte());
  const fileType = reader.byte();
  reader.byte(); // result: 0 complete, 1 pieces to send again (the list says which)
  const count = reader.byte();
  const missing: AttachmentPiece[] = [];
  for (let index = 0; index < count; index++)
    missing.push({ offset: reader.dword(), length: reader.dword() });
  return { name, fileType, missing };
}

/** One file data frame: 30 31 63 64, the file name (50 bytes), offset, length, data. */
export function encodeAttachmentData(name: string, offset: number, data: Uint8Array): Uint8Array {
  return new ByteWriter()
    .raw(ATTACHMENT_DATA_MAGIC)
    .fixedText(name, ATTACHMENT_NAME_SIZE)
    .dword(offset)
    .dword(data.length)
    .raw(data)
    .bytes();
}

/** A data frame's header, read from its first ATTACHMENT_DATA_HEADER_SIZE bytes; null when the magic is wrong. */
export function decodeAttachmentDataHeader(
  header: Uint8Array,
): { name: string; offset: number; length: number } | null {
  if (ATTACHMENT_DATA_MAGIC.some((byte, index) => header[index] !== byte)) return null;
  const reader = new ByteReader(header, ATTACHMENT_DATA_HEADER_SIZE);
  reader.slice(4);
  const name = decodeText(reader.slice(ATTACHMENT_NAME_SIZE));
  return { name, offset: reader.dword(), length: reader.dword() };
}

/** What a standard file name says: `<type>_<channel>_<alarm type>_<serial>_<alarm number>.<ext>`. */
export interface AttachmentNameParts {
  fileType: number | null;
  channel: number | null;
  extension: string;
}

/**
 * A file name a terminal may use: letters, digits, `_ - . ( )`, at most 50 characters, not starting with a dot.
 * Anything else (slashes, `..`, control characters) is refused rather than cleaned.
 */
export const isSafeAttachmentName = (name: string) =>
  name.length > 0 &&
  name.length <= ATTACHMENT_NAME_SIZE &&
  /^[\w()-][\w.()-]*$/.test(name) &&
  !name.includes("..");

export function attachmentNameParts(name: string): AttachmentNameParts {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const [type, channel] = (dot > 0 ? name.slice(0, dot) : name).split("_");
  const number = (field: string | undefined) => (field && /^\d{1,3}$/.test(field) ? Number(field) : null);
  return { fileType: number(type), channel: number(channel), extension };
}

/** The pieces of `[0, size)` not covered by `received` (sorted, merged [start, end) ranges). */
export function missingPieces(
  received: readonly (readonly [number, number])[],
  size: number,
): AttachmentPiece[] {
  const missing: AttachmentPiece[] = [];
  let at = 0;
  for (const [start, end] of received) {
    if (start > at) missing.push({ offset: at, length: Math.min(start, size) - at });
    at = Math.max(at, end);
    if (at >= size) break;
  }
  if (at < size) missing.push({ offset: at, length: size - at });
  return missing;
}

/**
 * The byte ranges of a file received so far, merged. At most `maxRanges` separate ranges are kept: a terminal
 * that scatters tiny pieces is refused (`add` answers false) instead of growing the list without end.
 */
export class ReceivedRanges {
  private ranges: [number, number][] = [];

  constructor(private readonly maxRanges = 1024) {}

  get list(): readonly (readonly [number, number])[] {
    return this.ranges;
  }

  add(offset: number, length: number): boolean {
    if (length <= 0) return true;
    const merged: [number, number][] = [];
    let start = offset;
    let end = offset + length;
    let placed = false;
    for (const range of this.ranges) {
      if (range[1] < start) merged.push(range);
      else if (range[0] > end) {
        if (!placed) merged.push([start, end]);
        placed = true;
        merged.push(range);
      } else {
        start = Math.min(start, range[0]);
        end = Math.max(end, range[1]);
      }
    }
    if (!placed) merged.push([start, end]);
    if (merged.length > this.maxRanges) return false;
    this.ranges = merged;
    return true;
  }
}

/** A terminal's message on the attachment server. */
export type Jt808AttachmentMessage =
  | { kind: "attachmentInfo"; info: Jt808AttachmentInfo }
  | { kind: "fileInfo"; file: Jt808AttachmentFileInfo }
  | { kind: "fileFinished"; file: Jt808AttachmentFileInfo }
  | { kind: "other" }
  | { kind: "malformed"; reason: string };

/** Reads a message of the attachment server. Never throws. */
export function decodeAttachmentMessage(
  frame: { messageId: number; body: Uint8Array; encryption: number },
  zone: number,
): Jt808AttachmentMessage {
  if (frame.encryption !== 0) return { kind: "malformed", reason: "encrypted body" };
  try {
    switch (frame.messageId) {
      case JT808_ATTACHMENT_MESSAGE.attachmentInfo:
        return { kind: "attachmentInfo", info: decodeAttachmentInfo(frame.body, zone) };
      case JT808_ATTACHMENT_MESSAGE.fileInfo:
        return { kind: "fileInfo", file: decodeAttachmentFileInfo(frame.body) };
      case JT808_ATTACHMENT_MESSAGE.fileFinished:
        return { kind: "fileFinished", file: decodeAttachmentFileInfo(frame.body) };
      default:
        return { kind: "other" };
    }
  } catch (error) {
    if (error instanceof Jt808FormatError || error instanceof RangeError)
      return { kind: "malformed", reason: error.message };
    throw error;
  }
}
