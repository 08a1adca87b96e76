import { type FrameSize, SizedFrameSplitter } from "../tracker/sizedFrameSplitter.js";
import { asciiBytes } from "../tracker/trackerCodec.js";

/** `$$` (device to server) or `@@` (server to device), the flag, the length digits and the comma before the IMEI */
const HEADER = /^(\$\$|@@)([\x41-\x7a])(\d{1,4}),/;
/** the longest frame Armada accepts (a CCC batch of cached records is the longest a device sends) */
const MAX_FRAME = 4096;

/** Sum of the bytes modulo 256 as two upper-case hex digits: the Meitrack checksum. */
export const meitrackChecksum = (bytes: Uint8Array, start = 0, end = bytes.length) => {
  let sum = 0;
  for (let index = start; index < end; index++) sum += bytes[index] as number;
  return (sum & 0xff).toString(16).toUpperCase().padStart(2, "0");
};

/**
 * One Meitrack frame: `<prefix><flag><length>,<IMEI>,<body>*<checksum>\r\n`, the length counting from the comma
 * before the IMEI to the line end, the checksum summing every byte up to and with the `*`.
 */
export function meitrackFrame(prefix: "$$" | "@@", flag: string, imei: string, body: string): Uint8Array {
  const tail = `,${imei},${body}*`;
  const head = `${prefix}${flag}${tail.length + 4}`;
  const summed = asciiBytes(head + tail);
  return asciiBytes(`${head}${tail}${meitrackChecksum(summed)}\r\n`);
}

/** The header of a frame: where the comma before the IMEI is and the declared length from there; null when none. */
export function meitrackHeader(bytes: Uint8Array, start = 0): { comma: number; length: number } | null {
  const text = String.fromCharCode(...bytes.subarray(start, start + 8));
  const header = HEADER.exec(text);
  if (!header) return null;
  return { comma: start + header[0].length - 1, length: Number(header[3]) };
}

/** Frames by their `$$` start and declared length (a CCC batch is binary: no line end to split on). */
function meitrackFrameSize(bytes: Uint8Array, offset: number): FrameSize {
  if (bytes[offset] !== 0x24 || (offset + 1 < bytes.length && bytes[offset + 1] !== 0x24)) return "skip";
  const header = meitrackHeader(bytes, offset);
  // without a header the rest of it may still be coming
  if (!header) return bytes.length - offset < 8 ? "more" : "skip";
  const end = header.comma + header.length;
  return header.length < 8 || end - offset > MAX_FRAME ? "skip" : end - offset;
}

export class MeitrackFrameSplitter extends SizedFrameSplitter {
  constructor() {
    super(meitrackFrameSize);
  }
}
