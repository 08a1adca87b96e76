import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inMeasuredRange, MEASURED_RANGES } from "../../tracking/measuredRanges.js";
import { encodeMeitrackPosition } from "../meitrack/encode.js";
import { TRACKER_PROTOCOLS } from "../registry.js";
import { encodeRuptelaPosition } from "../ruptela/encode.js";
import { avlPacket } from "../teltonika/codec.js";
import { asciiBytes, TextFrameSplitter, type TrackerMessage } from "./trackerCodec.js";

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
  gl200: [
    asciiBytes(
      "+BUFF:GTFRI,02010B,135790246811220,,0,0,2,1,45.5,92,70.0,106.827153,-6.175110,20261128101500,0510,0010,2A3B,4C5D,00,0,4.5,95,71.0,106.828000,-6.176000,20261128101530,0510,0010,2A3B,4C5D,00,2000.0,85,20261128101502,11F0$",
    ),
    asciiBytes(
      "+RESP:GTERI,060100,135790246811220,,00000003,12600,10,1,1,1,45.5,92,70.0,106.827153,-6.175110,20261128101500,0510,0010,2A3B,4C5D,00,1234.5,00100:10:00,3400,,95,220100,0,2,67,1,28FF1234567890AB,1,0190,20261128101502,0003$",
    ),
    asciiBytes(
      "+RESP:GTINF,02010B,135790246811220,,21,89620000000000000001,20,0,1,2000.0,,4.10,1,0,1,0,0,20261128101000,85,,,+0700,0,20261128101502,0005$",
    ),
    asciiBytes("+ACK:GTHBD,02010B,135790246811220,,20261128101502,0009$"),
  ],
  suntech: [
    asciiBytes(
      "ST300ALT;205027329;04;706;20261128;10:15:00;2a3b4c;-06.175110;+106.827153;045.500;092.00;10;1;123456;12.60;100000;41;0;0;000123;4.1;1\r",
    ),
    asciiBytes(
      "STT;205027329;7FFFFF;04;706;1;20261128;10:15:00;2a3b4c;510;10;1234;-65;-6.175110;+106.827153;045.500;092.00;10;1;00000001;00000000;2;0;0001;4.1;12.60\r",
    ),
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

describe("the text protocols' shared reading", () => {
  it("asciiBytes gives each character (a surrogate pair is one) the low byte of its first code unit", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        const byCharacter = Array.from(text, (character) => (character.charCodeAt(0) as number) & 0xff);
        expect([...asciiBytes(text)]).toEqual(byCharacter);
      }),
      RUNS,
    );
  });

  it("TextFrameSplitter finds the same frames however the bytes are cut into chunks", () => {
    const frame = fc.stringMatching(/^[ -#%-~]{0,40}\$$/);
    fc.assert(
      fc.property(fc.array(frame, { maxLength: 8 }), fc.array(fc.nat(), { maxLength: 6 }), (frames, cuts) => {
        const stream = asciiBytes(frames.join("\r\n"));
        const whole = new TextFrameSplitter(0x24, 64).push(stream);
        const splitter = new TextFrameSplitter(0x24, 64);
        const at = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b);
        const chunked = [0, ...at].flatMap((start, index) =>
          splitter.push(stream.subarray(start, at[index] ?? stream.length)),
        );
        expect(chunked.map((bytes) => [...bytes])).toEqual(whole.map((bytes) => [...bytes]));
      }),
      RUNS,
    );
  });
});
