import { execFile } from "node:child_process";
import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { splitH264AccessUnits } from "@armada/domain";

/** What each camera channel of a simulated dashcam films: channel 1 the road, channel 2 the cab. */
const CHANNELS = [
  { channel: 1, label: "CH1 JALAN", source: "testsrc2" },
  { channel: 2, label: "CH2 KABIN", source: "testsrc" },
] as const;

export const DEMO_VIDEO_FPS = 25;
const SECONDS = 10;

/** One channel's video as a dashcam sends it: H.264 access units (Annex B), DEMO_VIDEO_FPS a second, looped. */
export type DemoVideo = ReadonlyMap<number, readonly Uint8Array[]>;

const run = promisify(execFile);

/**
 * The simulated dashcams' live video, made once with ffmpeg into `dir` (the server's data dir; never committed):
 * 10 s of 640x360 H.264 per channel, a key frame (with its parameter sets, as dashcams send them) every second, the
 * channel and the clip time burned in. Null when ffmpeg is not installed: the dashcams then refuse video requests.
 */
export async function loadDemoVideo(dir: string, ffmpeg = "ffmpeg"): Promise<DemoVideo | null> {
  await mkdir(dir, { recursive: true });
  const video = new Map<number, Uint8Array[]>();
  for (const { channel, label, source } of CHANNELS) {
    const file = join(dir, `dashcam-ch${channel}.h264`);
    let bytes = await readFile(file).catch(() => null);
    if (!bytes) {
      const partial = `${file}.part`;
      try {
        await run(ffmpeg, [
          ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
          ...["-i", `${source}=size=640x360:rate=${DEMO_VIDEO_FPS}:duration=${SECONDS}`],
          "-vf",
          `drawtext=text='ARMADA ${label} %{pts\\:hms}':x=12:y=12:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.6`,
          ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-profile:v", "baseline"],
          ...[
            "-pix_fmt",
            "yuv420p",
            "-crf",
            "30",
            "-g",
            `${DEMO_VIDEO_FPS}`,
            "-x264-params",
            "repeat-headers=1",
          ],
          ...["-f", "h264", partial],
        ]);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      await rename(partial, file);
      bytes = await readFile(file);
    }
    video.set(channel, splitH264AccessUnits(bytes));
  }
  return video;
}
