import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  concatBytes,
  H264LiveMuxer,
  JT1078_DATA_TYPE,
  JT1078_PAYLOAD,
  JT1078_SUBPACKAGE,
  Jt1078FrameAssembler,
  type Jt1078Packet,
  Jt1078StreamSplitter,
  readAdtsFrame,
} from "@armada/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DashcamVideo, type DashcamVideoStats } from "./dashcamVideo.js";
import { type DemoVideo, demoAacSound, loadDemoVideo } from "./demoVideo.js";

let dir: string;
let video: DemoVideo;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "armada-demo-video-"));
  video = (await loadDemoVideo(dir)) as DemoVideo;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the simulated dashcams' live video", () => {
  it("is made once per data dir, four channels of 10 s at 25 fps, and is absent without ffmpeg", async () => {
    expect([...video.keys()]).toEqual([1, 2, 3, 4]);
    expect(video.get(1)).toHaveLength(250);
    // channel 4's microphone: 10 s of 16 kHz AAC, 1,024 samples a frame (and the encoder's priming frame)
    const aac = demoAacSound(video, 4) as readonly Uint8Array[];
    expect(aac.length).toBeGreaterThanOrEqual(Math.floor((10 * 16_000) / 1024));
    for (const frame of aac) expect(readAdtsFrame(frame)).toMatchObject({ sampleRate: 16_000, channels: 1 });
    expect(demoAacSound(video, 1)).toBeUndefined();
    // made already: no ffmpeg needed the second time
    expect((await loadDemoVideo(dir, "/nonexistent/ffmpeg"))?.get(2)).toHaveLength(250);
    const empty = mkdtempSync(join(tmpdir(), "armada-no-ffmpeg-"));
    expect(await loadDemoVideo(empty, "/nonexistent/ffmpeg")).toBeNull();
    rmSync(empty, { recursive: true, force: true });
  });

  it("streams channel 2 as JT/T 1078 H.264 packets that join into frames a browser can play", async () => {
    const packets: Jt1078Packet[] = [];
    const splitter = new Jt1078StreamSplitter();
    const server: Server = createServer((socket) =>
      socket.on("data", (chunk) => packets.push(...splitter.push(chunk))),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const stats: DashcamVideoStats = { videoStreams: 0, videoFramesSent: 0, videoAudioFramesSent: 0 };
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => {
      closed = resolve;
    });
    const camera = new DashcamVideo(
      "013912345678",
      2,
      "127.0.0.1",
      port,
      2016,
      video.get(2) as Uint8Array[],
      stats,
      () => closed(),
    );
    // a second and a bit of video (two key frames), however busy the machine
    while (stats.videoFramesSent < 30) await new Promise((resolve) => setTimeout(resolve, 50));
    camera.hangUp();
    await hungUp;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    expect(stats.videoStreams).toBe(1);
    expect(packets[0]).toMatchObject({
      sim: "13912345678",
      channel: 2,
      payloadType: JT1078_PAYLOAD.h264,
      dataType: JT1078_DATA_TYPE.videoI,
      subpackage: JT1078_SUBPACKAGE.first,
    });
    const assembler = new Jt1078FrameAssembler();
    const muxer = new H264LiveMuxer();
    const segments = packets.flatMap((packet) => {
      const joined = assembler.push(packet);
      if (!joined) return [];
      return muxer.push({
        timestamp: joined.packet.timestamp ?? 0,
        interval: joined.packet.lastFrameInterval,
        data: joined.frame,
      });
    });
    expect(assembler.dropped).toBe(0);
    expect(muxer.dropped).toBe(0);
    expect(segments[0]).toMatchObject({ kind: "init", codec: "avc1.42c01e", width: 640, height: 360 });
    const file = join(dir, "live.mp4");
    writeFileSync(file, concatBytes(segments.map((segment) => segment.bytes)));
    const probed = JSON.parse(
      execFileSync("ffprobe", [
        ...["-v", "error", "-count_frames", "-show_entries", "stream=width,height,nb_read_frames"],
        ...["-of", "json", file],
      ]).toString(),
    ) as { streams: { width: number; height: number; nb_read_frames: string }[] };
    expect(probed.streams[0]).toMatchObject({ width: 640, height: 360 });
    expect(Number(probed.streams[0]?.nb_read_frames)).toBe(segments.length - 1);
  }, 30_000);
});
