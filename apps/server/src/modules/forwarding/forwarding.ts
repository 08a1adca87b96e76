import type { Worker } from "node:worker_threads";
import {
  type AlertsResolvedNotice,
  alertRaisedMessage,
  alertsResolvedMessage,
  BoundedBuffer,
  companyIdOfTopic,
  isCompanyForwarded,
  reconnectDelayMs,
  type VehicleUpdate,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import { startWorkerThread } from "../../platform/startWorkerThread.js";
import type { AlertRaisedEvent } from "../alerts/index.js";
import { batchSize, type ForwardBatch, ForwardBatchBuilder } from "./forwardBatch.js";
import type { ForwardingConfig } from "./forwardingConfig.js";
import type { SinkMetrics, SinkName } from "./forwardSink.js";
import type { FromForwardWorker, ToForwardWorker } from "./forwardWorker.js";

/** Advisory lock of the instance that forwards (docs/decisions.md "Streaming forward"). */
export const FORWARDING_LOCK_KEY = 4_152_005;

/** Batches waiting on the server's thread for the worker (it is restarting, or behind): beyond, the oldest go. */
export const HANDOFF_QUEUE_BATCHES = 256;
/** Messages handed to the worker and not yet reported taken, at most: past it batches wait in the queue above. */
export const HANDOFF_WINDOW = 50_000;
/** The worker's heap, at most: a sink's buffer of 1,000,000 messages fits; a leak ends the worker, not the server. */
export const WORKER_HEAP_MB = 1_024;
/** How long `stop` lets the connected sinks send what they hold. */
export const DRAIN_DEADLINE_MS = 5_000;

/** The hand-over to the worker thread, on /api/metrics beside the sinks'. */
export interface HandoffMetrics {
  /** messages waiting on the server's thread */
  queued: number;
  /** messages dropped before the worker took them: oldest batches of a full queue, or lost in a worker crash */
  dropped: number;
  /** worker threads started again after a crash */
  workerRestarts: number;
}

export interface Forwarding {
  /** whether any sink is configured */
  readonly enabled: boolean;
  /** Subscribes to the bus and starts the worker with its sinks (on the leading instance). */
  start(): void;
  /** Unsubscribes, lets the connected sinks drain (at most `DRAIN_DEADLINE_MS`) and ends the worker. */
  stop(): Promise<void>;
  metrics(): SinkMetrics[];
  handoff(): HandoffMetrics;
}

const sinkNames = (config: ForwardingConfig): SinkName[] =>
  (["mqtt", "amqp", "kafka"] as const).filter((name) => config[name] !== null);

const emptyMetrics = (sink: SinkName): SinkMetrics => ({
  sink,
  connected: false,
  buffered: 0,
  inFlight: 0,
  sent: 0,
  dropped: 0,
  failed: 0,
  reconnects: 0,
});

/**
 * The sinks of the configuration, fed from the bus's vehicle updates and alert events, in a worker thread
 * (`forwardWorker.ts`). The bus handlers only copy the updates into columns (`ForwardBatchBuilder`); once per turn of
 * the event loop the batch is transferred to the worker. A bounded queue of batches stands between them (drop-oldest,
 * counted), so a worker that is behind or restarting never holds up ingest; a crashed worker is started again with
 * backoff. The sinks' counters come from the worker every 200 ms and survive its restarts.
 */
export function createForwarding(
  config: ForwardingConfig,
  bus: EventBus,
  log: FastifyBaseLogger,
  options: {
    backoff?: { baseMs?: number; maxMs?: number };
    drainDeadlineMs?: number;
    workerHeapMb?: number;
  } = {},
): Forwarding {
  const names = sinkNames(config);
  const queue = new BoundedBuffer<ForwardBatch>(HANDOFF_QUEUE_BATCHES);
  let queuedMessages = 0;
  const builder = new ForwardBatchBuilder();
  let flushScheduled = false;
  let unsubscribe: (() => void)[] = [];
  let worker: Worker | null = null;
  let running = false;
  /** messages posted to the current worker and not yet reported taken */
  let unacknowledged = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let startedAt = 0;
  const counts = { dropped: 0, workerRestarts: 0 };
  /** the latest report of the current worker, and the counters of the workers before it */
  let latest = names.map(emptyMetrics);
  let carried = names.map(emptyMetrics);

  function carryOver(final: SinkMetrics[]) {
    carried = carried.map((base) => {
      const last = final.find((sink) => sink.sink === base.sink) ?? emptyMetrics(base.sink);
      return {
        ...base,
        sent: base.sent + last.sent,
        // what the ended worker still held is lost with it
        dropped: base.dropped + last.dropped + last.buffered,
        failed: base.failed + last.failed + last.inFlight,
        reconnects: base.reconnects + last.reconnects,
      };
    });
    latest = names.map(emptyMetrics);
  }

  function enqueue(batch: ForwardBatch) {
    const overflow = queue.push(batch);
    queuedMessages += batchSize(batch);
    if (overflow) {
      const lost = batchSize(overflow.dropped);
      queuedMessages -= lost;
      counts.dropped += lost;
    }
  }

  function pump(ignoreWindow = false) {
    while (worker && (ignoreWindow || unacknowledged < HANDOFF_WINDOW)) {
      const batch = queue.shift();
      if (!batch) return;
      const size = batchSize(batch);
      queuedMessages -= size;
      unacknowledged += size;
      worker.postMessage({ batch } satisfies ToForwardWorker, [batch.numbers]);
    }
  }

  function flush() {
    flushScheduled = false;
    const batch = builder.take();
    if (!batch) return;
    enqueue(batch);
    pump();
  }

  function changed() {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  }

  function spawn() {
    const fresh = startWorkerThread(import.meta.url, "forwardWorker", {
      resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb ?? WORKER_HEAP_MB },
    });
    fresh.unref();
    worker = fresh;
    unacknowledged = 0;
    startedAt = Date.now();
    fresh.on("message", (message: FromForwardWorker) => {
      if (worker !== fresh) return;
      if ("metrics" in message) {
        latest = message.metrics;
        unacknowledged = Math.max(0, unacknowledged - message.took);
        pump();
      } else if ("log" in message) {
        const { level, bindings, details, message: text } = message.log;
        log.child(bindings)[level](details, text);
      }
    });
    const crashed = (error: Error) => {
      if (worker !== fresh) return;
      worker = null;
      void fresh.terminate();
      counts.dropped += unacknowledged;
      unacknowledged = 0;
      carryOver(latest);
      if (!running) return;
      // a worker that ran a while starts again at once; one that keeps failing waits longer each time
      if (Date.now() - startedAt > 60_000) attempt = 0;
      const delay = reconnectDelayMs(attempt++, options.backoff);
      log.error({ err: error, restartInMs: delay }, "forwarding: worker failed, restarting");
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!running) return;
        counts.workerRestarts++;
        spawn();
        pump();
      }, delay);
      restartTimer.unref();
    };
    fresh.once("error", crashed);
    fresh.once("exit", (code) => crashed(new Error(`forwarding worker exited with code ${code}`)));
    fresh.postMessage({ start: { config, backoff: options.backoff } } satisfies ToForwardWorker);
  }

  const forwarded = (topic: string) => {
    const companyId = companyIdOfTopic(topic);
    return companyId !== null && isCompanyForwarded(companyId, config.companyIds) ? companyId : null;
  };

  return {
    enabled: names.length > 0,
    start() {
      if (names.length === 0 || running) return;
      running = true;
      attempt = 0;
      unsubscribe = [
        bus.subscribe<VehicleUpdate[]>(topics.allVehicleUpdates, (updates, topic) => {
          const companyId = forwarded(topic);
          if (companyId === null || !Array.isArray(updates)) return;
          for (const update of updates) builder.addPosition(companyId, update);
          changed();
        }),
        bus.subscribe<AlertRaisedEvent[]>(topics.allAlertsRaised, (events, topic) => {
          const companyId = forwarded(topic);
          if (companyId === null || !Array.isArray(events)) return;
          for (const event of events) builder.addMessage(alertRaisedMessage({ ...event, companyId }));
          changed();
        }),
        bus.subscribe<AlertsResolvedNotice>(topics.allAlertsResolved, (notice, topic) => {
          const companyId = forwarded(topic);
          if (companyId === null || !notice) return;
          builder.addMessage(alertsResolvedMessage(companyId, notice));
          changed();
        }),
      ];
      spawn();
    },
    async stop() {
      if (!running) return;
      running = false;
      for (const stop of unsubscribe) stop();
      unsubscribe = [];
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      const batch = builder.take();
      if (batch) enqueue(batch);
      const current = worker;
      if (!current) return;
      pump(true);
      const deadlineMs = options.drainDeadlineMs ?? DRAIN_DEADLINE_MS;
      const final = await new Promise<SinkMetrics[] | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), deadlineMs + 2_000);
        current.on("message", (message: FromForwardWorker) => {
          if ("stopped" in message) {
            clearTimeout(timer);
            resolve(message.stopped);
          }
        });
        current.once("exit", () => {
          clearTimeout(timer);
          resolve(null);
        });
        current.postMessage({ stop: { deadlineMs } } satisfies ToForwardWorker);
      });
      worker = null;
      carryOver(final ?? latest);
      unacknowledged = 0;
      await current.terminate();
    },
    metrics: () =>
      carried.map((base) => {
        const now = latest.find((sink) => sink.sink === base.sink) ?? emptyMetrics(base.sink);
        return {
          sink: base.sink,
          connected: now.connected,
          buffered: now.buffered,
          inFlight: now.inFlight,
          sent: base.sent + now.sent,
          dropped: base.dropped + now.dropped,
          failed: base.failed + now.failed,
          reconnects: base.reconnects + now.reconnects,
        };
      }),
    handoff: () => ({ queued: queuedMessages, ...counts }),
  };
}
