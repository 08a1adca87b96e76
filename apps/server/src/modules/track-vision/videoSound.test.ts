import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  encodeG711,
  JT1078_PAYLOAD,
  LIVE_AUDIO_HEADER_BYTES,
  liveAudioFormat,
  splitAdtsFrames,
} from "@armada/domain";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVideoSound } from "./videoSound.js";

const silentLogger = pino({ level: "silent" });
let dir: string;
let aacFrames: Uint8Array[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "armada-video-sound-"));
  const file = join(dir, "cab.aac");
  execFileSync("ffmpeg", [
    ...[
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=300:sample_rate=16000",
    ],
    ...["-t", "1", "-ac", "1", "-c:a", "aac", "-b:a", "24k", "-f", "adts", file],
  ]);
  aacFrames = splitAdtsFrames(new Uint8Array(readFileSync(file))).map((frame) => frame.bytes);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const audio = (payloadType: number, frame: Uint8Array) => ({ payloadType, timestamp: 0, frame });

describe("a video stream's sound", () => {
  it("passes a dashcam's AAC on in its ADTS frames, offered as AAC, and skips a frame that is not ADTS", () => {
    const sound = createVideoSound(silentLogger);
    expect(sound.offered).toBeNull();
    expect(aacFrames.length).toBeGreaterThan(10);
    for (const frame of aacFrames) {
      const message = sound.decode(audio(JT1078_PAYLOAD.aac, frame)) as Uint8Array;
      expect(liveAudioFormat(message)).toBe("aac");
      expect(message.subarray(LIVE_AUDIO_HEADER_BYTES)).toEqual(frame);
    }
    expect(sound.offered).toBe("AAC");
    expect(sound.decode(audio(JT1078_PAYLOAD.aac, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8])))).toBeNull();
    expect(sound.decode(audio(JT1078_PAYLOAD.aac, (aacFrames[0] as Uint8Array).subarray(0, 20)))).toBeNull();
  });

  it("decodes G.711 to PCM on the server, and follows the dashcam from AAC to G.711", () => {
    const sound = createVideoSound(silentLogger);
    sound.decode(audio(JT1078_PAYLOAD.aac, aacFrames[0] as Uint8Array));
    const pcm = sound.decode(audio(JT1078_PAYLOAD.g711a, encodeG711(new Int16Array(320).fill(1000), "alaw")));
    expect(liveAudioFormat(pcm as Uint8Array)).toBe("pcm");
    expect((pcm as Uint8Array).length).toBe(LIVE_AUDIO_HEADER_BYTES + 640);
    expect(sound.offered).toBe("G.711 A-law");
  });

  it("offers nothing for sound it cannot play", () => {
    const sound = createVideoSound(silentLogger);
    expect(sound.decode(audio(JT1078_PAYLOAD.h264, new Uint8Array(10)))).toBeNull();
    expect(sound.offered).toBeNull();
  });
});
