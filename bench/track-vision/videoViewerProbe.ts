/**
 * Live video viewers (WebSocket clients of TRACK_VISION_SOCKET_PATH), in a child process of its own so receiving
 * does not share an event loop with the simulated dashcams.
 *
 * Every fMP4 fragment's decode time (tfdt, ms) is the dashcam's timestamp of the frame, taken when it sent it, so
 * receipt − decode time is the relay delay plus a per-stream constant; the stream's smallest value is taken as its
 * constant, and a fragment's **lateness** is how far its delay lies above it (what the server's relay added over
 * its best). A fragment more than LATE_MS late counts as late.
 *
 * Protocol: parent → { type: "watch", urls } → child opens one socket per url, answers { type: "watching", open,
 * failed, live } once every socket had its first fragment (or after 60 s); parent → { type: "sample" } → child
 * answers { type: "sample", fragments, bytes, late, latenessMs, closed } for the time since the last sample.
 */
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { Histogram } from "../shared/histogram.js";
import { pause } from "../shared/openSockets.js";

export const LATE_MS = 200;

export interface VideoViewerSample {
  type: "sample";
  fragments: number;
  bytes: number;
  late: number;
  latenessMs: ReturnType<Histogram["summary"]>;
  /** sockets the server closed (a refusal, a stream that ended) */
  closed: number;
}

interface Viewer {
  socket: WebSocket;
  firstFragment: boolean;
  /** smallest receipt − decode time seen so far (ms) */
  baseline: number;
}

const TFDT = Buffer.from("tfdt");
const viewers: Viewer[] = [];
let tally = { fragments: 0, bytes: 0, late: 0, lateness: new Histogram(30_000) };
let closed = 0;

const send = (message: unknown) => process.send?.(message);

/** the fragment's decode time (a version 1 tfdt: 64 bits), null for an init segment */
function decodeTime(data: Buffer): number | null {
  const at = data.indexOf(TFDT);
  return at < 0 ? null : Number(data.readBigUInt64BE(at + 8));
}

function watch(url: string, cookie: string) {
  const viewer: Viewer = {
    socket: new WebSocket(url, { headers: { cookie } }),
    firstFragment: false,
    baseline: Number.POSITIVE_INFINITY,
  };
  viewer.socket.on("message", (data: Buffer, binary: boolean) => {
    if (!binary) return;
    const time = decodeTime(data);
    if (time === null) return;
    viewer.firstFragment = true;
    const delay = performance.now() - time;
    viewer.baseline = Math.min(viewer.baseline, delay);
    const lateness = delay - viewer.baseline;
    tally.fragments++;
    tally.bytes += data.length;
    tally.lateness.add(lateness);
    if (lateness > LATE_MS) tally.late++;
  });
  viewer.socket.on("close", () => closed++);
  viewer.socket.on("error", () => {});
  viewers.push(viewer);
  return viewer;
}

process.on("message", async (message: { type: string; urls?: string[]; cookie?: string }) => {
  if (message.type === "watch") {
    const opened = (message.urls ?? []).map((url) => watch(url, message.cookie ?? ""));
    const deadline = Date.now() + 60_000;
    while (opened.some((viewer) => !viewer.firstFragment) && Date.now() < deadline) await pause(100);
    send({
      type: "watching",
      open: opened.filter((viewer) => viewer.socket.readyState === WebSocket.OPEN).length,
      live: opened.filter((viewer) => viewer.firstFragment).length,
      requested: opened.length,
    });
  }
  if (message.type === "sample") {
    const sample: VideoViewerSample = {
      type: "sample",
      fragments: tally.fragments,
      bytes: tally.bytes,
      late: tally.late,
      latenessMs: tally.lateness.summary(),
      closed,
    };
    tally = { fragments: 0, bytes: 0, late: 0, lateness: new Histogram(30_000) };
    send(sample);
  }
  if (message.type === "close") {
    for (const viewer of viewers) viewer.socket.close();
    process.exit(0);
  }
});
