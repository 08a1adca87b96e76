import { execFile } from "node:child_process";
import { mkdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { splitAdtsFrames, splitH264AccessUnits, splitH265AccessUnits } from "@armada/domain";

/**
 * What each camera channel of a simulated dashcam films: channel 1 the road, channel 2 the cab (H.264), channel 3 the
 * cargo in H.265 (smaller: x265 is slow to make), as newer dashcams send it.
 */
const CHANNELS = [
  { channel: 1, label: "CH1 JALAN", source: "testsrc2", codec: "h264", size: "640x360" },
  { channel: 2, label: "CH2 KABIN", source: "testsrc", codec: "h264", size: "640x360" },
  { channel: 3, label: "CH3 H265", source: "testsrc2", codec: "h265", size: "320x180" },
  { channel: 4, label: "CH4 AAC", source: "testsrc", codec: "h264", size: "320x180" },
] as const;

/** The channel whose microphone records AAC (newer dashcams); the others send G.711 A-law. */
const AAC_SOUND_CHANNEL = 4;
/** A voice-like sound for the AAC microphone: a tone gliding around 220 Hz, its loudness rising and falling. */
const AAC_VOICE = "0.5*sin(2*PI*(220+60*sin(2*PI*2*t))*t)*(0.6+0.4*sin(2*PI*1.5*t))";
const AAC_SAMPLE_RATE = 16_000;

export type DemoVideoCodec = "h264" | "h265";
/** The codec a simulated dashcam's channel films in. */
export const demoVideoCodec = (channel: number): DemoVideoCodec =>
  CHANNELS.find((entry) => entry.channel === channel)?.codec ?? "h264";

export const DEMO_VIDEO_FPS = 25;
const SECONDS = 10;

const ENCODER: Record<DemoVideoCodec, string[]> = {
  h264: [
    ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-profile:v", "baseline"],
    ...["-pix_fmt", "yuv420p", "-crf", "30", "-g", `${DEMO_VIDEO_FPS}`, "-x264-params", "repeat-headers=1"],
    ...["-f", "h264"],
  ],
  h265: [
    ...[
      "-c:v",
      "libx265",
      "-preset",
      "ultrafast",
      "-tune",
      "zerolatency",
      "-pix_fmt",
      "yuv420p",
      "-crf",
      "30",
    ],
    ...["-x265-params", `keyint=${DEMO_VIDEO_FPS}:repeat-headers=1:log-level=error`],
    ...["-f", "hevc"],
  ],
};

/**
 * Each channel's video as a dashcam sends it: H.264 or H.265 access units (Annex B), DEMO_VIDEO_FPS a second, looped;
 * with `aacSound`, the AAC microphone's ADTS frames (`demoAacSound` tells which channel has it).
 */
export type DemoVideo = ReadonlyMap<number, readonly Uint8Array[]> & { aacSound?: readonly Uint8Array[] };

/** The AAC microphone's frames when `channel` records AAC sound, else undefined (G.711 A-law). */
export const demoAacSound = (video: DemoVideo | null | undefined, channel: number) =>
  channel === AAC_SOUND_CHANNEL ? video?.aacSound : undefined;

const run = promisify(execFile);

/**
 * The simulated dashcams' live video, made once with ffmpeg into `dir` (the server's data dir; never committed):
 * 10 s of 640x360 H.264 per channel (320x180 H.265 on channel 3, 320x180 H.264 on channel 4), a key frame (with its parameter sets, as dashcams send them) every second, the
 * channel and the clip time burned in. Null when ffmpeg is not installed: the dashcams then refuse video requests.
 */
export async function loadDemoVideo(dir: string, ffmpeg = "ffmpeg"): Promise<DemoVideo | null> {
  await mkdir(dir, { recursive: true });
  const video = new Map<number, Uint8Array[]>();
  for (const { channel, label, source, codec, size } of CHANNELS) {
    const bytes = await madeOnce(join(dir, `dashcam-ch${channel}.${codec}`), ffmpeg, (output) => [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
      ...["-i", `${source}=size=${size}:rate=${DEMO_VIDEO_FPS}:duration=${SECONDS}`],
      "-vf",
      `drawtext=text='ARMADA ${label} %{pts\\:hms}':x=12:y=12:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.6`,
      ...ENCODER[codec],
      output,
    ]);
    if (!bytes) return null;
    video.set(channel, codec === "h265" ? splitH265AccessUnits(bytes) : splitH264AccessUnits(bytes));
  }
  return Object.assign(video, { aacSound: await loadAacSound(dir, ffmpeg) });
}

/** The AAC microphone's sound: 10 s of 16 kHz mono AAC LC in ADTS frames, made once like the video (none without ffmpeg). */
async function loadAacSound(dir: string, ffmpeg: string): Promise<Uint8Array[]> {
  const bytes = await madeOnce(join(dir, "dashcam-sound.aac"), ffmpeg, (output) => [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi"],
    ...["-i", `aevalsrc='${AAC_VOICE}':s=${AAC_SAMPLE_RATE}:d=${SECONDS}`],
    ...["-ac", "1", "-c:a", "aac", "-b:a", "32k", "-f", "adts", output],
  ]);
  // videos made earlier, ffmpeg gone since: that channel's microphone sends G.711 like the others
  if (!bytes) return [];
  return splitAdtsFrames(bytes).map((frame) => frame.bytes);
}

/**
 * The file's bytes, made first by ffmpeg with `args(output)` when it is not there (written to a `.part` file, then
 * renamed, so a start cut short never leaves half a file); null when ffmpeg is not installed.
 */
async function madeOnce(
  file: string,
  ffmpeg: string,
  args: (output: string) => string[],
): Promise<Uint8Array | null> {
  const made = await readFile(file).catch(() => null);
  if (made) return made;
  const partial = `${file}.part`;
  try {
    await run(ffmpeg, args(partial));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  await rename(partial, file);
  return readFile(file);
}
