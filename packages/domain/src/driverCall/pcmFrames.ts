import { VOIP_BUFFER_SIZE } from "./driverCall.js";

/** Little-endian 16-bit PCM bytes (the call socket's binary frames) as samples; an odd last byte is dropped. */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(bytes.length >> 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let index = 0; index < samples.length; index++) samples[index] = view.getInt16(index * 2, true);
  return samples;
}

export function bytesFromPcm(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < samples.length; index++)
    view.setInt16(index * 2, samples[index] as number, true);
  return bytes;
}

/**
 * Cuts a stream of samples that comes in pieces of any size into frames of `size` samples (the spec's voip buffer,
 * 640 = 80 ms at 8 kHz), keeping the remainder for the next push.
 */
export class PcmFramer {
  private pending = new Int16Array(0);

  constructor(readonly size = VOIP_BUFFER_SIZE) {}

  push(samples: Int16Array): Int16Array[] {
    const joined = new Int16Array(this.pending.length + samples.length);
    joined.set(this.pending);
    joined.set(samples, this.pending.length);
    const frames: Int16Array[] = [];
    let at = 0;
    for (; at + this.size <= joined.length; at += this.size) frames.push(joined.slice(at, at + this.size));
    this.pending = joined.slice(at);
    return frames;
  }

  get buffered(): number {
    return this.pending.length;
  }
}
