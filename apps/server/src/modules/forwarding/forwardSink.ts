import { BoundedBuffer, brokerAddressForLog, reconnectDelayMs } from "@armada/domain";
/** A message ready for a broker: where it goes (route segments), its key (Kafka's partitioning) and its JSON text. */
export interface Outgoing {
  route: readonly string[];
  type: string;
  /** `<companyId>.<vehicleId>` of a vehicle's messages, `<companyId>` of a company's: one vehicle's stay in order */
  key: string;
  body: string;
}

export type SinkName = "mqtt" | "amqp" | "kafka";

/** What a sink logs through: the server's logger, or the forwarding worker's relay of it (`forwardWorker.ts`). */
export interface ForwardLog {
  child(bindings: Record<string, unknown>): ForwardLog;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** One live connection to a broker, as a transport opens it. */
export interface Link {
  /**
   * Hands one message to the client; `done` is called once the broker took it (QoS 1 PUBACK, AMQP confirm) or the
   * client wrote it (QoS 0), with an error when it was refused. Returns false when the client wants no more until
   * `ready` (its socket's buffer is full: AMQP's `drain`).
   */
  publish(message: Outgoing, done: (error?: Error) => void): boolean;
  close(): Promise<void>;
}

export interface Transport {
  name: SinkName;
  url: string;
  /** messages handed and not yet acknowledged, at most (QoS 1 in-flight window, AMQP unconfirmed) */
  maxInFlight: number;
  /** connects; `lost` is called once when the connection goes, `ready` when a full client can take more */
  open(events: { lost(error?: Error): void; ready(): void }): Promise<Link>;
}

export type SinkState = "idle" | "connecting" | "connected" | "down";

export interface SinkMetrics {
  sink: SinkName;
  connected: boolean;
  buffered: number;
  inFlight: number;
  /** acknowledged by the broker (QoS 0: written to the socket) */
  sent: number;
  /** pushed out of the full buffer by newer messages */
  dropped: number;
  /** refused by the broker, or in flight when the connection was lost */
  failed: number;
  /** connections opened after the first */
  reconnects: number;
}

export interface ForwardSink {
  readonly name: SinkName;
  /** Queues a message; never waits, never throws: a full buffer drops its oldest message. */
  enqueue(message: Outgoing): void;
  /** Connects (and keeps reconnecting with backoff) and sends what is buffered. */
  start(): void;
  /** Disconnects; what is still buffered is kept for the next start. */
  stop(): Promise<void>;
  state(): SinkState;
  metrics(): SinkMetrics;
}

export interface ForwardSinkOptions {
  bufferSize: number;
  log: ForwardLog;
  backoff?: { baseMs?: number; maxMs?: number };
}

/**
 * A sink over a transport: a bounded buffer in front of the broker, so a slow or absent broker never holds up the
 * caller (the bus handler, hence ingest); a pump that sends while the client has room; reconnects with exponential
 * backoff. It logs state changes (connected, down, dropping), never one line per message.
 */
export function createForwardSink(transport: Transport, options: ForwardSinkOptions): ForwardSink {
  const buffer = new BoundedBuffer<Outgoing>(options.bufferSize);
  const address = brokerAddressForLog(transport.url);
  const log = options.log.child({ sink: transport.name, broker: address });
  let state: SinkState = "idle";
  let link: Link | null = null;
  /** messages handed to the current link and not yet done; cleared (counted failed) when the link goes */
  const inFlight = new Set<object>();
  let waitingForDrain = false;
  let attempt = 0;
  let everConnected = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let running = false;
  let opening: Promise<void> | null = null;
  /** dropping since the last "connected" (logged once per episode) */
  let droppingLogged = false;
  const counts = { sent: 0, failed: 0, reconnects: 0 };

  function setState(next: SinkState, error?: Error) {
    if (state === next) return;
    const previous = state;
    state = next;
    if (next === "connected") log.info({ buffered: buffer.size }, "forwarding: connected");
    else if (next === "down" && previous !== "down")
      log.warn(
        { reason: error?.message ?? "connection closed", buffered: buffer.size },
        "forwarding: broker unavailable, buffering",
      );
  }

  function pump() {
    while (link && state === "connected" && !waitingForDrain && inFlight.size < transport.maxInFlight) {
      const message = buffer.shift();
      if (!message) return;
      const token = {};
      inFlight.add(token);
      let more: boolean;
      try {
        more = link.publish(message, (error) => {
          if (!inFlight.delete(token)) return; // the link went first: already counted
          if (error) counts.failed++;
          else counts.sent++;
          pump();
        });
      } catch {
        inFlight.delete(token);
        counts.failed++;
        more = false;
      }
      if (!more) waitingForDrain = true;
    }
  }

  function lost(from: Link, error?: Error) {
    if (link !== from) return;
    link = null;
    counts.failed += inFlight.size;
    inFlight.clear(); // a late callback of the old link finds its token gone
    waitingForDrain = false;
    void from.close().catch(() => {});
    if (!running) return;
    setState("down", error);
    scheduleRetry();
  }

  function scheduleRetry() {
    if (!running || retryTimer) return;
    const delay = reconnectDelayMs(attempt++, options.backoff);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
    retryTimer.unref();
  }

  function connect() {
    if (!running || link || opening) return;
    if (state === "idle") state = "connecting";
    let opened: Link | null = null;
    opening = transport
      .open({
        lost: (error) => {
          if (opened) lost(opened, error);
        },
        ready: () => {
          waitingForDrain = false;
          pump();
        },
      })
      .then(
        async (next) => {
          opened = next;
          if (!running) {
            await next.close().catch(() => {});
            return;
          }
          link = next;
          attempt = 0;
          if (everConnected) counts.reconnects++;
          everConnected = true;
          droppingLogged = false;
          setState("connected");
          pump();
        },
        (error: Error) => {
          if (!running) return;
          setState("down", error);
          scheduleRetry();
        },
      )
      .finally(() => {
        opening = null;
      });
  }

  return {
    name: transport.name,
    enqueue(message) {
      const overflow = buffer.push(message);
      if (overflow && !droppingLogged) {
        droppingLogged = true;
        log.warn({ capacity: buffer.capacity }, "forwarding: buffer full, dropping the oldest messages");
      }
      if (link && state === "connected") pump();
    },
    start() {
      if (running) return;
      running = true;
      connect();
    },
    async stop() {
      running = false;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await opening;
      const current = link;
      link = null;
      counts.failed += inFlight.size;
      inFlight.clear(); // a late callback of the old link finds its token gone
      waitingForDrain = false;
      state = "idle";
      await current?.close().catch(() => {});
    },
    state: () => state,
    metrics: () => ({
      sink: transport.name,
      connected: state === "connected",
      buffered: buffer.size,
      inFlight: inFlight.size,
      sent: counts.sent,
      dropped: buffer.dropped,
      failed: counts.failed,
      reconnects: counts.reconnects,
    }),
  };
}
