import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeG726,
  encodeG726,
  type G726Rate,
  G726State,
  g726Bits,
  packG726Codes,
  unpackG726Codes,
} from "./g726.js";
import { fixtureBytes, fixtureSamples, signal } from "./testing/fixtures.js";

const RATES: G726Rate[] = [16, 24, 32, 40];

/** Signal-to-noise ratio of `output` against `reference`, in dB. */
function snr(reference: Int16Array, output: Int16Array): number {
  let power = 0;
  let noise = 0;
  for (let index = 0; index < reference.length; index++) {
    power += (reference[index] as number) ** 2;
    noise += ((reference[index] as number) - (output[index] as number)) ** 2;
  }
  return 10 * Math.log10(power / noise);
}

describe("G.726", () => {
  // ffmpeg's g726 is not the standard to the bit: its scale factor mix rounds the sum (the standard truncates the
  // product), it uses the 2^-8 zero-predictor leak at 40 kbit/s (the standard: 2^-9) and it wraps overflowing
  // samples. With those three changes this codec gave ffmpeg's output sample for sample at all four rates (checked
  // while writing it); these tests hold it to the standard and to ffmpeg within the drift those roundings cause.
  for (const [rate, agreement] of [
    [16, 40],
    [24, 42],
    [32, 46],
  ] as const) {
    it(`decodes ffmpeg's ${rate} kbit/s stream to its output within ${agreement} dB`, () => {
      const codes = unpackG726Codes(fixtureBytes(`g726-${rate}k.bin`), g726Bits(rate), "msb");
      const ours = decodeG726(codes, new G726State(rate));
      // where ffmpeg's sample wrapped past the 16-bit range, compare with what it meant (clamped)
      const theirs = fixtureSamples(`g726-${rate}k.decoded.s16`).map((sample, index) =>
        Math.abs(sample - (ours[index] as number)) > 49_152 ? (sample > 0 ? -32768 : 32767) : sample,
      );
      expect(snr(theirs, ours)).toBeGreaterThan(agreement);
    });
  }

  for (const [rate, quality] of [
    [16, 13],
    [24, 19],
    [32, 25],
    [40, 30],
  ] as const) {
    it(`keeps the voice at ${rate} kbit/s: the reference signal round trip above ${quality} dB`, () => {
      const input = signal();
      const output = decodeG726(encodeG726(input, new G726State(rate)), new G726State(rate));
      expect(snr(input, output)).toBeGreaterThan(quality);
    });
  }

  it("starts from the standard's reset state: silence in, the smallest codes out, silence back", () => {
    const codes = encodeG726(new Int16Array(16), new G726State(32));
    expect(new Set(codes)).toEqual(new Set([15]));
    for (const sample of decodeG726(codes, new G726State(32)))
      expect(Math.abs(sample)).toBeLessThanOrEqual(64);
  });

  it("packs and unpacks codes both ways for every width", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RATES),
        fc.constantFrom("msb" as const, "lsb" as const),
        fc.array(fc.nat(31), { maxLength: 64 }),
        (rate, packing, raw) => {
          const bits = g726Bits(rate);
          // whole bytes only: a frame carries a whole number of bytes of codes
          const codes = raw.slice(0, raw.length - (raw.length % 8)).map((code) => code & ((1 << bits) - 1));
          expect(unpackG726Codes(packG726Codes(codes, bits, packing), bits, packing)).toEqual(codes);
        },
      ),
    );
  });

  it("never leaves the 16-bit range whatever the codes", () => {
    fc.assert(
      fc.property(fc.constantFrom(...RATES), fc.array(fc.nat(31), { maxLength: 400 }), (rate, codes) => {
        for (const sample of decodeG726(codes, new G726State(rate)))
          expect(sample >= -32768 && sample <= 32767).toBe(true);
      }),
    );
  });
});
