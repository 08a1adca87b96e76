import { CALL_SAMPLE_RATE } from "@armada/domain";

/**
 * Brings decoded sound (float samples at `sampleRate`, in chunks) to the sound player's 8 kHz 16-bit PCM: each output
 * sample is the mean of the input samples it covers (a box filter against aliasing, enough for a cab microphone's
 * voice), the fraction left at a chunk's end carried to the next so chunks join without a click.
 */
export function createPcmResampler(sampleRate: number) {
  const step = sampleRate / CALL_SAMPLE_RATE;
  let pending = new Float32Array(0);
  let phase = 0;
  return (input: Float32Array): Int16Array => {
    const source = new Float32Array(pending.length + input.length);
    source.set(pending);
    source.set(input, pending.length);
    const output: number[] = [];
    let position = phase;
    while (position + step <= source.length) {
      const from = Math.floor(position);
      const to = Math.max(from + 1, Math.floor(position + step));
      let sum = 0;
      for (let index = from; index < to; index++) sum += source[index] as number;
      output.push(sum / (to - from));
      position += step;
    }
    const consumed = Math.min(source.length, Math.floor(position));
    pending = source.slice(consumed);
    phase = position - consumed;
    return Int16Array.from(output, (sample) => Math.round(Math.max(-1, Math.min(1, sample)) * 32_767));
  };
}
