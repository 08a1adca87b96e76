import { parentPort } from "node:worker_threads";
import { amqpTransport } from "./amqpTransport.js";
import { batchMessages, batchSize, type ForwardBatch, toOutgoing } from "./forwardBatch.js";
import type { ForwardingConfig } from "./forwardingConfig.js";
import { createForwardSink, type ForwardLog, type ForwardSink, type SinkMetrics } from "./forwardSink.js";
import { kafkaTransport } from "./kafkaTransport.js";
import { mqttTransport } from "./mqttTransport.js";

/** Server → worker. */
export type ToForwardWorker =
  | { start: { config: ForwardingConfig; backoff?: { baseMs?: number; maxMs?: number } } }
  | { batch: ForwardBatch }
  /** drain what the connected sinks hold, for at most `deadlineMs`, then disconnect and answer `stopped` */
  | { stop: { deadlineMs: number } };

/** Worker → server. */
export type FromForwardWorker =
  /** the sinks' counters; `took`: messages of the batches taken since the last report */
  | { metrics: SinkMetrics[]; took: number }
  | { log: { level: "info" | "warn"; bindings: Record<string, unknown>; details: object; message: string } }
  | { stopped: SinkMetrics[] };

const METRICS_EVERY_MS = 200;
const DRAIN_POLL_MS = 20;

/** The server's logger, relayed: the worker's lines are written by the server's thread, with the sink's bindings. */
function relayLog(port: NonNullable<typeof parentPort>, bindings: Record<string, unknown> = {}): ForwardLog {
  const line = (level: "info" | "warn") => (details: object, message: string) =>
    port.postMessage({ log: { level, bindings, details, message } } satisfies FromForwardWorker);
  return {
    child: (more) => relayLog(port, { ...bindings, ...more }),
    info: line("info"),
    warn: line("warn"),
  };
}

/**
 * The streaming forward's worker thread (`forwarding.ts` starts it): the forward messages are built and serialised
 * here, and the broker clients (MQTT, AMQP, Kafka) live here, so neither their CPU nor a slow broker's back-pressure
 * reaches the server's event loop. Batches come in as columns (`forwardBatch.ts`); each sink keeps its bounded
 * drop-oldest buffer as before.
 */
if (!parentPort) throw new Error("forwardWorker runs as a worker thread");
const port = parentPort;
const sinks: ForwardSink[] = [];
let took = 0;
let reporter: NodeJS.Timeout | null = null;

const report = () => {
  port.postMessage({ metrics: sinks.map((sink) => sink.metrics()), took } satisfies FromForwardWorker);
  took = 0;
};

async function stop(deadlineMs: number) {
  const until = Date.now() + deadlineMs;
  const pending = () =>
    sinks.some((sink) => {
      const metrics = sink.metrics();
      return metrics.connected && metrics.buffered + metrics.inFlight > 0;
    });
  while (pending() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  await Promise.all(sinks.map((sink) => sink.stop()));
  if (reporter) clearInterval(reporter);
  reporter = null;
  port.postMessage({ stopped: sinks.map((sink) => sink.metrics()) } satisfies FromForwardWorker);
}

port.on("message", (message: ToForwardWorker) => {
  if ("batch" in message) {
    for (const forward of batchMessages(message.batch)) {
      const outgoing = toOutgoing(forward);
      for (const sink of sinks) sink.enqueue(outgoing);
    }
    took += batchSize(message.batch);
  } else if ("start" in message) {
    const { config, backoff } = message.start;
    const options = { bufferSize: config.bufferSize, log: relayLog(port), backoff };
    if (config.mqtt) sinks.push(createForwardSink(mqttTransport(config.mqtt), options));
    if (config.amqp) sinks.push(createForwardSink(amqpTransport(config.amqp), options));
    if (config.kafka) sinks.push(createForwardSink(kafkaTransport(config.kafka), options));
    for (const sink of sinks) sink.start();
    reporter = setInterval(report, METRICS_EVERY_MS);
    report();
  } else if ("stop" in message) {
    void stop(message.stop.deadlineMs);
  }
});
