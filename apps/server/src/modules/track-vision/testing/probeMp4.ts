import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** What ffprobe reads of the fMP4 bytes a viewer received (written to `dir`): the video stream's codec, size, frames. */
export function probeMp4(dir: string, bytes: Uint8Array) {
  const file = join(dir, "live.mp4");
  writeFileSync(file, bytes);
  const out = execFileSync("ffprobe", [
    ...["-v", "error", "-count_frames", "-select_streams", "v:0"],
    ...["-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "json", file],
  ]).toString();
  return (JSON.parse(out) as { streams: Record<string, unknown>[] }).streams[0];
}
