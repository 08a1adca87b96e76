import { encodeGt06Packet } from "./encode.js";
import type { Gt06Frame } from "./frameSplitter.js";

/**
 * Online commands (Concox GT06 protocol, "server sends command to terminal"): the server sends 0x80, the device
 * answers with 0x15 (ASCII text) or, on newer firmwares, 0x21 (text with an encoding flag). The server flag is
 * 4 bytes the device copies into its answer: Armada puts the command's id there to match the answer.
 */
export const GT06_COMMAND_PROTOCOL = {
  command: 0x80,
  reply: 0x15,
  replyEncoded: 0x21,
} as const;

/** Language word after the command text: 0x0001 Chinese, 0x0002 English (the devices answer in it). */
export const GT06_COMMAND_LANGUAGE = { chinese: 0x0001, english: 0x0002 } as const;

/** Encoding flag of a 0x21 answer. */
export const GT06_REPLY_ENCODING = { ascii: 0x01, utf16: 0x02 } as const;

/** Longest command text that fits a `78 78` packet with the server flag and language. */
export const GT06_COMMAND_MAX_LENGTH = 0xff - (1 + 1 + 4 + 2 + 2 + 2);

/** Printable ASCII, the only characters the devices' command parsers read. */
export const GT06_COMMAND_TEXT = /^[\x20-\x7e]+$/;

export interface Gt06CommandInput {
  /** 0..2^32-1, copied by the device into its answer */
  serverFlag: number;
  /** printable ASCII, at most GT06_COMMAND_MAX_LENGTH characters, e.g. `WHERE#` */
  text: string;
  /** GT06_COMMAND_LANGUAGE; left out of the packet when undefined (firmwares that predate it) */
  language?: number | undefined;
}

/**
 * 0x80: length of the command (server flag + text), server flag (4 bytes), the text in ASCII, then the language
 * word when given.
 */
export function encodeGt06Command(input: Gt06CommandInput, serial: number): Uint8Array {
  const { serverFlag, text, language } = input;
  if (!Number.isInteger(serverFlag) || serverFlag < 0 || serverFlag > 0xffff_ffff)
    throw new RangeError("server flag must fit 4 bytes");
  if (!GT06_COMMAND_TEXT.test(text)) throw new RangeError("command text must be printable ASCII");
  if (text.length > GT06_COMMAND_MAX_LENGTH) throw new RangeError("command text too long");
  const content = new Uint8Array(1 + 4 + text.length + (language === undefined ? 0 : 2));
  content[0] = 4 + text.length;
  writeU32(content, 1, serverFlag);
  for (let index = 0; index < text.length; index++) content[5 + index] = text.charCodeAt(index);
  if (language !== undefined) {
    content[5 + text.length] = (language >> 8) & 0xff;
    content[6 + text.length] = language & 0xff;
  }
  return encodeGt06Packet(GT06_COMMAND_PROTOCOL.command, content, serial);
}

/** A 0x80 command as the device reads it (what simulators and tests need); null when it is not one. */
export function decodeGt06Command(frame: Gt06Frame): Gt06CommandInput | null {
  const { protocol, content } = frame;
  const length = content[0];
  if (protocol !== GT06_COMMAND_PROTOCOL.command || length === undefined || length < 4) return null;
  if (content.length < 1 + length) return null;
  const command: Gt06CommandInput = {
    serverFlag: readU32(content, 1),
    text: asciiDecoder.decode(content.subarray(5, 1 + length)),
  };
  if (content.length >= 3 + length)
    command.language = ((content[1 + length] as number) << 8) | (content[2 + length] as number);
  return command;
}

export interface Gt06CommandReply {
  kind: "commandReply";
  protocol: number;
  serial: number;
  /** the server flag of the command answered */
  serverFlag: number;
  /** the device's answer, control characters removed */
  text: string;
  /** 0x15: the language word, when sent */
  language?: number | undefined;
  /** 0x21: GT06_REPLY_ENCODING */
  encoding?: number | undefined;
}

export type Gt06CommandReplyResult = Gt06CommandReply | { kind: "malformed"; reason: string };

const asciiDecoder = new TextDecoder("latin1");
const utf16Decoder = new TextDecoder("utf-16be");
// biome-ignore lint/suspicious/noControlCharactersInRegex: what a device may put in its answer but nobody reads
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const readU32 = (bytes: Uint8Array, offset: number) =>
  (((bytes[offset] as number) << 24) >>> 0) +
  ((bytes[offset + 1] as number) << 16) +
  ((bytes[offset + 2] as number) << 8) +
  (bytes[offset + 3] as number);

const cleanText = (text: string) => text.replace(CONTROL, "").trim();

/**
 * 0x15: length of the command (server flag + text), server flag, text, optional language word.
 * 0x21: server flag, encoding flag (1 ASCII, 2 UTF-16BE), text to the end. Never throws.
 */
export function decodeGt06CommandReply(frame: Gt06Frame): Gt06CommandReplyResult {
  const { protocol, serial, content } = frame;
  if (protocol === GT06_COMMAND_PROTOCOL.reply) {
    const length = content[0];
    if (length === undefined || length < 4 || content.length < 1 + length)
      return { kind: "malformed", reason: "command length exceeds the packet" };
    const text = cleanText(asciiDecoder.decode(content.subarray(5, 1 + length)));
    const reply: Gt06CommandReply = {
      kind: "commandReply",
      protocol,
      serial,
      serverFlag: readU32(content, 1),
      text,
    };
    if (content.length >= 3 + length)
      reply.language = ((content[1 + length] as number) << 8) | (content[2 + length] as number);
    return reply;
  }
  if (protocol === GT06_COMMAND_PROTOCOL.replyEncoded) {
    if (content.length < 5) return { kind: "malformed", reason: "packet too short" };
    const encoding = content[4] as number;
    const body = content.subarray(5);
    const decoder = encoding === GT06_REPLY_ENCODING.utf16 ? utf16Decoder : asciiDecoder;
    const text = cleanText(decoder.decode(body));
    return { kind: "commandReply", protocol, serial, serverFlag: readU32(content, 0), text, encoding };
  }
  return { kind: "malformed", reason: "not a command reply" };
}

/** A device's 0x15 answer (what the simulator and tests send): the command's server flag and the answer text. */
export function encodeGt06CommandReply(
  input: { serverFlag: number; text: string; language?: number | undefined },
  serial: number,
): Uint8Array {
  const text = Uint8Array.from(input.text, (char) => char.charCodeAt(0) & 0xff);
  const content = new Uint8Array(1 + 4 + text.length + (input.language === undefined ? 0 : 2));
  content[0] = 4 + text.length;
  writeU32(content, 1, input.serverFlag);
  content.set(text, 5);
  if (input.language !== undefined) {
    content[5 + text.length] = (input.language >> 8) & 0xff;
    content[6 + text.length] = input.language & 0xff;
  }
  return encodeGt06Packet(GT06_COMMAND_PROTOCOL.reply, content, serial);
}

/** A device's 0x21 answer in a `79 79` packet: server flag, encoding flag, the text in that encoding. */
export function encodeGt06EncodedReply(
  input: { serverFlag: number; text: string; encoding: number },
  serial: number,
): Uint8Array {
  const utf16 = input.encoding === GT06_REPLY_ENCODING.utf16;
  const text = new Uint8Array(utf16 ? input.text.length * 2 : input.text.length);
  for (let index = 0; index < input.text.length; index++) {
    const code = input.text.charCodeAt(index);
    if (utf16) {
      text[index * 2] = code >> 8;
      text[index * 2 + 1] = code & 0xff;
    } else text[index] = code & 0xff;
  }
  const content = new Uint8Array(5 + text.length);
  writeU32(content, 0, input.serverFlag);
  content[4] = input.encoding;
  content.set(text, 5);
  return encodeGt06Packet(GT06_COMMAND_PROTOCOL.replyEncoded, content, serial, true);
}

function writeU32(bytes: Uint8Array, offset: number, value: number) {
  bytes[offset] = (value >>> 24) & 0xff;
  bytes[offset + 1] = (value >>> 16) & 0xff;
  bytes[offset + 2] = (value >>> 8) & 0xff;
  bytes[offset + 3] = value & 0xff;
}
