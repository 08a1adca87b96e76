/**
 * Measurements beyond the gateway, run alongside the load. They need a whole server (pipeline, database, /ws).
 *
 * - measureDbThroughput: samples /api/metrics every second (positions written, queue depth, backpressure),
 *   waits for the queue to drain after the load, and cross-checks with `count(*)` on `positions`.
 * - measureWebsocketLatency: logs in once, opens K operator sockets in a child process (wsProbe.ts) and matches
 *   the vehicle updates they receive to the positions sent (vehicle id + fix time), for p50/p95/p99.
 */
import postgres from "postgres";
import { forkProbe } from "../shared/probeProcess.js";
import { latencyKey } from "./latencyKey.js";

/** Reads one sample (no labels) from a Prometheus text page. */
export function counter(text: string, name: string): number | null {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : null;
}

export async function scrape(url: string): Promise<string> {
  const token = process.env.METRICS_TOKEN;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const METRICS = {
  received: "armada_positions_received_total",
  accepted: "armada_positions_accepted_total",
  written: "armada_positions_written_total",
  flushes: "armada_position_flushes_total",
  flushErrors: "armada_position_flush_errors_total",
  queueDepth: "armada_position_queue_depth",
  queuePeak: "armada_position_queue_peak",
  backpressureWaits: "armada_position_backpressure_waits_total",
  lastFlushMs: "armada_position_last_flush_ms",
  gatewayPauses: "armada_ingest_gt06_backpressure_pauses",
  gatewayFrames: "armada_ingest_gt06_frames_received",
  sockets: "armada_websocket_clients",
} as const;
type MetricName = keyof typeof METRICS;
type MetricValues = Record<MetricName, number>;

export interface MetricsSample extends MetricValues {
  /** seconds since the probe started */
  t: number;
  /** positions written per second since the previous sample */
  writtenPerSecond: number;
}

function readAll(text: string): MetricValues {
  const values = {} as MetricValues;
  for (const [key, name] of Object.entries(METRICS)) values[key as MetricName] = counter(text, name) ?? 0;
  return values;
}

function median(values: number[]) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * HOOK (database throughput): positions written per second from `armada_positions_written_total`, sampled every
 * `intervalMs`, plus queue depth, flush duration and backpressure counters over time.
 */
export const measureDbThroughput = {
  async start(metricsUrl: string, options: { databaseUrl?: string; intervalMs?: number } = {}) {
    const intervalMs = options.intervalMs ?? 1_000;
    const origin = performance.now();
    const initial = readAll(await scrape(metricsUrl));
    let previous = { at: origin, written: initial.written };
    const samples: MetricsSample[] = [];
    let loadStart: number | null = null;
    let loadEnd: number | null = null;
    let sampling: Promise<void> | null = null;
    const sampleOnce = async () => {
      const values = readAll(await scrape(metricsUrl));
      const at = performance.now();
      samples.push({
        t: Number(((at - origin) / 1000).toFixed(2)),
        ...values,
        writtenPerSecond: Math.round(((values.written - previous.written) * 1000) / (at - previous.at)),
      });
      previous = { at, written: values.written };
    };
    const timer = setInterval(() => {
      if (sampling) return; // a slow scrape under load: skip a beat rather than pile up
      sampling = sampleOnce()
        .catch(() => {})
        .finally(() => {
          sampling = null;
        });
    }, intervalMs);

    return {
      samples,
      /** the moment the generator starts sending positions (after every device logged in) */
      markLoadStart() {
        loadStart = performance.now();
      },
      markLoadEnd() {
        loadEnd = performance.now();
      },
      /** Waits until the queue is empty and the written counter stops moving, then summarises. */
      async finish() {
        const drainStarted = performance.now();
        let stable = 0;
        let last = -1;
        while (performance.now() - drainStarted < 120_000) {
          await sleep(500);
          const values = readAll(await scrape(metricsUrl));
          if (values.queueDepth === 0 && values.written === last) stable++;
          else stable = 0;
          last = values.written;
          if (stable >= 2) break;
        }
        const drainSeconds = (performance.now() - drainStarted) / 1000;
        clearInterval(timer);
        if (sampling) await sampling;
        const final = readAll(await scrape(metricsUrl));
        const start = loadStart ?? origin;
        const end = loadEnd ?? performance.now();
        const startT = (start - origin) / 1000;
        const endT = (end - origin) / 1000;
        // 1-s rates while the load ran, leaving out the first 3 s (connections warming up, caches filling).
        const steady = samples
          .filter((sample) => sample.t > startT + 3 && sample.t <= endT)
          .map((sample) => sample.writtenPerSecond);
        const before = samples.filter((sample) => sample.t <= startT).at(-1) ?? { ...initial, t: 0 };
        const atEnd = samples.filter((sample) => sample.t <= endT).at(-1) ?? before;
        const loadSeconds = (end - start) / 1000;
        const delta = (name: MetricName) => final[name] - initial[name];
        let countCheck: number | null = null;
        if (options.databaseUrl) {
          const sql = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
          try {
            const [row] = await sql<{ count: string }[]>`select count(*) from positions`;
            countCheck = Number(row?.count ?? 0);
          } finally {
            await sql.end({ timeout: 5 });
          }
        }
        return {
          loadSeconds: Number(loadSeconds.toFixed(1)),
          /** written during the load window / its length */
          writtenPerSecondDuringLoad: Math.round(
            (atEnd.written - before.written) / Math.max(1, atEnd.t - Math.max(before.t, startT)),
          ),
          /** median and lowest of the 1-s samples during the load, without the first 3 s */
          writtenPerSecondMedian: median(steady),
          writtenPerSecondMin: steady.length ? Math.min(...steady) : 0,
          writtenPerSecondMax: steady.length ? Math.max(...steady) : 0,
          /** everything written / (load + drain) */
          writtenPerSecondIncludingDrain: Math.round(delta("written") / (loadSeconds + drainSeconds)),
          drainSeconds: Number(drainSeconds.toFixed(1)),
          received: delta("received"),
          accepted: delta("accepted"),
          written: delta("written"),
          countStarPositions: countCheck,
          flushes: delta("flushes"),
          flushErrors: delta("flushErrors"),
          rowsPerFlush: delta("flushes") ? Math.round(delta("written") / delta("flushes")) : 0,
          queuePeak: final.queuePeak,
          queueDepthMedian: median(
            samples.filter((s) => s.t > startT && s.t <= endT).map((sample) => sample.queueDepth),
          ),
          lastFlushMsMedian: median(
            samples.filter((s) => s.t > startT && s.t <= endT).map((sample) => sample.lastFlushMs),
          ),
          backpressureWaits: delta("backpressureWaits"),
          gatewayBackpressurePauses: delta("gatewayPauses"),
          gatewayFrames: delta("gatewayFrames"),
        };
      },
    };
  },
};

export type DbThroughputResult = Awaited<
  ReturnType<Awaited<ReturnType<typeof measureDbThroughput.start>>["finish"]>
>;

/** Logs in through the API (once) and returns the `armada_session=…` cookie. */
export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/login", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", "x-armada-client": "web" },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login as ${username}: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("armada_session="));
  if (!cookie) throw new Error("login answered without an armada_session cookie");
  return cookie;
}

export interface WebsocketLatencyOptions {
  /** http://host:port of the server (login) */
  baseUrl: string;
  /** ws://host:port/ws */
  wsUrl: string;
  username: string;
  password: string;
  sockets: number;
  connectPerSecond?: number;
  /** keep the send time of one position in `sampleEvery` (bounds memory at high rates) */
  sampleEvery?: number;
}

/**
 * HOOK (WebSocket latency): time from a position leaving a simulated device to an operator socket receiving the
 * vehicle update, over K sockets logged in as one operator. The load generator calls `recordSend` for each
 * position; `finish` hands the send times to the probe and returns the percentiles.
 */
export const measureWebsocketLatency = {
  async start(options: WebsocketLatencyOptions) {
    const cookie = await login(options.baseUrl, options.username, options.password);
    const sampleEvery = Math.max(1, Math.round(options.sampleEvery ?? 1));
    const { child, nextMessage, kill } = forkProbe(new URL("./wsProbe.ts", import.meta.url));
    child.send({
      type: "start",
      wsUrl: options.wsUrl,
      cookie,
      sockets: options.sockets,
      connectPerSecond: options.connectPerSecond ?? 250,
    });
    const { type: _ready, ...ready } = await nextMessage<{
      type: string;
      open: number;
      failed: number;
      connectSeconds: number;
    }>("ready", 90_000);
    const sendTimes = new Map<number, number>();
    let sent = 0;
    return {
      pid: child.pid,
      ready,
      /** a position left the generator: vehicle, its fix time (ms) and the send time (epoch ms) */
      recordSend(vehicleId: number, fixMs: number, sentAtMs: number) {
        sent++;
        const key = latencyKey(vehicleId, fixMs);
        if (sampleEvery === 1 || (vehicleId * 7_919 + Math.floor(fixMs / 1000)) % sampleEvery === 0)
          sendTimes.set(key, sentAtMs);
      },
      async finish() {
        const result = nextMessage<Record<string, unknown>>("result", 120_000);
        child.send({ type: "finish", sendTimes });
        const { type: _type, ...rest } = await result;
        return { ...rest, positionsSent: sent, sampleEvery, connected: ready };
      },
      kill,
    };
  },
};
