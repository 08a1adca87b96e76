/**
 * Streaming forward benchmark (issue 37): the same GT06 load offered to each variant in turn, each on a fresh bench
 * database: `baseline` (no forwarding), `forward` (every vehicle update to the local Mosquitto, QoS 1, and RabbitMQ,
 * confirm channel and topic exchange) and `forward-main-thread` (the same, by an earlier build given as
 * `--main-thread-root`, whose sinks ran on the server's event loop). It compares the positions written per second,
 * the queue, the heartbeat acknowledgement, the server's event-loop delay and CPU, and counts what a subscriber on
 * each broker received.
 *
 *   npm run build && npx tsx bench/forwarding/run.ts                  # 2,000 devices, 5,000 positions/s, 60 s each
 *   npx tsx bench/forwarding/run.ts --duration 30 --rounds 2 --out /tmp/armada-bench-forwarding.json
 *   npx tsx bench/forwarding/run.ts --variants forward-main-thread,forward --main-thread-root /tmp/prev/ --rounds 2
 *
 * Needs the local PostgreSQL (as bench/ingest), Mosquitto at mqtt://127.0.0.1:1883 and RabbitMQ at
 * amqp://guest:guest@127.0.0.1:5672. Not part of `make test`. Figures: docs/performance.md "Streaming forward".
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { connect as connectAmqp } from "amqplib";
import { connectAsync as connectMqtt } from "mqtt";
import { runGt06Load } from "../ingest/gt06Load.js";
import { measureDbThroughput, scrape } from "../ingest/hooks.js";
import { startProcSampler } from "../ingest/procStats.js";
import { createBenchDatabase, dropBenchDatabase, seedBenchDatabase } from "../ingest/seed.js";
import { freePorts, startBenchServer, stopBenchServer } from "../shared/benchServer.js";

const { values } = parseArgs({
  options: {
    devices: { type: "string", default: "2000" },
    rate: { type: "string", default: "5000" },
    duration: { type: "string", default: "60" },
    /** baseline, forward, baseline, forward, ...: alternating spreads a busy neighbour over both */
    rounds: { type: "string", default: "1" },
    /** run in this order in each round */
    variants: { type: "string", default: "baseline,forward" },
    /** a checkout of the earlier build (apps/server/dist built, node_modules beside it) for `forward-main-thread` */
    "main-thread-root": { type: "string" },
    "mqtt-url": { type: "string", default: "mqtt://127.0.0.1:1883" },
    "amqp-url": { type: "string", default: "amqp://guest:guest@127.0.0.1:5672" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/armada_bench" },
    out: { type: "string" },
  },
});

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const databaseUrl = values["database-url"] as string;
const devices = Number(values.devices);
const rate = Number(values.rate);
const durationS = Number(values.duration);
const imeiBase = 865000000000000n;
const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let server: ChildProcess | null = null;

/** `armada_forward_<name>{sink="<sink>"} <value>` of a metrics text */
function forwardMetric(text: string, name: string, sink: string): number {
  const match = text.match(new RegExp(`^armada_forward_${name}\\{sink="${sink}"\\} (\\d+)$`, "m"));
  return match ? Number(match[1]) : 0;
}

/** Subscribers counting what each broker delivers (MQTT QoS 1 on prefix/#, an exclusive AMQP queue on `#`). */
async function startSubscribers(prefix: string, exchange: string) {
  const received = { mqtt: 0, amqp: 0 };
  const mqtt = await connectMqtt(values["mqtt-url"] as string, { clientId: `armada-bench-sub-${prefix}` });
  mqtt.on("message", () => received.mqtt++);
  await mqtt.subscribeAsync(`${prefix}/#`, { qos: 1 });
  const amqp = await connectAmqp(values["amqp-url"] as string);
  const channel = await amqp.createChannel();
  await channel.assertExchange(exchange, "topic", { durable: true });
  const { queue } = await channel.assertQueue("", { exclusive: true });
  await channel.bindQueue(queue, exchange, "#");
  await channel.consume(queue, () => received.amqp++, { noAck: true });
  return {
    received,
    async close() {
      await mqtt.endAsync();
      await channel.deleteExchange(exchange).catch(() => {});
      await amqp.close();
    },
  };
}

type Variant = "baseline" | "forward" | "forward-main-thread";

/** `armada_event_loop_delay_seconds{quantile}` in ms (the server's, since it started), or null when not exported */
function eventLoopDelayMs(text: string) {
  const at = (quantile: string) => {
    const match = text.match(
      new RegExp(`^armada_event_loop_delay_seconds\\{quantile="${quantile}"\\} ([\\d.e-]+)$`, "m"),
    );
    return match ? Math.round(Number(match[1]) * 1_000) : null;
  };
  return { p50: at("0.5"), p99: at("0.99"), max: at("1") };
}

async function runVariant(variant: Variant) {
  const forwarding = variant !== "baseline";
  const tag = randomBytes(3).toString("hex");
  const prefix = `armada-bench-${tag}`;
  const exchange = `armada.bench.${tag}`;
  log(`${variant}: ${devices} devices, ${rate} positions/s offered, ${durationS} s`);
  await createBenchDatabase(databaseUrl);
  await seedBenchDatabase({ url: databaseUrl, devices, imeiBase, vendorType: "gt06" });
  const subscribers = forwarding ? await startSubscribers(prefix, exchange) : null;
  const ports = await freePorts();
  const root = variant === "forward-main-thread" ? values["main-thread-root"] : repoRoot;
  if (!root) throw new Error("forward-main-thread needs --main-thread-root");
  server = await startBenchServer({
    repoRoot: root.endsWith("/") ? root : `${root}/`,
    databaseUrl,
    ports,
    env: forwarding
      ? {
          FORWARD_MQTT_URL: values["mqtt-url"] as string,
          FORWARD_MQTT_TOPIC_PREFIX: prefix,
          FORWARD_MQTT_QOS: "1",
          FORWARD_AMQP_URL: values["amqp-url"] as string,
          FORWARD_AMQP_EXCHANGE: exchange,
        }
      : {},
  });
  const child = server;
  const metricsUrl = `http://127.0.0.1:${ports.http}/api/metrics`;
  const procs = startProcSampler(() => ({ server: child.pid }));
  const db = await measureDbThroughput.start(metricsUrl, { databaseUrl });
  let loadFrom = 0;
  let loadTo = 0;
  // the server's event-loop delay, one 5-second window per scrape, while the load runs
  const loopWindows: ReturnType<typeof eventLoopDelayMs>[] = [];
  let loopSampler: NodeJS.Timeout | null = null;
  const load = await runGt06Load({
    protocol: "gt06",
    host: "127.0.0.1",
    port: ports.gt06,
    devices,
    rate,
    durationS,
    connectRate: 500,
    heartbeatS: 30,
    imeiBase,
    log,
    onLoadStart: () => {
      db.markLoadStart();
      loadFrom = procs.elapsed();
      loopSampler = setInterval(() => {
        scrape(metricsUrl).then(
          (text) => loopWindows.push(eventLoopDelayMs(text)),
          () => {},
        );
      }, 5_000);
    },
    progress: () => {
      const last = db.samples.at(-1);
      return last ? `| written ${last.writtenPerSecond}/s queue ${last.queueDepth}` : "";
    },
  });
  db.markLoadEnd();
  if (loopSampler) clearInterval(loopSampler);
  loadTo = procs.elapsed();
  const p99s = loopWindows.map((window) => window.p99).filter((value): value is number => value !== null);
  const maxes = loopWindows.map((window) => window.max).filter((value): value is number => value !== null);
  const eventLoop = {
    windows: p99s.length,
    p99MedianMs: p99s.length ? [...p99s].sort((a, b) => a - b)[Math.floor(p99s.length / 2)] : null,
    p99WorstMs: p99s.length ? Math.max(...p99s) : null,
    maxMs: maxes.length ? Math.max(...maxes) : null,
  };
  const database = await db.finish();
  const resources = procs.summary(loadFrom, loadTo);
  procs.stop();
  load.close();

  let forwarded = null;
  if (subscribers) {
    // wait (bounded) for the sinks' buffers and in-flight windows to empty and the subscribers to catch up
    const waitStarted = performance.now();
    const deadline = Date.now() + 60_000;
    let text = await scrape(metricsUrl);
    while (Date.now() < deadline) {
      text = await scrape(metricsUrl);
      const pending = ["mqtt", "amqp"].reduce(
        (sum, sink) => sum + forwardMetric(text, "buffered", sink) + forwardMetric(text, "in_flight", sink),
        0,
      );
      const sent = Math.min(
        forwardMetric(text, "sent_total", "mqtt"),
        forwardMetric(text, "sent_total", "amqp"),
      );
      if (pending === 0 && subscribers.received.mqtt >= sent && subscribers.received.amqp >= sent) break;
      await sleep(250);
    }
    const catchUpSeconds = Number(((performance.now() - waitStarted) / 1000).toFixed(1));
    forwarded = Object.fromEntries(
      (["mqtt", "amqp"] as const).map((sink) => [
        sink,
        {
          catchUpSeconds,
          sent: forwardMetric(text, "sent_total", sink),
          dropped: forwardMetric(text, "dropped_total", sink),
          failed: forwardMetric(text, "failed_total", sink),
          receivedBySubscriber: subscribers.received[sink],
        },
      ]),
    );
    await subscribers.close();
  }
  await stopBenchServer(child);
  server = null;
  await dropBenchDatabase(databaseUrl);
  const loadAverage = loadavg().map((value) => Number(value.toFixed(1)));
  return {
    variant,
    loadAverage,
    generator: load.summary,
    database,
    resources,
    eventLoop,
    loopWindows,
    forwarded,
  };
}

async function main() {
  const results: Awaited<ReturnType<typeof runVariant>>[] = [];
  const variants = (values.variants as string).split(",") as Variant[];
  for (const variant of variants)
    if (!["baseline", "forward", "forward-main-thread"].includes(variant))
      throw new Error(`unknown variant ${variant}`);
  for (let round = 0; round < Number(values.rounds); round++)
    for (const variant of variants) results.push(await runVariant(variant));
  const brief = (result: (typeof results)[number]) => ({
    variant: result.variant,
    offeredPerSecond: rate,
    sentPerSecond: result.generator.sentPerSecond,
    skippedBackpressure: result.generator.skippedBackpressure,
    writtenPerSecondDuringLoad: result.database.writtenPerSecondDuringLoad,
    writtenPerSecondMedian: result.database.writtenPerSecondMedian,
    written: result.database.written,
    countStar: result.database.countStarPositions,
    queuePeak: result.database.queuePeak,
    backpressureWaits: result.database.backpressureWaits,
    drainSeconds: result.database.drainSeconds,
    heartbeatAckP95Ms: result.generator.heartbeatAckMs.p95,
    eventLoop: result.eventLoop,
    loadAverage: result.loadAverage,
    serverCpuMeanPct: result.resources.serverCpuMeanPct,
    serverRssPeakMb: result.resources.serverRssPeakMb,
    machineBusyMeanPct: result.resources.machineBusyMeanPct,
    forwarded: result.forwarded,
  });
  const summary = {
    finishedAt: new Date().toISOString(),
    devices,
    rate,
    durationS,
    runs: results.map(brief),
  };
  console.log(JSON.stringify(summary, null, 2));
  if (values.out) writeFileSync(values.out, `${JSON.stringify({ summary, results }, null, 2)}\n`);
}

main()
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error(error);
    await stopBenchServer(server).catch(() => {});
    await dropBenchDatabase(databaseUrl).catch(() => {});
    process.exit(1);
  });
