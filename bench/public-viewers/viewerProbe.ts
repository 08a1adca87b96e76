/**
 * Public viewers of live-track links (WebSocket clients of /ws/live-track), in a child process of its own.
 *
 * Viewer i watches link i mod L and connects from loopback address 127.1.x.y, `perAddress` viewers per address
 * (the public endpoint is rate-limited per address, like phones on their own networks). Each hub message is
 * serialised once per link on the server, so it is parsed once, by the first viewer that receives it, and
 * recognised on the others by a fingerprint. Every vehicle in a `vehicles` message carries `lastSeen`, the
 * server's receipt time of that position (the link picks lastSeen): latency = receipt on a viewer − lastSeen, for
 * every viewer and every vehicle position delivered for the first time.
 *
 * Protocol: parent → { type: "start", urls, viewers, connectPerSecond, perAddress } → child answers
 * { type: "ready", open, failed, connectSeconds, snapshots }; parent → { type: "finish" } → { type: "result" }.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import WebSocket from "ws";
import { Histogram } from "../shared/histogram.js";
import { openSockets, pause } from "../shared/openSockets.js";
import { probeCost } from "../shared/probeCost.js";

interface StartMessage {
  type: "start";
  urls: string[];
  viewers: number;
  connectPerSecond: number;
  perAddress: number;
}

interface Flush {
  link: number;
  /** ingest times of the positions this message delivers for the first time */
  ingestTimes: number[];
  receivedBy: number;
}

const all = new Histogram(60_000);
const first = new Histogram(60_000);
const flushes = new Map<string, Flush>();
const seen = new Set<string>();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let sockets: WebSocket[] = [];
let perViewer = new Uint32Array(0);
let viewersOfLink: number[] = [];
let receiving = false;
let messages = 0;
let bytes = 0;
let snapshots = 0;
let expired = 0;
let parseErrors = 0;
let closedEarly = 0;

const send = (message: unknown) => process.send?.(message);

/** 127.1.0.1, 127.1.0.2, … (each address holds `perAddress` viewers) */
function sourceAddress(viewer: number, perAddress: number) {
  const address = Math.floor(viewer / perAddress);
  return `127.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

function onMessage(viewer: number, link: number, data: Buffer) {
  const at = performance.timeOrigin + performance.now();
  messages++;
  bytes += data.length;
  if (!receiving) {
    if (data.toString("latin1", 0, 20).includes('"snapshot"')) snapshots++;
    return;
  }
  perViewer[viewer] = (perViewer[viewer] ?? 0) + 1;
  const fingerprint = `${link}:${data.length}:${data.toString("latin1", 0, 160)}:${data.toString("latin1", Math.max(0, data.length - 96))}`;
  let flush = flushes.get(fingerprint);
  if (!flush) {
    let parsed: { type?: string; data?: { ref: string; lastSeen?: string | null }[] };
    try {
      parsed = JSON.parse(data.toString("utf8"));
    } catch {
      parseErrors++;
      return;
    }
    if (parsed.type === "expired") expired++;
    if (parsed.type !== "vehicles" || !Array.isArray(parsed.data)) return;
    const ingestTimes: number[] = [];
    for (const vehicle of parsed.data) {
      if (!vehicle.lastSeen) continue;
      const key = `${link}|${vehicle.ref}|${vehicle.lastSeen}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ingestTimes.push(Date.parse(vehicle.lastSeen));
    }
    flush = { link, ingestTimes, receivedBy: 0 };
    flushes.set(fingerprint, flush);
    for (const ingest of ingestTimes) first.add(at - ingest);
  }
  flush.receivedBy++;
  for (const ingest of flush.ingestTimes) all.add(at - ingest);
}

async function start(message: StartMessage) {
  loopDelay.enable();
  perViewer = new Uint32Array(message.viewers);
  viewersOfLink = message.urls.map(
    (_, link) =>
      Math.floor(message.viewers / message.urls.length) +
      (link < message.viewers % message.urls.length ? 1 : 0),
  );
  const started = performance.now();
  const { open, failed, deadline } = await openSockets({
    count: message.viewers,
    connectPerSecond: message.connectPerSecond,
    timeoutMs: 90_000,
    connect: (viewer) => {
      const link = viewer % message.urls.length;
      const socket = new WebSocket(message.urls[link] as string, {
        localAddress: sourceAddress(viewer, message.perAddress),
        perMessageDeflate: false,
        skipUTF8Validation: true,
      });
      socket.on("close", () => {
        if (receiving) closedEarly++;
      });
      socket.on("message", (data: Buffer) => onMessage(viewer, link, data));
      sockets.push(socket);
      return socket;
    },
  });
  // every viewer got its snapshot before the load starts
  while (snapshots < open && Date.now() < deadline) await pause();
  receiving = true;
  send({
    type: "ready",
    open,
    failed,
    snapshots,
    connectSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  });
}

function finish() {
  receiving = false;
  loopDelay.disable();
  const counts = [...perViewer].sort((a, b) => a - b);
  let missed = 0;
  for (const flush of flushes.values())
    missed += Math.max(0, (viewersOfLink[flush.link] ?? 0) - flush.receivedBy);
  send({
    type: "result",
    viewers: sockets.length,
    latencyMs: all.summary(),
    /** the first viewer to get each message: pipeline + hub timer, without most of the fan-out */
    firstViewerLatencyMs: first.summary(),
    negativeLatencies: all.negative,
    positionsDelivered: seen.size,
    hubMessages: flushes.size,
    /** hub messages of a link that one of its viewers did not get (skipped by the hub's buffer rule, or closed) */
    missedMessages: missed,
    messagesPerViewer: { min: counts[0] ?? 0, median: counts[Math.floor(counts.length / 2)] ?? 0 },
    messagesReceived: messages,
    megabytesReceived: Number((bytes / 1e6).toFixed(1)),
    expiredMessages: expired,
    parseErrors,
    closedEarly,
    ...probeCost(loopDelay),
  });
  for (const socket of sockets) socket.terminate();
  sockets = [];
  setTimeout(() => process.exit(0), 200);
}

process.on("message", (message: StartMessage | { type: "finish" }) => {
  if (message.type === "start") void start(message);
  else if (message.type === "finish") finish();
});
process.on("disconnect", () => process.exit(0));
