import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  alawFromLinear,
  decodeG711,
  encodeG711,
  linearFromAlaw,
  linearFromMulaw,
  mulawFromLinear,
} from "./g711.js";
import { fixtureBytes, fixtureSamples, signal } from "./testing/fixtures.js";

describe("G.711", () => {
  it("decodes ffmpeg's A-law and µ-law of the reference signal sample for sample", () => {
    expect(decodeG711(fixtureBytes("alaw.bin"), "alaw")).toEqual(fixtureSamples("alaw.decoded.s16"));
    expect(decodeG711(fixtureBytes("mulaw.bin"), "mulaw")).toEqual(fixtureSamples("mulaw.decoded.s16"));
  });

  it("encodes the reference signal as ffmpeg does but where a sample sits on a decision level", () => {
    // ffmpeg decides at the midpoint of the 14-bit reconstruction levels, the standard truncates to 13 (A-law)
    // or 14 (µ-law) bits: the two differ only by one level, for samples between the two decision points.
    const input = signal();
    for (const law of ["alaw", "mulaw"] as const) {
      const ours = decodeG711(encodeG711(input, law), law);
      const theirs = fixtureSamples(`${law}.decoded.s16`);
      let differing = 0;
      for (let index = 0; index < input.length; index++) {
        if (ours[index] === theirs[index]) continue;
        differing++;
        const sample = input[index] as number;
        // both are a nearest or next-nearest level of the sample: neither is further than the two levels' gap
        const gap = Math.abs((ours[index] as number) - (theirs[index] as number));
        expect(Math.abs((ours[index] as number) - sample)).toBeLessThanOrEqual(gap);
      }
      expect(differing / input.length).toBeLessThan(0.05);
    }
  });

  it("knows the standard's fixed points: silence, and the extremes", () => {
    expect(alawFromLinear(0)).toBe(0xd5);
    expect(mulawFromLinear(0)).toBe(0xff);
    expect(alawFromLinear(32767)).toBe(0xaa);
    expect(alawFromLinear(-32768)).toBe(0x2a);
    expect(mulawFromLinear(32767)).toBe(0x80);
    expect(mulawFromLinear(-32768)).toBe(0x00);
    expect(linearFromAlaw(0xd5)).toBe(8);
    expect(linearFromMulaw(0xff)).toBe(0);
    expect(linearFromAlaw(0xaa)).toBe(32256);
    expect(linearFromMulaw(0x80)).toBe(32124);
  });

  it("decodes every code to the value it encodes back to", () => {
    for (let code = 0; code < 256; code++) {
      expect(alawFromLinear(linearFromAlaw(code))).toBe(code);
      // µ-law has two codes for zero (0x7f and 0xff); both decode to 0, which encodes as 0xff
      if (code !== 0x7f) expect(mulawFromLinear(linearFromMulaw(code))).toBe(code);
    }
  });

  it("keeps the error within half a quantisation step of the sample's segment", () => {
    fc.assert(
      fc.property(fc.integer({ min: -32768, max: 32767 }), (sample) => {
        const magnitude = Math.abs(sample);
        // segment step: 16 (A-law, 13-bit LSB × 2) doubling per segment above the first two
        const alawStep = Math.max(32, 2 ** Math.ceil(Math.log2(magnitude + 1)) / 16);
        expect(Math.abs(linearFromAlaw(alawFromLinear(sample)) - sample)).toBeLessThanOrEqual(alawStep);
        const mulawStep = Math.max(8, 2 ** Math.ceil(Math.log2(magnitude + 132)) / 16);
        expect(Math.abs(linearFromMulaw(mulawFromLinear(sample)) - sample)).toBeLessThanOrEqual(
          Math.max(mulawStep, magnitude > 32124 ? magnitude - 32124 + mulawStep : 0),
        );
      }),
    );
  });

  it("round-trips buffers of any length", () => {
    const samples = Int16Array.of(0, 1000, -1000, 32767, -32768);
    expect(decodeG711(encodeG711(samples, "alaw"), "alaw")).toHaveLength(5);
    expect(decodeG711(new Uint8Array(0), "mulaw")).toHaveLength(0);
  });
});
