import { asciiBytes, type TrackerSplitter } from "../tracker/trackerCodec.js";

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
export class MeitrackFrameSplitter implements TrackerSplitter {
  private buffer = new Uint8Array(0);
  discardedBytes = 0;

  push(chunk: Uint8Array): Uint8Array[] {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    const frames: Uint8Array[] = [];
    let offset = 0;
    while (offset < joined.length) {
      if (joined[offset] !== 0x24 || (offset + 1 < joined.length && joined[offset + 1] !== 0x24)) {
        offset += 1;
        this.discardedBytes += 1;
        continue;
      }
      const header = meitrackHeader(joined, offset);
      if (!header) {
        if (joined.length - offset < 8) break; // the header may still be coming
        offset += 1;
        this.discardedBytes += 1;
        continue;
      }
      const end = header.comma + header.length;
      if (header.length < 8 || end - offset > MAX_FRAME) {
        offset += 1;
        this.discardedBytes += 1;
        continue;
      }
      if (end > joined.length) break;
      frames.push(joined.slice(offset, end));
      offset = end;
    }
    this.buffer = joined.slice(offset);
    return frames;
  }
}
