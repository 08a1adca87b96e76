import {
  bytesFromPcm,
  CALL_CODEC_NAMES,
  type CallAudioCodec,
  createCallAudioCodec,
  JT1078_PAYLOAD,
  liveAudioMessage,
  splitAdtsFrames,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { ReceivedAudio } from "../ingest/index.js";

/** AAC is not decoded here: its ADTS frames go to the browser as they came (checked), which decodes them itself. */
const AAC_PASSTHROUGH = "aac";

/**
 * A dashcam stream's sound (live or played back), as `liveAudioMessage`s for the viewers who turned it on: G.711,
 * G.726 and ADPCM decoded once per stream with the driver call's codecs to 8 kHz PCM; AAC passed on in its ADTS
 * frames for the browser's decoder (docs/decisions.md, "AAC sound"). Once a frame in a codec it plays came, the sound
 * is `offered` (the codec's name).
 */
export function createVideoSound(logger: FastifyBaseLogger) {
  let decoder: { payloadType: number; codec: CallAudioCodec | typeof AAC_PASSTHROUGH } | "none" | null = null;

  function forward(
    received: ReceivedAudio,
    codec: CallAudioCodec | typeof AAC_PASSTHROUGH,
  ): Uint8Array | null {
    try {
      if (codec === AAC_PASSTHROUGH)
        return splitAdtsFrames(received.frame).length === 0 ? null : liveAudioMessage(received.frame, "aac");
      const pcm = codec.decode(received.frame);
      return pcm.length === 0 ? null : liveAudioMessage(bytesFromPcm(pcm));
    } catch {
      // a frame that does not decode (or, AAC, whose ADTS framing does not read) is skipped
      return null;
    }
  }

  return {
    /** the codec's name once offered, else null */
    get offered(): string | null {
      if (!decoder || decoder === "none") return null;
      return CALL_CODEC_NAMES[decoder.payloadType] ?? String(decoder.payloadType);
    },
    /** the frame as a sound message, null when it is not offered or does not decode */
    decode(received: ReceivedAudio): Uint8Array | null {
      if (decoder === "none") return null;
      if (decoder && decoder.payloadType !== received.payloadType) decoder = null;
      if (!decoder) {
        const codec =
          received.payloadType === JT1078_PAYLOAD.aac
            ? AAC_PASSTHROUGH
            : createCallAudioCodec(received.payloadType);
        if (!codec) {
          decoder = "none";
          logger.info({ payloadType: received.payloadType }, "video sound in a codec Armada cannot play");
          return null;
        }
        decoder = { payloadType: received.payloadType, codec };
      }
      return forward(received, decoder.codec);
    },
  };
}

export type VideoSound = ReturnType<typeof createVideoSound>;
