import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { splitH264AccessUnits } from "@armada/domain";
import { FRAME_CODE, FRAME_CODE_FRAMES, frameCodeFilters, readFrameCode } from "./frameCode.js";

const run = promisify(execFile);
export const CLIP_FPS = 25;
const CLIP_SIZE = { width: 1280, height: 720 };

/**
 * The bench's camera: 720p H.264 as a dashcam's main stream sends it (baseline, a key frame with its parameter sets
 * every second, constant `bitrateKbps`), moving test pattern with noise so the encoder has to spend the bit rate, the
 * frame's index burned in as a frame code. Made once with ffmpeg into the temp folder (≈ 30 s), then reused.
 */
export async function codedClip(bitrateKbps: number, seconds = 40): Promise<Uint8Array[]> {
  const frames = seconds * CLIP_FPS;
  if (frames > FRAME_CODE_FRAMES)
    throw new Error(`at most ${FRAME_CODE_FRAMES / CLIP_FPS} s fit the frame code`);
  const file = join(tmpdir(), `armada-bench-720p-${bitrateKbps}k-${seconds}s.h264`);
  if (!existsSync(file)) {
    const partial = `${file}.part`;
    await run("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
      ...["-i", `testsrc2=size=${CLIP_SIZE.width}x${CLIP_SIZE.height}:rate=${CLIP_FPS}:duration=${seconds}`],
      ...["-vf", ["noise=alls=12:allf=t", ...frameCodeFilters()].join(",")],
      ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-profile:v", "baseline"],
      ...["-pix_fmt", "yuv420p", "-b:v", `${bitrateKbps}k`, "-maxrate", `${bitrateKbps}k`],
      ...["-bufsize", `${bitrateKbps / 2}k`, "-g", String(CLIP_FPS), "-x264-params", "repeat-headers=1"],
      ...["-f", "h264", partial],
    ]);
    await rename(partial, file);
  }
  await checkFrameCode(file, [0, 1, frames - 1]);
  return splitH264AccessUnits(await readFile(file));
}

/** Decodes the given frames with ffmpeg and reads their code back: the bench refuses a clip it could not read. */
async function checkFrameCode(file: string, indexes: number[]) {
  const width = FRAME_CODE.bits * FRAME_CODE.cell;
  const height = FRAME_CODE.rows * FRAME_CODE.cell;
  const select = indexes.map((index) => `eq(n\\,${index})`).join("+");
  const { stdout } = await run(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-i", file, "-vsync", "0"],
      ...["-vf", `select=${select},crop=${width}:${height}:0:${FRAME_CODE.top},format=gray`],
      ...["-f", "rawvideo", "-"],
    ],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  indexes.forEach((index, position) => {
    const offset = position * width * height;
    const read = readFrameCode((x, y) => stdout[offset + y * width + x] ?? 0);
    if (read !== index)
      throw new Error(`${file}: frame ${index} reads as ${read}; delete it to make it again`);
  });
}
