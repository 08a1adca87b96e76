import { decodeG711, encodeG711 } from "../audio/g711.js";
import {
  decodeG726,
  encodeG726,
  type G726Packing,
  type G726Rate,
  G726State,
  g726Bits,
  packG726Codes,
  unpackG726Codes,
} from "../audio/g726.js";
import { decodeImaAdpcmBlock, encodeImaAdpcmBlock, ImaAdpcmState } from "../audio/imaAdpcm.js";
import type { Jt1078Attributes } from "../protocols/jt808/jt1078Realtime.js";
import { JT1078_PAYLOAD } from "../protocols/jt808/jt1078Stream.js";
import { CALL_SAMPLE_RATE } from "./driverCall.js";

/** Payload types a driver call can speak (JT/T 1078 table 12). */
export const CALL_PAYLOAD_TYPES: readonly number[] = [
  JT1078_PAYLOAD.g711a,
  JT1078_PAYLOAD.g711u,
  JT1078_PAYLOAD.g726,
  JT1078_PAYLOAD.adpcma,
];

/** Names of the JT/T 1078 audio payload types (the call log, the refusal of a codec calls cannot speak). */
export const CALL_CODEC_NAMES: Readonly<Record<number, string>> = {
  [JT1078_PAYLOAD.g711a]: "G.711 A-law",
  [JT1078_PAYLOAD.g711u]: "G.711 µ-law",
  [JT1078_PAYLOAD.g726]: "G.726",
  [JT1078_PAYLOAD.aac]: "AAC",
  [JT1078_PAYLOAD.adpcma]: "IMA ADPCM",
};

/** Audio frames a call takes: 10 ms to half a second at 8 kHz. */
const FRAME_SAMPLES = { min: 80, max: 4000 } as const;

export type CallAudioDeclaration =
  | { kind: "supported"; payloadType: number; samplesPerFrame: number | null }
  | { kind: "unsupported"; payloadType: number; sampleRate: number | null };

/**
 * What a terminal's audio attributes (0x1003) mean for a call: the payload type its voice comes in and its frame
 * size (null when out of range: the packets will tell), or `unsupported` when Armada cannot speak it (a codec
 * outside CALL_PAYLOAD_TYPES, or another rate than 8 kHz).
 */
export function callAudioOf(attributes: Jt1078Attributes): CallAudioDeclaration {
  const payloadType = attributes.audioCodec;
  const rateOk = attributes.sampleRate === null || attributes.sampleRate === CALL_SAMPLE_RATE;
  if (!CALL_PAYLOAD_TYPES.includes(payloadType) || !rateOk)
    return { kind: "unsupported", payloadType, sampleRate: attributes.sampleRate };
  const frame = attributes.audioFrameLength;
  const samplesPerFrame = frame >= FRAME_SAMPLES.min && frame <= FRAME_SAMPLES.max ? frame : null;
  return { kind: "supported", payloadType, samplesPerFrame };
}

export interface CallAudioCodecOptions {
  /** samples per audio frame from the terminal's attributes (0x1003): tells the G.726 rate */
  samplesPerFrame?: number | null;
  g726Packing?: G726Packing;
}

/**
 * Hisilicon-based dashcams put a 4-byte header before each audio frame: 00 01, the rest's length in 16-bit words,
 * 00. It is taken off when present, and put on what is sent back once the terminal was seen using it.
 */
const HISILICON_HEADER_BYTES = 4;
const hasHisiliconHeader = (frame: Uint8Array) =>
  frame.length > HISILICON_HEADER_BYTES &&
  frame[0] === 0x00 &&
  frame[1] === 0x01 &&
  frame[3] === 0x00 &&
  (frame[2] as number) * 2 === frame.length - HISILICON_HEADER_BYTES;

const G726_RATES: readonly G726Rate[] = [16, 24, 32, 40];
function g726RateOf(frameBytes: number, samplesPerFrame: number | null | undefined): G726Rate {
  if (!samplesPerFrame) return 32;
  const bits = Math.round((frameBytes * 8) / samplesPerFrame);
  return G726_RATES.find((rate) => g726Bits(rate) === bits) ?? 32;
}

/**
 * One call's audio codec for a terminal's payload type: decode its frames to 8 kHz PCM, encode the operator's PCM
 * back in the same codec. Stateful (G.726 and ADPCM adapt from frame to frame): one per call and direction pair.
 * Null for a payload type a call cannot speak (AAC, video).
 */
export function createCallAudioCodec(payloadType: number, options: CallAudioCodecOptions = {}) {
  if (!CALL_PAYLOAD_TYPES.includes(payloadType)) return null;
  const packing = options.g726Packing ?? "lsb";
  let hisilicon = false;
  let g726: { rate: G726Rate; decoder: G726State; encoder: G726State } | null = null;
  const adpcm = new ImaAdpcmState();

  function decodeBody(body: Uint8Array): Int16Array {
    switch (payloadType) {
      case JT1078_PAYLOAD.g711a:
        return decodeG711(body, "alaw");
      case JT1078_PAYLOAD.g711u:
        return decodeG711(body, "mulaw");
      case JT1078_PAYLOAD.g726: {
        if (!g726) {
          const rate = g726RateOf(body.length, options.samplesPerFrame);
          g726 = { rate, decoder: new G726State(rate), encoder: new G726State(rate) };
        }
        return decodeG726(unpackG726Codes(body, g726Bits(g726.rate), packing), g726.decoder);
      }
      default:
        return decodeImaAdpcmBlock(body);
    }
  }

  function encodeBody(samples: Int16Array): Uint8Array {
    switch (payloadType) {
      case JT1078_PAYLOAD.g711a:
        return encodeG711(samples, "alaw");
      case JT1078_PAYLOAD.g711u:
        return encodeG711(samples, "mulaw");
      case JT1078_PAYLOAD.g726: {
        g726 ??= { rate: 32, decoder: new G726State(32), encoder: new G726State(32) };
        return packG726Codes(encodeG726(samples, g726.encoder), g726Bits(g726.rate), packing);
      }
      default:
        return encodeImaAdpcmBlock(samples, adpcm);
    }
  }

  return {
    payloadType,
    decode(frame: Uint8Array): Int16Array {
      if (hasHisiliconHeader(frame)) {
        hisilicon = true;
        return decodeBody(frame.subarray(HISILICON_HEADER_BYTES));
      }
      return decodeBody(frame);
    },
    encode(samples: Int16Array): Uint8Array {
      const body = encodeBody(samples);
      if (!hisilicon || body.length % 2 !== 0 || body.length > 0x1fe) return body;
      const framed = new Uint8Array(HISILICON_HEADER_BYTES + body.length);
      framed.set([0x00, 0x01, body.length / 2, 0x00]);
      framed.set(body, HISILICON_HEADER_BYTES);
      return framed;
    },
  };
}

export type CallAudioCodec = NonNullable<ReturnType<typeof createCallAudioCodec>>;
