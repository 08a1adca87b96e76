import { createServer, type Socket } from "node:net";
import { listenTcp } from "../../net/listenTcp.js";
import type { KnownDevice, SubmitResult } from "../positions/index.js";
import { type DeviceConnectionLimiter, unlimitedDeviceConnections } from "./deviceConnectionLimiter.js";
import { emptyGatewayMetrics, type GatewayMetrics } from "./gatewayMetrics.js";
import type { IngestLogger } from "./ingestLogger.js";

/** One device connection of a TCP gateway: the shared lifecycle around the protocol's own state. */
export interface TcpConnection<State> {
  readonly socket: Socket;
  /** the logged-in device; null until the protocol accepts its login */
  device: KnownDevice | null;
  closing: boolean;
  /** the protocol's own per-connection state (splitter, decoding context, serials, ...) */
  state: State;
}

/** What a protocol adds to the shared connection handling. */
export interface TcpProtocol<State, Frame> {
  /** names the protocol in logs: "GT06", "JT/T 808" */
  label: string;
  newState(connection: TcpConnection<State>): State;
  /**
   * Splits received bytes into frames, counting the splitter's errors in `metrics`; also answers how many bytes the
   * splitter discarded on this connection so far (a connection sending only garbage before a login is dropped).
   */
  split(
    connection: TcpConnection<State>,
    chunk: Buffer,
    metrics: GatewayMetrics,
  ): { frames: Frame[]; discardedBytes: number };
  /** Handles one frame; a connection's frames are handled one after another, in arrival order. */
  handle(connection: TcpConnection<State>, frame: Frame): Promise<void>;
  /** the connection of a logged-in device closed */
  /** the connection closed, logged in or not */
  disconnected?(connection: TcpConnection<State>): void;
}

export interface TcpGatewayOptions {
  logger: IngestLogger;
  /** default 0.0.0.0 */
  host?: string;
  /** 0 picks a free port */
  port: number;
  /**
   * a logged-in connection that sends no complete frame for this long is closed (default 5 minutes); stray bytes
   * do not count, so a connection trickling one byte at a time cannot stay open
   */
  idleTimeoutMs?: number;
  /** a connection must log in within this time (default 30 s) */
  loginTimeoutMs?: number;
  /** frames of one connection waiting for the sink before its socket is paused (default 8) */
  maxPendingFrames?: number;
  /** garbage bytes accepted before a login before the connection is dropped (default 1024) */
  maxGarbageBeforeLogin?: number;
  /** how long stop() lets in-flight submits finish before closing sockets (default 5 s) */
  drainTimeoutMs?: number;
  /** the device connection budget, shared by the gateways (default: no cap) */
  limiter?: DeviceConnectionLimiter;
}

export interface TcpGateway<State> {
  start(): Promise<{ port: number }>;
  /** Stops accepting, lets queued frames reach the sink and their answers go out, then closes every connection. */
  stop(): Promise<void>;
  /** the live counters; the protocol counts its own events in them */
  readonly metrics: GatewayMetrics;
  /** The connection logged in as `device`: from now on the idle timeout applies. */
  loggedIn(connection: TcpConnection<State>, device: KnownDevice): void;
  /** Sends `bytes` after the answers already due, once `stored` is true; never when the sink lost the frame. */
  write(connection: TcpConnection<State>, bytes: Uint8Array, stored?: Promise<boolean>): void;
  /** Runs once the answers due so far went out. */
  afterAnswers(connection: TcpConnection<State>, run: () => void): void;
  /** The socket still takes bytes. */
  isWritable(connection: TcpConnection<State>): boolean;
  close(connection: TcpConnection<State>): void;
  /** Submits a position or status to the sink, counting it; null when the sink failed (the device sends it again). */
  submit(call: () => Promise<SubmitResult>, kind: "position" | "status"): Promise<SubmitResult | null>;
}

export const ALREADY_STORED = Promise.resolve(true);

interface Lifecycle {
  queue: unknown[];
  processing: boolean;
  paused: boolean;
  /** resolves when the queue is empty and nothing is being processed */
  idle: Promise<void>;
  markIdle: () => void;
  /** closes the connection when no login, or later no frame, arrives in time */
  deadline: NodeJS.Timeout;
  /** the answers in frame order, each sent once what it acknowledges is stored */
  answers: Promise<void>;
}

/**
 * The connection handling the TCP gateways share: accept within the device connection budget, a login deadline
 * and then an idle timeout, frame splitting with a garbage limit before login, frames handled in order with the
 * socket paused while too many wait for the sink (backpressure), answers in order once stored, metrics, and a
 * graceful stop. The protocol splits, decodes and answers.
 */
export function createTcpGateway<State, Frame>(
  options: TcpGatewayOptions,
  metricsProtocol: GatewayMetrics["protocol"],
  protocol: TcpProtocol<State, Frame>,
): TcpGateway<State> {
  const { logger } = options;
  const { label } = protocol;
  const idleTimeoutMs = options.idleTimeoutMs ?? 5 * 60_000;
  const loginTimeoutMs = options.loginTimeoutMs ?? 30_000;
  const limiter = options.limiter ?? unlimitedDeviceConnections(logger);
  const maxPending = Math.max(1, options.maxPendingFrames ?? 8);
  const maxGarbage = options.maxGarbageBeforeLogin ?? 1024;
  const drainTimeoutMs = options.drainTimeoutMs ?? 5_000;
  const metrics = emptyGatewayMetrics(metricsProtocol);
  const lifecycles = new Map<TcpConnection<State>, Lifecycle>();
  let stopping = false;

  const server = createServer({ noDelay: true }, (socket) => accept(socket));
  server.on("error", (error) => logger.error({ err: error }, `${label} gateway error`));

  const lifecycleOf = (connection: TcpConnection<State>) => lifecycles.get(connection) as Lifecycle;

  function accept(socket: Socket) {
    if (stopping) {
      socket.destroy();
      return;
    }
    const remote = socket.remoteAddress;
    if (!limiter.admit(remote, metricsProtocol)) {
      metrics.connectionsRefused += 1;
      socket.destroy();
      return;
    }
    metrics.connectionsOpen += 1;
    metrics.connectionsTotal += 1;
    const connection: TcpConnection<State> = {
      socket,
      device: null,
      closing: false,
      // set right below: the protocol's state may refer to the connection
      state: undefined as State,
    };
    connection.state = protocol.newState(connection);
    lifecycles.set(connection, {
      queue: [],
      processing: false,
      paused: false,
      idle: Promise.resolve(),
      markIdle: () => {},
      deadline: setTimeout(() => expire(connection), loginTimeoutMs).unref(),
      answers: Promise.resolve(),
    });

    socket.setKeepAlive(true, 60_000);
    socket.on("error", (error) => {
      logger.debug({ err: error, imei: connection.device?.imei }, `${label} socket error`);
    });
    socket.on("close", () => {
      const lifecycle = lifecycleOf(connection);
      connection.closing = true;
      lifecycle.queue.length = 0;
      clearTimeout(lifecycle.deadline);
      lifecycles.delete(connection);
      protocol.disconnected?.(connection);
      limiter.release(remote);
      metrics.connectionsOpen -= 1;
    });
    socket.on("data", (chunk: Buffer) => receive(connection, chunk));
  }

  function expire(connection: TcpConnection<State>) {
    metrics.timedOut += 1;
    logger.debug(
      { imei: connection.device?.imei, remote: connection.socket.remoteAddress },
      connection.device
        ? `${label} connection sent nothing in time: closing`
        : `${label} connection did not log in in time: closing`,
    );
    close(connection);
  }

  function receive(connection: TcpConnection<State>, chunk: Buffer) {
    if (connection.closing) return;
    const lifecycle = lifecycleOf(connection);
    const { frames, discardedBytes } = protocol.split(connection, chunk, metrics);
    metrics.framesReceived += frames.length;
    if (frames.length > 0 && connection.device) lifecycle.deadline.refresh();
    if (!connection.device && frames.length === 0 && discardedBytes > maxGarbage) {
      logger.debug(
        { remote: connection.socket.remoteAddress },
        `${label} connection sends no frames: closing`,
      );
      close(connection);
      return;
    }
    if (frames.length === 0) return;
    lifecycle.queue.push(...frames);
    if (lifecycle.queue.length > maxPending && !lifecycle.paused) {
      lifecycle.paused = true;
      metrics.backpressurePauses += 1;
      connection.socket.pause();
    }
    if (!lifecycle.processing) void drain(connection, lifecycle);
  }

  /** Handles the queued frames one after another, so logins and positions keep their order. */
  async function drain(connection: TcpConnection<State>, lifecycle: Lifecycle) {
    lifecycle.processing = true;
    lifecycle.idle = new Promise<void>((resolve) => {
      lifecycle.markIdle = resolve;
    });
    try {
      while (lifecycle.queue.length > 0 && !connection.closing) {
        await protocol.handle(connection, lifecycle.queue.shift() as Frame);
        if (
          lifecycle.paused &&
          lifecycle.queue.length <= maxPending / 2 &&
          !connection.closing &&
          !stopping
        ) {
          lifecycle.paused = false;
          connection.socket.resume();
        }
      }
    } catch (error) {
      logger.error({ err: error, imei: connection.device?.imei }, `${label} frame handling failed: closing`);
      close(connection);
    } finally {
      lifecycle.processing = false;
      lifecycle.markIdle();
    }
  }

  function isWritable(connection: TcpConnection<State>) {
    const { socket } = connection;
    return !connection.closing && !socket.destroyed && socket.writable;
  }

  function write(connection: TcpConnection<State>, bytes: Uint8Array, stored = ALREADY_STORED) {
    const lifecycle = lifecycles.get(connection);
    if (!lifecycle) return;
    lifecycle.answers = lifecycle.answers.then(async () => {
      if (!(await stored)) {
        metrics.unacknowledged += 1;
        return;
      }
      const { socket } = connection;
      if (!socket.destroyed && socket.writable) socket.write(bytes);
    });
  }

  function close(connection: TcpConnection<State>) {
    connection.closing = true;
    const lifecycle = lifecycles.get(connection);
    if (lifecycle) lifecycle.queue.length = 0;
    connection.socket.destroy();
  }

  return {
    metrics,
    loggedIn(connection, device) {
      connection.device = device;
      const lifecycle = lifecycleOf(connection);
      clearTimeout(lifecycle.deadline);
      lifecycle.deadline = setTimeout(() => expire(connection), idleTimeoutMs).unref();
    },
    write,
    afterAnswers(connection, run) {
      void (lifecycles.get(connection)?.answers ?? Promise.resolve()).then(run);
    },
    isWritable,
    close,
    async submit(call, kind) {
      try {
        const result = await call();
        if (!result.accepted) metrics.positionsRejected += 1;
        else if (kind === "position") metrics.positionsSubmitted += 1;
        else metrics.statusSubmitted += 1;
        return result;
      } catch (error) {
        metrics.submitErrors += 1;
        logger.error({ err: error }, `${label} ${kind} submit failed`);
        return null;
      }
    },
    async start() {
      return { port: await listenTcp(server, options.port, options.host) };
    },
    async stop() {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of lifecycles.keys()) connection.socket.pause();
      const drained = Promise.all(
        [...lifecycles.values()].map((lifecycle) => lifecycle.idle.then(() => lifecycle.answers)),
      );
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, drainTimeoutMs).unref())]);
      for (const connection of lifecycles.keys()) close(connection);
      await closed;
    },
  };
}
