/**
 * Operator sockets for the latency probe, in a child process of its own (forked by hooks.ts with IPC), so that
 * receiving on many sockets does not share an event loop with the GT06 generator.
 *
 * Every socket of the company receives the same hub message (serialised once on the server), so each message is
 * parsed once, by the first socket that receives it, and recognised on the others by a fingerprint (length plus
 * its first and last bytes). The receipt time of that message is kept per socket. At the end the parent sends
 * the send time of each (sampled) position; latency = receipt on a socket − send, for every socket.
 *
 * Protocol: parent → { type: "start", wsUrl, cookie, sockets, connectPerSecond } → child answers
 * { type: "ready", open, failed, connectSeconds }; parent → { type: "finish", sendTimes } → child answers
 * { type: "result", ... } and exits.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { decodeVehicleUpdatesMessage } from "@armada/domain";
import WebSocket from "ws";
import { Histogram } from "../shared/histogram.js";
import { openSockets } from "../shared/openSockets.js";
import { probeCost } from "../shared/probeCost.js";
import { latencyKey } from "./latencyKey.js";

interface StartMessage {
  type: "start";
  wsUrl: string;
  cookie: string;
  sockets: number;
  connectPerSecond: number;
}
interface FinishMessage {
  type: "finish";
  /** key (vehicleId · 2^32 + fix time in seconds) → send time (epoch ms, fractional) */
  sendTimes: Map<number, number>;
}

interface Flush {
  /** keys delivered for the first time in this message */
  keys: number[];
  /** receipt time per socket, NaN when the socket did not get this message */
  arrivals: Float64Array;
  firstArrival: number;
}

const flushes = new Map<string, Flush>();
const seenKeys = new Set<number>();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
let sockets: WebSocket[] = [];
let socketCount = 0;
let messages = 0;
let bytes = 0;
let parseErrors = 0;
let closedEarly = 0;
let receiving = true;

const send = (message: unknown) => process.send?.(message);

function onMessage(index: number, data: Buffer) {
  if (!receiving) return;
  const at = performance.timeOrigin + performance.now();
  messages++;
  bytes += data.length;
  const fingerprint = `${data.length}:${data.toString("latin1", 0, 160)}:${data.toString("latin1", Math.max(0, data.length - 96))}`;
  let flush = flushes.get(fingerprint);
  if (!flush) {
    let parsed: { type?: string; fields?: unknown; rows?: unknown };
    try {
      parsed = JSON.parse(data.toString("utf8"));
    } catch {
      parseErrors++;
      return;
    }
    if (parsed.type !== "vehicle-updates") return;
    const keys: number[] = [];
    for (const update of decodeVehicleUpdatesMessage(parsed)) {
      const key = latencyKey(update.vehicleId, Date.parse(update.fixTime));
      if (seenKeys.has(key)) continue; // a later message about the same fix (heartbeat): not a first delivery
      seenKeys.add(key);
      keys.push(key);
    }
    flush = { keys, arrivals: new Float64Array(socketCount).fill(Number.NaN), firstArrival: at };
    flushes.set(fingerprint, flush);
  }
  if (Number.isNaN(flush.arrivals[index] as number)) flush.arrivals[index] = at;
}

async function start(message: StartMessage) {
  socketCount = message.sockets;
  loopDelay.enable();
  const started = performance.now();
  const { open, failed } = await openSockets({
    count: message.sockets,
    connectPerSecond: message.connectPerSecond,
    timeoutMs: 60_000,
    connect: (index) => {
      const socket = new WebSocket(message.wsUrl, {
        headers: { cookie: message.cookie },
        perMessageDeflate: false,
        skipUTF8Validation: true,
      });
      socket.on("close", () => {
        if (receiving) closedEarly++;
      });
      socket.on("message", (data: Buffer) => onMessage(index, data));
      sockets.push(socket);
      return socket;
    },
  });
  send({
    type: "ready",
    open,
    failed,
    connectSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  });
}

function finish(message: FinishMessage) {
  receiving = false;
  loopDelay.disable();
  const all = new Histogram();
  const first = new Histogram();
  let matchedPositions = 0;
  let deliveries = 0;
  let missedDeliveries = 0;
  const perSocketMessages = new Float64Array(socketCount);
  for (const flush of flushes.values()) {
    const sendTimes = flush.keys
      .map((key) => message.sendTimes.get(key))
      .filter((time): time is number => time !== undefined);
    for (let socket = 0; socket < socketCount; socket++) {
      const at = flush.arrivals[socket] as number;
      if (Number.isNaN(at)) {
        missedDeliveries++;
        continue;
      }
      perSocketMessages[socket] = (perSocketMessages[socket] ?? 0) + 1;
      for (const sentAt of sendTimes) all.add(at - sentAt);
      deliveries += sendTimes.length;
    }
    for (const sentAt of sendTimes) first.add(flush.firstArrival - sentAt);
    matchedPositions += sendTimes.length;
  }
  const counts = [...perSocketMessages].sort((a, b) => a - b);
  send({
    type: "result",
    sockets: socketCount,
    sampledPositionsSent: message.sendTimes.size,
    /** sampled positions that reached the sockets (the rest were coalesced: a newer fix of the vehicle went out instead) */
    sampledPositionsDelivered: matchedPositions,
    latencyMs: all.summary(),
    /** the first socket to get each message: pipeline + hub timer, without most of the fan-out */
    firstSocketLatencyMs: first.summary(),
    negativeLatencies: all.negative,
    deliveries,
    /** hub messages a socket did not get (skipped by the hub's 1 MiB buffer rule, or closed) */
    missedMessages: missedDeliveries,
    hubMessages: flushes.size,
    messagesPerSocket: { min: counts[0] ?? 0, median: counts[Math.floor(counts.length / 2)] ?? 0 },
    messagesReceived: messages,
    megabytesReceived: Number((bytes / 1e6).toFixed(1)),
    parseErrors,
    closedEarly,
    ...probeCost(loopDelay),
  });
  for (const socket of sockets) socket.terminate();
  sockets = [];
  setTimeout(() => process.exit(0), 200);
}

process.on("message", (message: StartMessage | FinishMessage) => {
  if (message.type === "start") void start(message);
  else if (message.type === "finish") finish(message);
});
process.on("disconnect", () => process.exit(0));
