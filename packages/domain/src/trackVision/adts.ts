/**
 * AAC in ADTS framing, as dashcams send it in JT/T 1078 audio packets (payload type 19): each frame a 7-byte header
 * (9 with its CRC) then one raw AAC frame. Read here only to know the stream's object type, sample rate and
 * channels; the browser decodes the frames themselves (WebCodecs takes ADTS as it comes).
 */

/** sampling_frequency_index → Hz (ISO/IEC 14496-3 table 1.18; 13 and 14 are reserved, 15 is explicit, not in ADTS) */
export const ADTS_SAMPLE_RATES = [
  96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000, 7_350,
] as const;

const HEADER_BYTES = 7;
const CRC_BYTES = 2;

export class AdtsFormatError extends Error {}

export interface AdtsFrame {
  /** MPEG-4 audio object type: 2 is AAC LC */
  objectType: number;
  sampleRate: number;
  /** channel configuration (1 mono, 2 stereo, ...; 0: told in the stream, not supported here) */
  channels: number;
  /** the whole frame, header included (what a decoder of ADTS takes) */
  bytes: Uint8Array;
  /** the raw AAC frame after the header (and CRC) */
  payload: Uint8Array;
}

/** Reads the ADTS frame starting at `offset`; AdtsFormatError when there is none or it is cut short. */
export function readAdtsFrame(bytes: Uint8Array, offset = 0): AdtsFrame {
  if (bytes.length - offset < HEADER_BYTES) throw new AdtsFormatError("ADTS header cut short");
  const byte = (index: number) => bytes[offset + index] as number;
  if (byte(0) !== 0xff || (byte(1) & 0xf6) !== 0xf0) throw new AdtsFormatError("no ADTS sync word");
  const protectionAbsent = (byte(1) & 0x01) === 1;
  const objectType = (byte(2) >> 6) + 1;
  const sampleRateIndex = (byte(2) >> 2) & 0x0f;
  const channels = ((byte(2) & 0x01) << 2) | (byte(3) >> 6);
  const length = ((byte(3) & 0x03) << 11) | (byte(4) << 3) | (byte(5) >> 5);
  const sampleRate = ADTS_SAMPLE_RATES[sampleRateIndex];
  if (sampleRate === undefined)
    throw new AdtsFormatError(`reserved ADTS sample rate index ${sampleRateIndex}`);
  if (channels === 0) throw new AdtsFormatError("ADTS channel configuration 0 is not supported");
  const headerLength = HEADER_BYTES + (protectionAbsent ? 0 : CRC_BYTES);
  if (length < headerLength) throw new AdtsFormatError(`ADTS frame length ${length} below its header`);
  if (offset + length > bytes.length) throw new AdtsFormatError("ADTS frame cut short");
  const frame = bytes.subarray(offset, offset + length);
  return { objectType, sampleRate, channels, bytes: frame, payload: frame.subarray(headerLength) };
}

/** Splits a JT/T 1078 audio payload into its ADTS frames (one or more, back to back). */
export function splitAdtsFrames(bytes: Uint8Array): AdtsFrame[] {
  const frames: AdtsFrame[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const frame = readAdtsFrame(bytes, offset);
    frames.push(frame);
    offset += frame.bytes.length;
  }
  return frames;
}

/** The WebCodecs / MSE codec string of the frame's stream (`mp4a.40.2` for AAC LC). */
export const adtsCodecString = (frame: Pick<AdtsFrame, "objectType">) => `mp4a.40.${frame.objectType}`;
