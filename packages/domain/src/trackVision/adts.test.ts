import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatBytes } from "../protocols/jt808/bytes.js";
import {
  ADTS_SAMPLE_RATES,
  AdtsFormatError,
  adtsCodecString,
  readAdtsFrame,
  splitAdtsFrames,
} from "./adts.js";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "armada-adts-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** AAC as ffmpeg's native encoder writes it in ADTS (`-c:a aac -f adts`), and how many packets ffprobe counts. */
function ffmpegAac(sampleRate: number, channels: number, seconds: number) {
  const file = join(dir, `tone-${sampleRate}-${channels}.aac`);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", `sine=frequency=440:sample_rate=${sampleRate}:duration=${seconds}`],
    ...["-ac", String(channels), "-c:a", "aac", "-b:a", "32k", "-f", "adts", file],
  ]);
  const probed = execFileSync("ffprobe", [
    ...["-v", "error", "-count_packets", "-select_streams", "a:0"],
    ...["-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", file],
  ]);
  return { bytes: new Uint8Array(readFileSync(file)), packets: Number(probed.toString().trim()) };
}

/** An ADTS header as the standard lays it out, written bit by bit (independent of the reader's shifts). */
function adtsHeader(options: {
  objectType: number;
  rateIndex: number;
  channels: number;
  crc: boolean;
  payload: number;
}) {
  const length = 7 + (options.crc ? 2 : 0) + options.payload;
  const fields: [number, number][] = [
    [0xfff, 12],
    [0, 1], // MPEG-4
    [0, 2], // layer
    [options.crc ? 0 : 1, 1],
    [options.objectType - 1, 2],
    [options.rateIndex, 4],
    [0, 1],
    [options.channels, 3],
    [0, 4],
    [length, 13],
    [0x7ff, 11],
    [0, 2],
  ];
  const bits = fields.flatMap(([value, width]) =>
    Array.from({ length: width }, (_, bit) => (value >> (width - 1 - bit)) & 1),
  );
  const header = new Uint8Array(7 + (options.crc ? 2 : 0));
  bits.forEach((bit, index) => {
    header[index >> 3] = (header[index >> 3] as number) | (bit << (7 - (index & 7)));
  });
  return header;
}

const frameArbitrary = fc
  .record({
    objectType: fc.integer({ min: 1, max: 4 }),
    rateIndex: fc.integer({ min: 0, max: ADTS_SAMPLE_RATES.length - 1 }),
    channels: fc.integer({ min: 1, max: 7 }),
    crc: fc.boolean(),
    payload: fc.uint8Array({ maxLength: 1_500 }),
  })
  .map((frame) => ({
    ...frame,
    bytes: concatBytes([adtsHeader({ ...frame, payload: frame.payload.length }), frame.payload]),
  }));

describe("ADTS framing", () => {
  it("reads every frame ffmpeg's AAC encoder writes, with its rate and channels", () => {
    for (const [sampleRate, channels] of [
      [8_000, 1],
      [16_000, 1],
      [44_100, 2],
    ] as const) {
      const { bytes, packets } = ffmpegAac(sampleRate, channels, 2);
      const frames = splitAdtsFrames(bytes);
      expect(frames).toHaveLength(packets);
      expect(packets).toBeGreaterThan((2 * sampleRate) / 1024);
      for (const frame of frames) {
        expect(frame).toMatchObject({ objectType: 2, sampleRate, channels });
        expect(adtsCodecString(frame)).toBe("mp4a.40.2");
      }
      expect(concatBytes(frames.map((frame) => frame.bytes))).toEqual(bytes);
    }
  }, 60_000);

  it("reads back what was written, CRC or not, frames back to back", () => {
    fc.assert(
      fc.property(fc.array(frameArbitrary, { minLength: 1, maxLength: 5 }), (written) => {
        const read = splitAdtsFrames(concatBytes(written.map((frame) => frame.bytes)));
        expect(read).toHaveLength(written.length);
        read.forEach((frame, index) => {
          const source = written[index] as (typeof written)[number];
          expect(frame.objectType).toBe(source.objectType);
          expect(frame.sampleRate).toBe(ADTS_SAMPLE_RATES[source.rateIndex]);
          expect(frame.channels).toBe(source.channels);
          expect(frame.payload).toEqual(source.payload);
          expect(frame.bytes).toEqual(source.bytes);
        });
      }),
    );
  });

  it("refuses a frame cut short anywhere", () => {
    fc.assert(
      fc.property(frameArbitrary, fc.nat(), (frame, cut) => {
        const shortened = frame.bytes.subarray(0, cut % frame.bytes.length);
        expect(() =>
          splitAdtsFrames(
            concatBytes([frame.bytes, shortened.length ? shortened : frame.bytes.subarray(0, 3)]),
          ),
        ).toThrow(AdtsFormatError);
      }),
    );
  });

  it("throws nothing but AdtsFormatError on any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.nat({ max: 64 }), (bytes, offset) => {
        try {
          readAdtsFrame(bytes, offset);
        } catch (error) {
          expect(error).toBeInstanceOf(AdtsFormatError);
        }
      }),
    );
  });
});
