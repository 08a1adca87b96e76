/**
 * Track Vision's live video benchmark (issue 35): the built server as a child process on PostgreSQL, simulated BSJ
 * dashcams (tools/simulator) streaming a 720p H.264 clip at a dashcam's bit rate over JT/T 1078 to the media port,
 * the frame's index burned into every picture (frameCode.ts).
 *
 * 1. glass-to-glass: a real Chromium (playwright-core) opens `/live-streaming/` and watches one tile; every frame it
 *    shows is read back from a canvas; delay = shown − sent by the dashcam (glassToGlass.ts);
 * 2. relay capacity: N dashcams stream at once, each watched by `--viewers-per-stream` WebSocket viewers in a child
 *    process (videoViewerProbe.ts), N growing step by step; the server's CPU (/proc), the frames the viewers got
 *    (dropped = sent × viewers − received) and the fragments' lateness over their stream's best.
 *
 *   npm run build && npx tsx bench/track-vision/run.ts [--streams 10,25,50,100] [--viewers-per-stream 1]
 *     [--seconds 20] [--glass-seconds 30] [--bitrate-kbps 1500] [--chromium /usr/bin/chromium] [--out file.json]
 *
 * Needs the local PostgreSQL at 127.0.0.1:5432 (trust authentication for postgres) and ffmpeg. Not part of `make test`.
 */

import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { TRACK_VISION_SOCKET_PATH } from "@armada/domain";
import { startSimulator } from "@armada/simulator";
import postgres from "postgres";
import { startProcSampler } from "../ingest/procStats.js";
import { BENCH_PASSWORD, createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { benchLogin } from "../shared/benchLogin.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";
import { machineInfo } from "../shared/machineInfo.js";
import { pause } from "../shared/openSockets.js";
import { forkProbe } from "../shared/probeProcess.js";
import { CLIP_FPS, codedClip } from "./codedClip.js";
import { type FrameSendTimes, measureGlassToGlass } from "./glassToGlass.js";
import { LATE_MS, type VideoViewerSample } from "./videoViewerProbe.js";

const { values: args } = parseArgs({
  options: {
    streams: { type: "string", default: "10,25,50,100" },
    "viewers-per-stream": { type: "string", default: "1" },
    seconds: { type: "string", default: "20" },
    "glass-seconds": { type: "string", default: "30" },
    "bitrate-kbps": { type: "string", default: "1500" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    "database-url": {
      type: "string",
      default: "postgres://postgres@127.0.0.1:5432/armada_bench_track_vision",
    },
    out: { type: "string" },
  },
});
const steps = (args.streams as string).split(",").map(Number);
const viewersPerStream = Number(args["viewers-per-stream"]);
const seconds = Number(args.seconds);
const glassSeconds = Number(args["glass-seconds"]);
const bitrateKbps = Number(args["bitrate-kbps"]);
const url = args["database-url"] as string;
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const IMEI_BASE = 628140000000n;
const CHANNEL = 1;
/** send times older than this are forgotten (the clip loops every 40 s; no frame is shown that late) */
const SEND_TIMES_KEPT_MS = 20_000;

const terminalOf = (index: number) => (IMEI_BASE + BigInt(index)).toString();

async function main() {
  const dashcams = Math.max(1, ...steps);
  const machine = machineInfo();
  console.log(
    `track vision: glass-to-glass ${glassSeconds} s, then ${steps.join(" → ")} streams of 720p H.264 at ` +
      `${bitrateKbps} kbit/s, ${viewersPerStream} viewer(s) each, ${seconds} s per step; load ${machine.loadAverageAtStart.join(" ")}`,
  );
  const clip = await codedClip(bitrateKbps);
  await createBenchDatabase(url);
  const seed = await seedBenchDatabase({ url, devices: dashcams, imeiBase: IMEI_BASE, vendorType: "bsj" });
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql`update companies set max_live_streams = ${dashcams}, monthly_video_minutes = null where id = ${seed.companyId}`;
  // 12-digit terminal numbers, as most dashcams have (the seed pads IMEIs to 15 digits)
  await sql`update devices set imei = ltrim(imei, '0') where company_id = ${seed.companyId}`;
  const ports = await freePorts();
  const server = await startBenchServer({
    repoRoot,
    databaseUrl: url,
    ports,
    env: { JT1078_PUBLIC_HOST: "127.0.0.1" },
  });
  const sent: FrameSendTimes = new Map();
  const glassTerminal = terminalOf(0);
  const simulator = startSimulator({
    host: "127.0.0.1",
    gt06Port: ports.gt06,
    osmandPort: ports.osmand,
    jt808Port: ports.jt808,
    devices: Array.from({ length: dashcams }, (_, index) => ({
      protocol: "jt808" as const,
      id: terminalOf(index),
    })),
    video: new Map([[CHANNEL, clip]]),
    videoFrameSent(terminalId, channel, index) {
      if (terminalId !== glassTerminal || channel !== CHANNEL) return;
      const now = Date.now();
      const times = (sent.get(index) ?? []).filter((at) => now - at < SEND_TIMES_KEPT_MS);
      times.push(now);
      sent.set(index, times);
    },
    rateSeconds: 30,
    heartbeatSeconds: 30,
  });
  const probe = forkProbe(new URL("./videoViewerProbe.ts", import.meta.url));
  try {
    const deadline = Date.now() + 120_000;
    while (simulator.stats().jt808.authentications < dashcams) {
      if (Date.now() > deadline)
        throw new Error(`dashcams did not log in within 120 s: ${simulator.stats().jt808.authentications}`);
      await pause(500);
    }
    const cookie = await benchLogin(ports.http, seed.username, BENCH_PASSWORD);
    const glass =
      glassSeconds > 0
        ? await measureGlassToGlass({
            chromiumPath: args.chromium as string,
            httpPort: ports.http,
            username: seed.username,
            password: BENCH_PASSWORD,
            vehicleId: seed.vehicleIds[0] as number,
            sent,
            seconds: glassSeconds,
            warmupSeconds: 3,
          })
        : null;
    if (glass) console.log(`glass-to-glass: ${JSON.stringify(glass)}`);

    const sampler = startProcSampler(() => ({ server: server.pid, probe: probe.child.pid }));
    // the baseline: the same server with every dashcam signed in (heartbeats, positions) and no stream (the glass
    // test's stream stopped: the idle limit, 10 s)
    await pause(12_000);
    const idleFrom = sampler.elapsed();
    await pause(seconds * 1000);
    const idle = sampler.summary(idleFrom, sampler.elapsed());
    console.log(`no stream (baseline): ${JSON.stringify(idle)}`);
    const capacity = [];
    let watched = 0;
    for (const streams of steps) {
      const urls = seed.vehicleIds
        .slice(watched, streams)
        .flatMap((vehicleId) =>
          Array.from(
            { length: viewersPerStream },
            () =>
              `ws://127.0.0.1:${ports.http}${TRACK_VISION_SOCKET_PATH}?vehicleId=${vehicleId}&channel=${CHANNEL}&quality=main`,
          ),
        );
      watched = streams;
      probe.child.send({ type: "watch", urls, cookie });
      const watching = await probe.nextMessage<{ live: number; requested: number }>("watching", 90_000);
      await pause(3_000);
      probe.child.send({ type: "sample" });
      await probe.nextMessage("sample", 10_000);
      const framesBefore = simulator.stats().jt808.videoFramesSent;
      const from = sampler.elapsed();
      await pause(seconds * 1000);
      probe.child.send({ type: "sample" });
      const received = await probe.nextMessage<VideoViewerSample>("sample", 10_000);
      const framesSent = simulator.stats().jt808.videoFramesSent - framesBefore;
      const usage = sampler.summary(from, sampler.elapsed());
      const expected = framesSent * viewersPerStream;
      const step = {
        streams,
        viewers: streams * viewersPerStream,
        newViewersLive: `${watching.live}/${watching.requested}`,
        framesSentPerSecond: Math.round(framesSent / seconds),
        framesSentPerStreamPerSecond: Number((framesSent / seconds / streams).toFixed(1)),
        relayedMbitPerSecond: Number(((received.bytes * 8) / seconds / 1e6).toFixed(1)),
        droppedPct: Number(
          ((Math.max(0, expected - received.fragments) / Math.max(1, expected)) * 100).toFixed(2),
        ),
        latePct: Number(((received.late / Math.max(1, received.fragments)) * 100).toFixed(2)),
        latenessMs: received.latenessMs,
        socketsClosed: received.closed,
        ...usage,
        // 25 fps streams one core relays: frames relayed per CPU second above the baseline, over 25
        streamsPerCore:
          usage.serverCpuMeanPct > idle.serverCpuMeanPct
            ? Math.round(
                (framesSent / seconds / CLIP_FPS) * (100 / (usage.serverCpuMeanPct - idle.serverCpuMeanPct)),
              )
            : null,
        loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
      };
      console.log(JSON.stringify(step));
      capacity.push(step);
    }
    sampler.stop();
    const result = {
      machine,
      clip: { size: "1280x720", fps: CLIP_FPS, bitrateKbps, codec: "H.264 baseline, key frame every 1 s" },
      lateMs: LATE_MS,
      glassToGlass: glass,
      baselineNoStream: idle,
      capacity,
    };
    console.log(JSON.stringify(result, null, 2));
    if (args.out) writeFileSync(args.out, JSON.stringify(result, null, 2));
  } finally {
    if (probe.child.connected) probe.child.send({ type: "close" });
    probe.kill();
    await simulator.stop();
    await stopBenchServer(server);
    await sql.end({ timeout: 5 });
    await dropBenchDatabase(url);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
