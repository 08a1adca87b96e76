import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatBytes } from "../protocols/jt808/bytes.js";
import { H264_NAL, h264NalType, parseH264Sps, splitAnnexB, splitH264AccessUnits } from "./h264.js";
import { H264LiveMuxer, type H264Segment } from "./h264LiveMuxer.js";

const FPS = 25;
const SOME_PPS = Uint8Array.of(0, 0, 1, 0x68, 0xce, 0x38, 0x80);
let dir: string;
let frames: Uint8Array[];

/** A real stream as ffmpeg's x264 writes it (Debian's /usr/bin/ffmpeg, see scripts/ensure-ffmpeg.sh). */
function encode(args: string[], name: string): Uint8Array {
  const file = join(dir, name);
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args, "-f", "h264", file]);
  return readFileSync(file);
}

function probe(bytes: Uint8Array) {
  const file = join(dir, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(file, bytes);
  const out = execFileSync("ffprobe", [
    "-v",
    "error",
    "-count_frames",
    "-select_streams",
    "v:0",
    "-show_entries",
    "stream=codec_name,width,height,nb_read_frames,profile",
    "-of",
    "json",
    file,
  ]).toString();
  return (JSON.parse(out) as { streams: Record<string, unknown>[] }).streams[0];
}

const mux = (muxer: H264LiveMuxer, input: readonly Uint8Array[], from = 0) =>
  input.flatMap((data, index) =>
    muxer.push({ timestamp: 1_700_000_000_000 + (from + index) * 40, interval: 40, data }),
  );
const bytesOf = (segments: readonly H264Segment[]) => concatBytes(segments.map((segment) => segment.bytes));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "armada-h264-"));
  frames = splitH264AccessUnits(
    encode(
      [
        ...["-f", "lavfi", "-i", `testsrc2=size=320x240:rate=${FPS}`, "-t", "2"],
        ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-g", `${FPS}`],
      ],
      "high.h264",
    ),
  );
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("H.264 access units and parameter sets", { timeout: 30_000 }, () => {
  it("cuts an x264 stream into one access unit per frame, the first an IDR with its parameter sets", () => {
    expect(frames).toHaveLength(2 * FPS);
    const types = splitAnnexB(frames[0] as Uint8Array).map(h264NalType);
    expect(types).toEqual(expect.arrayContaining([H264_NAL.sps, H264_NAL.pps, H264_NAL.idr]));
    expect(splitAnnexB(frames[1] as Uint8Array).map(h264NalType)).not.toContain(H264_NAL.idr);
  });

  it("reads the picture size of a cropped SPS (1080 lines are coded as 1088)", () => {
    const stream = encode(
      [
        ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=5", "-frames:v", "1"],
        ...["-c:v", "libx264", "-preset", "ultrafast", "-profile:v", "baseline"],
      ],
      "full-hd.h264",
    );
    const sps = splitAnnexB(stream).find((unit) => h264NalType(unit) === H264_NAL.sps) as Uint8Array;
    expect(parseH264Sps(sps)).toMatchObject({ profile: 66, width: 1920, height: 1080 });
  });
});

describe("fMP4 for Media Source Extensions", { timeout: 30_000 }, () => {
  it("writes an init segment and a fragment per frame that ffprobe reads back frame for frame", () => {
    const muxer = new H264LiveMuxer();
    const segments = mux(muxer, frames);
    expect(segments[0]).toMatchObject({ kind: "init", codec: "avc1.64000d", width: 320, height: 240 });
    expect(segments.filter((segment) => segment.kind === "fragment")).toHaveLength(frames.length);
    expect(probe(bytesOf(segments))).toMatchObject({
      codec_name: "h264",
      profile: "High",
      width: 320,
      height: 240,
      nb_read_frames: String(frames.length),
    });
  });

  it("starts a viewer who joins mid-stream at the next key frame", () => {
    const muxer = new H264LiveMuxer();
    const segments = mux(muxer, frames.slice(10), 10);
    const fragments = segments.filter((segment) => segment.kind === "fragment");
    // frames 10…24 wait for the IDR at frame 25 (one every FPS frames)
    expect(fragments).toHaveLength(frames.length - FPS);
    expect(fragments[0]).toMatchObject({ key: true });
    expect(muxer.dropped).toBe(FPS - 10);
    expect(probe(bytesOf(segments))).toMatchObject({ nb_read_frames: String(frames.length - FPS) });
  });

  it("after a lost frame skips to the next key frame, so the decoder never sees a broken reference", () => {
    const muxer = new H264LiveMuxer();
    const before = mux(muxer, frames.slice(0, 5));
    muxer.lost();
    const after = mux(muxer, frames.slice(6), 6);
    const fragments = [...before, ...after].filter((segment) => segment.kind === "fragment");
    expect(fragments).toHaveLength(5 + FPS);
    expect(probe(bytesOf([...before, ...after]))).toMatchObject({ nb_read_frames: String(5 + FPS) });
  });

  it("keeps decode times rising when the device's clock jumps back", () => {
    const muxer = new H264LiveMuxer();
    const first = muxer.push({ timestamp: 5_000, interval: 40, data: frames[0] as Uint8Array });
    const second = muxer.push({ timestamp: 1_000, interval: 40, data: frames[1] as Uint8Array });
    const decodeTime = (segment: H264Segment | undefined) => {
      const bytes = segment?.bytes as Uint8Array;
      const at = Buffer.from(bytes).indexOf("tfdt") + 8;
      return Buffer.from(bytes).readBigUInt64BE(at);
    };
    expect(decodeTime(first.at(-1))).toBe(0n);
    expect(decodeTime(second.at(-1))).toBe(40n);
  });

  it("never throws on garbage, before or after a real stream", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }),
        fc.boolean(),
        (junk, real) => {
          const muxer = new H264LiveMuxer();
          if (real) mux(muxer, frames.slice(0, 2));
          for (const data of junk) {
            muxer.push({ timestamp: 0, interval: null, data });
            muxer.push({
              timestamp: 0,
              interval: 0,
              data: concatBytes([Uint8Array.of(0, 0, 1, 0x67), data, SOME_PPS]),
            });
          }
          splitH264AccessUnits(concatBytes(junk));
        },
      ),
      { numRuns: 300 },
    );
  });
});
