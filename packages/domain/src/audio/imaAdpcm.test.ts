import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeImaAdpcmBlock, encodeImaAdpcmBlock, ImaAdpcmState } from "./imaAdpcm.js";
import { fixtureBytes, fixtureSamples, signal } from "./testing/fixtures.js";

/** The `data` chunk of a RIFF/WAVE file. */
function wavData(file: Uint8Array): Uint8Array {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let offset = 12; offset + 8 <= file.length; ) {
    const size = view.getUint32(offset + 4, true);
    if (String.fromCharCode(...file.subarray(offset, offset + 4)) === "data")
      return file.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error("no data chunk");
}

const BLOCK = 256;

describe("IMA ADPCM", () => {
  it("decodes ffmpeg's IMA ADPCM blocks of the reference signal: same length, same header samples, within 30 dB", () => {
    // ffmpeg reconstructs a code as ((2 × code + 1) × step) >> 3, the IMA recommendation (and this decoder) as the
    // sum of the step's shifts: the two differ by rounding only.
    const data = wavData(fixtureBytes("ima.wav"));
    const theirs = fixtureSamples("ima.decoded.s16");
    const ours: number[] = [];
    for (let offset = 0; offset < data.length; offset += BLOCK) {
      const samples = decodeImaAdpcmBlock(data.subarray(offset, offset + BLOCK));
      expect(samples).toHaveLength(505);
      expect(samples[0]).toBe(theirs[ours.length]);
      ours.push(...samples);
    }
    expect(ours).toHaveLength(theirs.length);
    let power = 0;
    let noise = 0;
    for (let index = 0; index < ours.length; index++) {
      power += (theirs[index] as number) ** 2;
      noise += ((theirs[index] as number) - (ours[index] as number)) ** 2;
    }
    expect(10 * Math.log10(power / noise)).toBeGreaterThan(30);
  });

  it("keeps the voice: the reference signal in 321-sample blocks and back above 20 dB", () => {
    const input = signal();
    const state = new ImaAdpcmState();
    let power = 0;
    let noise = 0;
    for (let offset = 0; offset + 321 <= input.length; offset += 321) {
      const chunk = input.subarray(offset, offset + 321);
      const block = encodeImaAdpcmBlock(chunk, state);
      expect(block).toHaveLength(4 + 160);
      const output = decodeImaAdpcmBlock(block);
      for (let index = 0; index < chunk.length; index++) {
        power += (chunk[index] as number) ** 2;
        noise += ((chunk[index] as number) - (output[index] as number)) ** 2;
      }
    }
    expect(10 * Math.log10(power / noise)).toBeGreaterThan(20);
  });

  it("encoder and decoder stay in step: the encoder's state is what the decoder outputs", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 200 }), (values) => {
        const encoder = new ImaAdpcmState();
        const decoder = new ImaAdpcmState();
        for (const value of values) {
          const nibble = encoder.encode(value);
          expect(nibble).toBeLessThan(16);
          expect(decoder.decode(nibble)).toBe(encoder.predictor);
          expect(decoder.index).toBe(encoder.index);
        }
      }),
    );
  });

  it("reads any bytes as a block without throwing, within the 16-bit range", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        for (const sample of decodeImaAdpcmBlock(bytes))
          expect(sample >= -32768 && sample <= 32767).toBe(true);
      }),
    );
  });
});
