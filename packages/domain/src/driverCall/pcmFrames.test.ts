import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytesFromPcm, PcmFramer, pcmFromBytes } from "./pcmFrames.js";

const samples = fc.array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 3000 });

describe("call audio relay framing", () => {
  it("PCM survives the socket's little-endian bytes", () => {
    fc.assert(
      fc.property(samples, (values) => {
        const pcm = Int16Array.from(values);
        expect(pcmFromBytes(bytesFromPcm(pcm))).toEqual(pcm);
      }),
    );
  });

  it("cuts pieces of any size into whole 640-sample frames, in order, losing nothing", () => {
    fc.assert(
      fc.property(samples, fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 20 }), (values, cuts) => {
        const framer = new PcmFramer();
        const pcm = Int16Array.from(values);
        const frames: Int16Array[] = [];
        let at = 0;
        for (const cut of [...cuts, pcm.length]) {
          frames.push(...framer.push(pcm.subarray(at, Math.min(pcm.length, at + cut))));
          at = Math.min(pcm.length, at + cut);
        }
        frames.push(...framer.push(pcm.subarray(at)));
        expect(frames.every((frame) => frame.length === 640)).toBe(true);
        expect(frames.length).toBe(Math.floor(pcm.length / 640));
        expect(framer.buffered).toBe(pcm.length % 640);
        const joined = frames.flatMap((frame) => [...frame]);
        expect(joined).toEqual(values.slice(0, joined.length));
      }),
    );
  });

  it("drops an odd trailing byte instead of reading past the frame", () => {
    expect([...pcmFromBytes(Uint8Array.of(0x01, 0x80, 0x7f))]).toEqual([-32767]);
  });
});
