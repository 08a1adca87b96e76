import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatBytes } from "../protocols/jt808/bytes.js";
import { JT1078_PAYLOAD } from "../protocols/jt808/jt1078Stream.js";
import { splitAnnexB } from "./h264.js";
import { type H264Segment, liveVideoMuxerFor } from "./h264LiveMuxer.js";
import { H265_NAL, h265NalType, isH265Keyframe, parseH265Sps, splitH265AccessUnits } from "./h265.js";

const FPS = 25;
let dir: string;
let frames: Uint8Array[];

/** A real stream as ffmpeg's x265 writes it (Debian's /usr/bin/ffmpeg has libx265). */
function encode(args: string[], name: string): Uint8Array {
  const file = join(dir, name);
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args, "-f", "hevc", file]);
  return readFileSync(file);
}

function probe(bytes: Uint8Array) {
  const file = join(dir, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(file, bytes);
  const out = execFileSync("ffprobe", [
    ...["-v", "error", "-count_frames", "-select_streams", "v:0"],
    ...["-show_entries", "stream=codec_name,codec_tag_string,width,height,nb_read_frames,profile"],
    ...["-of", "json", file],
  ]).toString();
  return (JSON.parse(out) as { streams: Record<string, unknown>[] }).streams[0];
}

const x265 = (size: string, seconds: number, name: string) =>
  encode(
    [
      ...["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=${FPS}`, "-t", String(seconds)],
      ...["-c:v", "libx265", "-preset", "ultrafast", "-tune", "zerolatency", "-g", `${FPS}`],
      ...["-x265-params", "log-level=error"],
    ],
    name,
  );

const mux = (input: readonly Uint8Array[], from = 0) => {
  const muxer = liveVideoMuxerFor(JT1078_PAYLOAD.h265);
  const segments = input.flatMap((data, index) =>
    muxer.push({ timestamp: 1_700_000_000_000 + (from + index) * 40, interval: 40, data }),
  );
  return { muxer, segments };
};
const bytesOf = (segments: readonly H264Segment[]) => concatBytes(segments.map((segment) => segment.bytes));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "armada-h265-"));
  frames = splitH265AccessUnits(x265("320x240", 2, "dashcam.h265"));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("H.265 access units and parameter sets", { timeout: 30_000 }, () => {
  it("cuts an x265 stream into one access unit per frame, the first an IRAP with VPS, SPS and PPS", () => {
    expect(frames).toHaveLength(2 * FPS);
    const types = splitAnnexB(frames[0] as Uint8Array).map(h265NalType);
    expect(types).toEqual(expect.arrayContaining([H265_NAL.vps, H265_NAL.sps, H265_NAL.pps]));
    expect(types.some(isH265Keyframe)).toBe(true);
    expect(
      splitAnnexB(frames[1] as Uint8Array)
        .map(h265NalType)
        .some(isH265Keyframe),
    ).toBe(false);
  });

  it("reads the picture size through the conformance window (1080 lines are coded as 1088)", () => {
    const stream = encode(
      [
        ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=5", "-frames:v", "1"],
        ...["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error"],
      ],
      "full-hd.h265",
    );
    const sps = splitAnnexB(stream).find((unit) => h265NalType(unit) === H265_NAL.sps) as Uint8Array;
    expect(parseH265Sps(sps)).toMatchObject({ profile: 1, width: 1920, height: 1080, chromaFormat: 1 });
  });
});

describe("H.265 in fMP4", { timeout: 30_000 }, () => {
  it("writes an hvc1 init segment and a fragment per frame that ffprobe reads back frame for frame", () => {
    const { segments } = mux(frames);
    // Main profile, compatibility flags 0x60000000 bit-reversed, main tier level 2 (60 = 2 × 30)
    expect(segments[0]).toMatchObject({ kind: "init", codec: "hvc1.1.6.L60.90", width: 320, height: 240 });
    expect(segments.filter((segment) => segment.kind === "fragment")).toHaveLength(frames.length);
    expect(probe(bytesOf(segments))).toMatchObject({
      codec_name: "hevc",
      codec_tag_string: "hvc1",
      profile: "Main",
      width: 320,
      height: 240,
      nb_read_frames: String(frames.length),
    });
  });

  it("starts a viewer who joins mid-stream at the next key frame", () => {
    const { muxer, segments } = mux(frames.slice(10), 10);
    const fragments = segments.filter((segment) => segment.kind === "fragment");
    expect(fragments).toHaveLength(frames.length - FPS);
    expect(fragments[0]).toMatchObject({ key: true });
    expect(muxer.dropped).toBe(FPS - 10);
    expect(probe(bytesOf(segments))).toMatchObject({ nb_read_frames: String(frames.length - FPS) });
  });

  it("never throws on random or mutated NAL units and parameter sets", () => {
    const parameterSets = splitAnnexB(frames[0] as Uint8Array).filter(
      (unit) => h265NalType(unit) >= H265_NAL.vps && h265NalType(unit) <= H265_NAL.pps,
    );
    const mutated = fc
      .tuple(
        fc.constantFrom(...parameterSets),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.nat(),
      )
      .map(([unit, edits, cut]) => {
        const copy = unit.slice(0, 2 + (cut % unit.length));
        for (const [at, value] of edits) copy[at % copy.length] = value;
        return copy;
      });
    fc.assert(
      fc.property(
        fc.array(fc.oneof(mutated, fc.uint8Array({ maxLength: 200 })), { maxLength: 8 }),
        fc.boolean(),
        (units, real) => {
          const muxer = liveVideoMuxerFor(JT1078_PAYLOAD.h265);
          if (real) muxer.push({ timestamp: 0, interval: 40, data: frames[0] as Uint8Array });
          const start = Uint8Array.of(0, 0, 0, 1);
          muxer.push({
            timestamp: 40,
            interval: 40,
            data: concatBytes(units.flatMap((unit) => [start, unit])),
          });
          for (const unit of units) {
            muxer.push({ timestamp: 80, interval: null, data: unit });
            try {
              parseH265Sps(unit);
            } catch (error) {
              expect((error as Error).constructor.name).toBe("H264FormatError");
            }
          }
          splitH265AccessUnits(concatBytes(units));
        },
      ),
      { numRuns: 300 },
    );
  });
});
