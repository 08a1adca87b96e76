import { adtsCodecString, splitAdtsFrames } from "@armada/domain";
import { createPcmResampler } from "./pcmResampler";

/** WebCodecs decodes AAC only in a secure context (HTTPS, or localhost) of a browser that has it. */
export const canDecodeAac = () => typeof AudioDecoder !== "undefined";

/**
 * A channel's AAC sound (the dashcam's ADTS frames, as the server passes them on) decoded with WebCodecs and handed
 * on as the sound player's 8 kHz mono PCM (`onPcm`, an ArrayBuffer of 16-bit little-endian samples). The decoder is
 * configured from the first frame's header (WebCodecs takes ADTS frames whole when no description is given) and made
 * again when the stream's rate or channels change. A frame whose framing does not read is skipped.
 */
export function createAacSoundDecoder(onPcm: (pcm: ArrayBuffer) => void) {
  let decoder: AudioDecoder | null = null;
  let format = "";
  let resample: (input: Float32Array) => Int16Array = () => new Int16Array(0);
  let timestampUs = 0;

  function output(data: AudioData) {
    const channels = data.numberOfChannels;
    const mono = new Float32Array(data.numberOfFrames);
    const plane = new Float32Array(data.numberOfFrames);
    for (let channel = 0; channel < channels; channel++) {
      data.copyTo(plane, { planeIndex: channel, format: "f32-planar" });
      for (let index = 0; index < plane.length; index++)
        mono[index] = (mono[index] as number) + (plane[index] as number) / channels;
    }
    data.close();
    const pcm = resample(mono);
    if (pcm.length > 0) onPcm(pcm.buffer as ArrayBuffer);
  }

  function close() {
    if (decoder && decoder.state !== "closed") decoder.close();
    decoder = null;
  }

  return {
    decode(adts: ArrayBuffer) {
      let frames: ReturnType<typeof splitAdtsFrames>;
      try {
        frames = splitAdtsFrames(new Uint8Array(adts));
      } catch {
        return;
      }
      for (const frame of frames) {
        const frameFormat = `${adtsCodecString(frame)}/${frame.sampleRate}/${frame.channels}`;
        if (!decoder || decoder.state === "closed" || frameFormat !== format) {
          close();
          format = frameFormat;
          resample = createPcmResampler(frame.sampleRate);
          decoder = new AudioDecoder({ output, error: close });
          decoder.configure({
            codec: adtsCodecString(frame),
            sampleRate: frame.sampleRate,
            numberOfChannels: frame.channels,
          });
        }
        decoder.decode(new EncodedAudioChunk({ type: "key", timestamp: timestampUs, data: frame.bytes }));
        timestampUs += Math.round((1024 / frame.sampleRate) * 1e6);
      }
    },
    close,
  };
}
