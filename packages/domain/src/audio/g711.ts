/**
 * ITU-T G.711 companding: 16-bit linear PCM to 8-bit A-law or µ-law and back, as JT/T 1078 devices send voice
 * (payload types 6 and 7). The encoders keep the 13 (A-law) or 14 (µ-law) most significant bits, as the standard.
 */

/** Upper ends of the eight segments of 13-bit magnitudes (A-law). */
const ALAW_SEGMENT_ENDS = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff] as const;
/** Upper ends of the eight segments of biased 14-bit magnitudes (µ-law). */
const MULAW_SEGMENT_ENDS = [0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff, 0x1fff] as const;
/** µ-law bias of the 14-bit magnitude (0x84 on 16 bits). */
const MULAW_BIAS = 0x21;
const MULAW_CLIP = 8159;

function segmentOf(value: number, ends: readonly number[]): number {
  for (let segment = 0; segment < ends.length; segment++)
    if (value <= (ends[segment] as number)) return segment;
  return ends.length;
}

/** One 16-bit sample as an A-law byte (even bits inverted, as sent). */
export function alawFromLinear(sample: number): number {
  let magnitude = sample >> 3;
  let mask = 0xd5;
  if (magnitude < 0) {
    mask = 0x55;
    magnitude = -magnitude - 1;
  }
  const segment = segmentOf(magnitude, ALAW_SEGMENT_ENDS);
  if (segment >= 8) return 0x7f ^ mask;
  const mantissa = (segment < 2 ? magnitude >> 1 : magnitude >> segment) & 0x0f;
  return ((segment << 4) | mantissa) ^ mask;
}

/** One A-law byte as a 16-bit sample (the middle of its quantisation interval). */
export function linearFromAlaw(byte: number): number {
  const value = (byte & 0xff) ^ 0x55;
  const segment = (value & 0x70) >> 4;
  let magnitude = ((value & 0x0f) << 4) + 8;
  if (segment > 0) magnitude = (magnitude + 0x100) << (segment - 1);
  return value & 0x80 ? magnitude : -magnitude;
}

/** One 16-bit sample as a µ-law byte (all bits inverted, as sent). */
export function mulawFromLinear(sample: number): number {
  let magnitude = sample >> 2;
  let mask = 0xff;
  if (magnitude < 0) {
    magnitude = -magnitude;
    mask = 0x7f;
  }
  magnitude = Math.min(magnitude, MULAW_CLIP) + MULAW_BIAS;
  const segment = segmentOf(magnitude, MULAW_SEGMENT_ENDS);
  if (segment >= 8) return 0x7f ^ mask;
  return ((segment << 4) | ((magnitude >> (segment + 1)) & 0x0f)) ^ mask;
}

/** One µ-law byte as a 16-bit sample. */
export function linearFromMulaw(byte: number): number {
  const value = ~byte & 0xff;
  const magnitude =
    ((((value & 0x0f) << 3) + (MULAW_BIAS << 2)) << ((value & 0x70) >> 4)) - (MULAW_BIAS << 2);
  return value & 0x80 ? -magnitude : magnitude;
}

export type G711Law = "alaw" | "mulaw";

export function encodeG711(samples: Int16Array, law: G711Law): Uint8Array {
  const encode = law === "alaw" ? alawFromLinear : mulawFromLinear;
  const bytes = new Uint8Array(samples.length);
  for (let index = 0; index < samples.length; index++) bytes[index] = encode(samples[index] as number);
  return bytes;
}

export function decodeG711(bytes: Uint8Array, law: G711Law): Int16Array {
  const decode = law === "alaw" ? linearFromAlaw : linearFromMulaw;
  const samples = new Int16Array(bytes.length);
  for (let index = 0; index < bytes.length; index++) samples[index] = decode(bytes[index] as number);
  return samples;
}
