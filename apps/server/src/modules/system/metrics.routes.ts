import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";
import { AppError } from "../../http/appError.js";
import type { HandoffMetrics, SinkMetrics } from "../forwarding/index.js";
import type { PipelineMetrics } from "../positions/index.js";

export interface MetricsSources {
  pipeline: () => PipelineMetrics;
  operatorSockets: () => { sockets: number; refused: number; behind: number };
  publicViewerSockets: () => { links: number; viewers: number; refused: number };
  /** the streaming forward's sinks (none unless configured) */
  forwarding?: () => SinkMetrics[];
  /** the hand-over of the streaming forward to its worker thread */
  forwardingHandoff?: () => HandoffMetrics;
  /** extra counters by name (gateways add theirs) */
  extra?: () => Record<string, number>;
  /** opens the metrics to other addresses than loopback, as `Authorization: Bearer <token>` */
  token?: string | undefined;
}

/** Each window of the event loop's delay lasts this long; the metric shows the last complete one. */
const EVENT_LOOP_WINDOW_MS = 5_000;
let eventLoopWindow: [string, number][] = [];
let eventLoopMonitor: ReturnType<typeof monitorEventLoopDelay> | null = null;

/** The event loop's delay (p50, p99, max, in seconds) over the last complete 5-second window, sampled every 20 ms. */
function eventLoopDelayQuantiles(): [string, number][] {
  return eventLoopWindow;
}

/** Starts sampling the event loop's delay (once per process), for `armada_event_loop_delay_seconds`. */
export function startEventLoopDelayMonitor() {
  if (eventLoopMonitor) return;
  const monitor = monitorEventLoopDelay({ resolution: 20 });
  monitor.enable();
  eventLoopMonitor = monitor;
  const seconds = (nanoseconds: number) => Number((nanoseconds / 1e9).toFixed(6));
  setInterval(() => {
    eventLoopWindow = [
      ["0.5", seconds(monitor.percentile(50))],
      ["0.99", seconds(monitor.percentile(99))],
      ["1", seconds(monitor.max)],
    ];
    monitor.reset();
  }, EVENT_LOOP_WINDOW_MS).unref();
}

/** Prometheus text exposition of the ingest and socket counters. */
export function renderMetrics(sources: MetricsSources): string {
  const pipeline = sources.pipeline();
  const lines: string[] = [];
  const counter = (name: string, help: string, value: number, labels = "") => {
    if (!labels) lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
    lines.push(`${name}${labels} ${value}`);
  };
  const gauge = (name: string, help: string, value: number) =>
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`);

  counter(
    "armada_positions_received_total",
    "Position and status reports received from devices.",
    pipeline.received,
  );
  counter(
    "armada_positions_accepted_total",
    "Reports that passed validation and were queued.",
    pipeline.accepted,
  );
  lines.push(
    "# HELP armada_positions_rejected_total Reports refused, by reason.",
    "# TYPE armada_positions_rejected_total counter",
  );
  for (const [reason, value] of Object.entries(pipeline.rejected)) {
    lines.push(`armada_positions_rejected_total{reason="${reason}"} ${value}`);
  }
  lines.push(
    "# HELP armada_position_fields_dropped_total Out-of-range values dropped from kept positions, by field.",
    "# TYPE armada_position_fields_dropped_total counter",
  );
  for (const [field, value] of Object.entries(pipeline.droppedFields)) {
    lines.push(`armada_position_fields_dropped_total{field="${field}"} ${value}`);
  }
  lines.push(
    "# HELP armada_positions_filtered_total Positions stored but kept out of the track by the track filters, by reason.",
    "# TYPE armada_positions_filtered_total counter",
  );
  for (const [reason, value] of Object.entries(pipeline.filtered)) {
    lines.push(`armada_positions_filtered_total{reason="${reason}"} ${value}`);
  }
  counter(
    "armada_position_rows_refused_total",
    "Rows the database refused for their data, dropped so that their batch could be written.",
    pipeline.refusedRows,
  );
  counter("armada_positions_written_total", "Positions written to the database.", pipeline.written);
  counter(
    "armada_positions_unassigned_total",
    "Reports of devices without a vehicle (acknowledged, not stored).",
    pipeline.unassigned,
  );
  counter("armada_heartbeats_total", "Status packets without a position.", pipeline.heartbeats);
  counter(
    "armada_positions_merged_total",
    "OsmAnd reports with the time of the one before, merged into it.",
    pipeline.merged,
  );
  counter(
    "armada_positions_standby_total",
    "Fixes of a two-device vehicle's standby device (the other device makes the track).",
    pipeline.standbyFixes,
  );
  counter(
    "armada_track_fixes_heard_total",
    "Fixes of two-device vehicles received by other instances, applied to this one's track merge.",
    pipeline.trackFixesHeard,
  );
  counter(
    "armada_track_fixes_refused_total",
    "Track fix events on the bus that were malformed or out of range: dropped.",
    pipeline.trackFixesRefused,
  );
  counter("armada_position_flushes_total", "Batched database writes.", pipeline.flushes);
  counter(
    "armada_position_flush_errors_total",
    "Batched writes that failed (database unavailable) and were retried with backoff.",
    pipeline.flushErrors,
  );
  gauge("armada_position_queue_depth", "Reports waiting to be written.", pipeline.queueDepth);
  gauge("armada_position_queue_peak", "Most reports ever waiting at once.", pipeline.peakQueueDepth);
  counter(
    "armada_position_backpressure_waits_total",
    "Submits that waited for room in the queue.",
    pipeline.backpressureWaits,
  );
  gauge("armada_position_last_flush_ms", "Duration of the last batched write.", pipeline.lastFlushMs);
  lines.push(
    "# HELP armada_device_cache_entries IMEIs in the bounded device lookup caches.",
    "# TYPE armada_device_cache_entries gauge",
    `armada_device_cache_entries{kind="known"} ${pipeline.cachedDevices.known}`,
    `armada_device_cache_entries{kind="unknown"} ${pipeline.cachedDevices.unknown}`,
  );
  const operatorSockets = sources.operatorSockets();
  const publicSockets = sources.publicViewerSockets();
  gauge("armada_websocket_clients", "Connected operator sockets.", operatorSockets.sockets);
  gauge(
    "armada_websocket_clients_behind",
    "Operator sockets too far behind (unsent data) that vehicle updates wait for, the newest per vehicle.",
    operatorSockets.behind,
  );
  counter(
    "armada_websocket_refused_total",
    "Operator sockets closed at once because MAX_OPERATOR_SOCKETS were open.",
    operatorSockets.refused,
  );
  gauge("armada_live_track_viewers", "Connected public live-track sockets.", publicSockets.viewers);
  gauge("armada_live_track_links", "Public links with at least one open socket.", publicSockets.links);
  counter(
    "armada_live_track_refused_total",
    "Public sockets closed at once because MAX_PUBLIC_SOCKETS or MAX_PUBLIC_SOCKETS_PER_LINK were open.",
    publicSockets.refused,
  );
  const sinks = sources.forwarding?.() ?? [];
  const perSink = (
    name: string,
    type: "counter" | "gauge",
    help: string,
    value: (sink: SinkMetrics) => number,
  ) => {
    if (sinks.length === 0) return;
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const sink of sinks) lines.push(`${name}{sink="${sink.sink}"} ${value(sink)}`);
  };
  perSink(
    "armada_forward_connected",
    "gauge",
    "1 when the streaming forward's broker is connected.",
    (sink) => (sink.connected ? 1 : 0),
  );
  perSink(
    "armada_forward_buffered",
    "gauge",
    "Messages waiting in the sink's bounded buffer.",
    (s) => s.buffered,
  );
  perSink(
    "armada_forward_in_flight",
    "gauge",
    "Messages handed to the broker, not yet acknowledged.",
    (s) => s.inFlight,
  );
  perSink(
    "armada_forward_sent_total",
    "counter",
    "Messages the broker acknowledged (QoS 0: written).",
    (s) => s.sent,
  );
  perSink(
    "armada_forward_dropped_total",
    "counter",
    "Messages dropped, oldest first, because the sink's buffer was full (broker slow or down).",
    (s) => s.dropped,
  );
  perSink(
    "armada_forward_failed_total",
    "counter",
    "Messages refused by the broker or in flight when its connection was lost.",
    (s) => s.failed,
  );
  perSink(
    "armada_forward_reconnects_total",
    "counter",
    "Connections to the broker after the first.",
    (s) => s.reconnects,
  );
  if (sinks.length > 0 && sources.forwardingHandoff) {
    const handoff = sources.forwardingHandoff();
    gauge(
      "armada_forward_handoff_queued",
      "Forward messages waiting on the server's thread for the forwarding worker.",
      handoff.queued,
    );
    counter(
      "armada_forward_handoff_dropped_total",
      "Forward messages dropped before the worker took them (its queue full, or lost in a worker crash).",
      handoff.dropped,
    );
    counter(
      "armada_forward_worker_restarts_total",
      "Forwarding worker threads started again after a crash.",
      handoff.workerRestarts,
    );
  }
  lines.push(
    "# HELP armada_event_loop_delay_seconds Delay of the server's event loop over the last complete 5-second window.",
    "# TYPE armada_event_loop_delay_seconds gauge",
  );
  for (const [quantile, value] of eventLoopDelayQuantiles())
    lines.push(`armada_event_loop_delay_seconds{quantile="${quantile}"} ${value}`);
  for (const [name, value] of Object.entries(sources.extra?.() ?? {})) gauge(`armada_${name}`, name, value);
  return `${lines.join("\n")}\n`;
}

/**
 * A direct connection from this machine: the socket's own address is loopback and no proxy forwarded the request
 * (a proxy on the same host connects from loopback too). X-Forwarded-For never decides, trusted or not.
 */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address) || ipaddr.process(address).range() !== "loopback") return false;
  return request.headers["x-forwarded-for"] === undefined && request.headers.forwarded === undefined;
}

/** Local scrapers read the metrics freely; other addresses need METRICS_TOKEN as a bearer token. */
function checkAccess(request: FastifyRequest, token: string | undefined) {
  if (fromLoopback(request)) return;
  if (!token) throw new AppError("Forbidden", 403);
  if (request.headers.authorization !== `Bearer ${token}`) throw new AppError("Unauthenticated", 401);
}

export async function metricsRoutes(app: FastifyInstance, sources: MetricsSources) {
  startEventLoopDelayMonitor();
  app.get("/api/metrics", async (request, reply) => {
    checkAccess(request, sources.token);
    return reply.type("text/plain; version=0.0.4").send(renderMetrics(sources));
  });
}
