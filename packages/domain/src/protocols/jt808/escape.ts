import { JT808_ESCAPE, JT808_FLAG } from "./constants.js";

/** 7E → 7D 02 and 7D → 7D 01, for the bytes between the two flags. */
export function escapeJt808(bytes: Uint8Array): Uint8Array {
  let extra = 0;
  for (const byte of bytes) if (byte === JT808_FLAG || byte === JT808_ESCAPE) extra++;
  const out = new Uint8Array(bytes.length + extra);
  let at = 0;
  for (const byte of bytes) {
    if (byte === JT808_FLAG || byte === JT808_ESCAPE) {
      out[at++] = JT808_ESCAPE;
      out[at++] = byte === JT808_FLAG ? 0x02 : 0x01;
    } else out[at++] = byte;
  }
  return out;
}

/** The reverse of escapeJt808; null when a 7D is not followed by 01 or 02. */
export function unescapeJt808(bytes: Uint8Array): Uint8Array | null {
  const out = new Uint8Array(bytes.length);
  let at = 0;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index] as number;
    if (byte !== JT808_ESCAPE) {
      out[at++] = byte;
      continue;
    }
    const next = bytes[++index];
    if (next === 0x01) out[at++] = JT808_ESCAPE;
    else if (next === 0x02) out[at++] = JT808_FLAG;
    else return null;
  }
  return out.slice(0, at);
}

/** The check code: XOR of every byte from the header to the end of the body. */
export function jt808CheckCode(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let check = 0;
  for (let index = start; index < end; index++) check ^= bytes[index] as number;
  return check;
}
