import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inMeasuredRange, MEASURED_RANGES } from "../../tracking/measuredRanges.js";
import { encodeMeitrackPosition } from "../meitrack/encode.js";
import { TRACKER_PROTOCOLS } from "../registry.js";
import { encodeRuptelaPosition } from "../ruptela/encode.js";
import { avlPacket } from "../teltonika/codec.js";
import { asciiBytes, type TrackerMessage } from "./trackerCodec.js";

const RUNS = { numRuns: 300 };

/** Valid frames of each codec, to mutate. */
const SAMPLES: Record<string, Uint8Array[]> = {
  teltonika: [
    avlPacket(
      Uint8Array.from(
        Buffer.from(
          "0801000001A22198ED00013FAC87AAFC51C0C4000C005A09003600EF0904EF01F001150471570242313843100402100001E24048000000F5014E00000000DEADBEEF01",
          "hex",
        ),
      ),
    ),
    Uint8Array.from(Buffer.from("000F333536333037303432343431303133", "hex")),
  ],
  h02: [asciiBytes("*HQ,865205030330012,V1,101500,A,0610.5066,S,10649.6293,E,10.00,270,281126,FFFFFBFF#")],
  gps103: [
    asciiBytes(
      "imei:359586015829802,tracker,2611281715,,F,101500.000,A,0610.5066,S,10649.6293,E,20.00,45,12.5;",
    ),
    asciiBytes("##,imei:359586015829802,A;"),
  ],
  meitrack: [
    encodeMeitrackPosition("353358017784062", {
      time: new Date("2026-11-28T10:00:00Z"),
      latitude: -6.17511,
      longitude: 106.827153,
      speedKmh: 54,
      course: 90,
      ignition: true,
    }),
    asciiBytes("$$C28,353358017784062,C01,OK*EF\r\n"),
  ],
  ruptela: [
    encodeRuptelaPosition("356307042441013", {
      time: new Date("2026-11-28T10:00:00Z"),
      latitude: -6.17511,
      longitude: 106.827153,
      speedKmh: 54,
      course: 90,
      ignition: true,
    }),
  ],
};

function expectInRange(message: TrackerMessage) {
  if (message.kind !== "positions") return;
  for (const fix of message.fixes) {
    expect(Number.isFinite(fix.fixTime.getTime())).toBe(true);
    expect(Math.abs(fix.latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(fix.longitude)).toBeLessThanOrEqual(180);
    expect(inMeasuredRange("speedKmh", fix.speedKmh)).toBe(true);
    for (const field of Object.keys(MEASURED_RANGES) as (keyof typeof MEASURED_RANGES)[]) {
      const value = fix[field];
      if (value !== undefined) expect(inMeasuredRange(field, value)).toBe(true);
    }
    if (fix.course !== undefined) expect(fix.course).toBeLessThan(360);
  }
}

describe.each(TRACKER_PROTOCOLS.map((protocol) => [protocol.vendorType, protocol.codec] as const))(
  "%s codec on any bytes",
  (vendorType, codec) => {
    it("splits and decodes random chunks without throwing, values in range", () => {
      fc.assert(
        fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 6 }), (chunks) => {
          const splitter = codec.newSplitter();
          for (const chunk of chunks)
            for (const frame of splitter.push(chunk)) expectInRange(codec.decode(frame, null));
        }),
        RUNS,
      );
    });

    it("decodes mutated valid frames without throwing, values in range", () => {
      const samples = SAMPLES[vendorType] ?? [];
      expect(samples.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(
          fc.constantFrom(...samples),
          fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
          (sample, mutations) => {
            const frame = sample.slice();
            for (const [at, byte] of mutations) frame[at % frame.length] = byte;
            expectInRange(codec.decode(frame, null));
            for (const split of codec.newSplitter().push(frame)) expectInRange(codec.decode(split, null));
            if (codec.decodeDatagram) {
              const decoded = codec.decodeDatagram(frame);
              if (decoded) expectInRange(decoded.message);
            }
          },
        ),
        RUNS,
      );
    });
  },
);
