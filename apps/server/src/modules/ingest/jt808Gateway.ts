import { createHash } from "node:crypto";
import { type AddressInfo, createServer, type Socket } from "node:net";
import {
  decodeJt808Message,
  encodeJt808Frame,
  encodeJt808GeneralResponse,
  encodeJt808RegisterResponse,
  JT808_MESSAGE,
  JT808_REGISTER_RESULT,
  JT808_RESULT,
  JT808_STANDARD_ZONE_MINUTES,
  type Jt808Frame,
  Jt808FrameSplitter,
  type Jt808Location,
  type Jt808Message,
  Jt808SubPackageAssembler,
  jt808TerminalId,
} from "@armada/domain";
import type { KnownDevice, PositionSink, SubmitResult } from "../positions/pipeline/deviceReport.js";
import { type DeviceConnectionLimiter, unlimitedDeviceConnections } from "./deviceConnectionLimiter.js";
import { emptyGatewayMetrics, type GatewayMetrics } from "./gatewayMetrics.js";
import type { IngestLogger } from "./ingestLogger.js";
import { jt808PositionReport } from "./jt808Reports.js";
import { type NotReadFrames, notReadKey } from "./notReadFrames.js";

/** A connected terminal as the media service sees it: send a platform message, get its serial. */
export interface Jt808Link {
  /** Sends `messageId` with `body`; the serial it went with, or null when the connection is gone. */
  send(messageId: number, body: Uint8Array): number | null;
}

/** Terminal messages that answer the platform's own requests (JT/T 1078 resource list, upload finished, ...). */
export type Jt808Answer = Extract<
  Jt808Message,
  { kind: "terminalResponse" | "resourceList" | "fileUploadFinished" }
>;

/** Told of authenticated terminals and of their answers (the media service). */
export interface Jt808Hooks {
  connected(device: KnownDevice, link: Jt808Link): void;
  disconnected(device: KnownDevice, link: Jt808Link): void;
  answered(device: KnownDevice, answer: Jt808Answer): void;
}

export interface Jt808GatewayOptions {
  sink: PositionSink;
  logger: IngestLogger;
  host?: string;
  /** 0 picks a free port */
  port: number;
  /** an authenticated connection that sends no frame for this long is closed (default 5 minutes) */
  idleTimeoutMs?: number;
  /** a connection must authenticate within this time (default 30 s) */
  loginTimeoutMs?: number;
  /** frames of one connection waiting for the sink before its socket is paused (default 8) */
  maxPendingFrames?: number;
  /** garbage bytes accepted before authentication before the connection is dropped (default 1024) */
  maxGarbageBeforeLogin?: number;
  /** how long stop() lets in-flight submits finish before closing sockets (default 5 s) */
  drainTimeoutMs?: number;
  limiter?: DeviceConnectionLimiter;
  hooks?: Jt808Hooks;
}

/**
 * The authentication code given at registration (0x8100) and expected at authentication (0x0102). Like a GT06
 * IMEI, the terminal id is the identity; the code is stable (the same after a restart, so terminals need not
 * register again) and changes when the device record is made anew.
 */
export const jt808AuthCode = (device: KnownDevice) =>
  createHash("sha256").update(`armada-jt808:${device.deviceId}:${device.imei}`).digest("hex").slice(0, 16);

export interface Jt808Gateway {
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  metrics(): GatewayMetrics;
  notRead(): NotReadFrames;
}

interface Connection {
  socket: Socket;
  splitter: Jt808FrameSplitter;
  assembler: Jt808SubPackageAssembler;
  device: KnownDevice | null;
  /** the terminal's header, echoed in every platform message */
  phone: string;
  edition: Jt808Frame["edition"];
  serial: number;
  queue: Jt808Frame[];
  processing: boolean;
  paused: boolean;
  closing: boolean;
  idle: Promise<void>;
  markIdle: () => void;
  deadline: NodeJS.Timeout;
  answers: Promise<void>;
  link: Jt808Link;
}

const ALREADY = Promise.resolve(true);

/**
 * JT/T 808 TCP gateway (2013 and 2019 editions). A connection registers (0x0100 → 0x8100 with the code) and / or
 * authenticates (0x0102 → 0x8001) with a terminal id the sink knows; then locations (0x0200, 0x0704) become
 * positions and heartbeats statuses, in arrival order, each answered with 0x8001 once stored. Answers to the
 * platform's requests go to the hooks. Backpressure and answer order as in the GT06 gateway.
 */
export function createJt808Gateway(options: Jt808GatewayOptions): Jt808Gateway {
  const { sink, logger } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? 5 * 60_000;
  const loginTimeoutMs = options.loginTimeoutMs ?? 30_000;
  const limiter = options.limiter ?? unlimitedDeviceConnections(logger);
  const maxPending = Math.max(1, options.maxPendingFrames ?? 8);
  const maxGarbage = options.maxGarbageBeforeLogin ?? 1024;
  const drainTimeoutMs = options.drainTimeoutMs ?? 5_000;
  const metrics = emptyGatewayMetrics("jt808");
  const notRead: NotReadFrames = new Map();
  const connections = new Set<Connection>();
  let stopping = false;

  const server = createServer({ noDelay: true }, (socket) => accept(socket));
  server.on("error", (error) => logger.error({ err: error }, "JT/T 808 gateway error"));

  function accept(socket: Socket) {
    const remote = socket.remoteAddress;
    if (stopping || !limiter.admit(remote, "jt808")) {
      if (!stopping) metrics.connectionsRefused += 1;
      socket.destroy();
      return;
    }
    metrics.connectionsOpen += 1;
    metrics.connectionsTotal += 1;
    const connection: Connection = {
      socket,
      splitter: new Jt808FrameSplitter(),
      assembler: new Jt808SubPackageAssembler(),
      device: null,
      phone: "0",
      edition: 2013,
      serial: 0,
      queue: [],
      processing: false,
      paused: false,
      closing: false,
      idle: Promise.resolve(),
      markIdle: () => {},
      deadline: setTimeout(() => expire(connection), loginTimeoutMs).unref(),
      answers: Promise.resolve(),
      link: {
        send: (messageId, body) => {
          if (connection.closing || socket.destroyed || !socket.writable || !connection.device) return null;
          return send(connection, messageId, body);
        },
      },
    };
    connections.add(connection);
    socket.setKeepAlive(true, 60_000);
    socket.on("error", (error) =>
      logger.debug({ err: error, imei: connection.device?.imei }, "JT/T 808 socket error"),
    );
    socket.on("close", () => {
      connection.closing = true;
      connection.queue.length = 0;
      clearTimeout(connection.deadline);
      connections.delete(connection);
      if (connection.device) options.hooks?.disconnected(connection.device, connection.link);
      limiter.release(remote);
      metrics.connectionsOpen -= 1;
    });
    socket.on("data", (chunk: Buffer) => receive(connection, chunk));
  }

  function expire(connection: Connection) {
    metrics.timedOut += 1;
    logger.debug(
      { imei: connection.device?.imei, remote: connection.socket.remoteAddress },
      connection.device
        ? "JT/T 808 terminal sent nothing in time: closing"
        : "JT/T 808 terminal did not authenticate in time: closing",
    );
    close(connection);
  }

  function receive(connection: Connection, chunk: Buffer) {
    if (connection.closing) return;
    const { splitter } = connection;
    const before = { ...splitter.stats };
    const frames = splitter.push(chunk);
    metrics.crcErrors += splitter.stats.invalidFrames - before.invalidFrames;
    metrics.discardedBytes += splitter.stats.discardedBytes - before.discardedBytes;
    metrics.framesReceived += frames.length;
    if (frames.length > 0 && connection.device) connection.deadline.refresh();
    if (!connection.device && frames.length === 0 && splitter.stats.discardedBytes > maxGarbage) {
      close(connection);
      return;
    }
    if (frames.length === 0) return;
    connection.queue.push(...frames);
    if (connection.queue.length > maxPending && !connection.paused) {
      connection.paused = true;
      metrics.backpressurePauses += 1;
      connection.socket.pause();
    }
    if (!connection.processing) void drain(connection);
  }

  async function drain(connection: Connection) {
    connection.processing = true;
    connection.idle = new Promise<void>((resolve) => {
      connection.markIdle = resolve;
    });
    try {
      while (connection.queue.length > 0 && !connection.closing) {
        const piece = connection.queue.shift() as Jt808Frame;
        const frame = connection.assembler.push(piece);
        if (frame) await handle(connection, frame);
        else if (piece.packet) reply(connection, piece, JT808_RESULT.success);
        if (
          connection.paused &&
          connection.queue.length <= maxPending / 2 &&
          !connection.closing &&
          !stopping
        ) {
          connection.paused = false;
          connection.socket.resume();
        }
      }
    } catch (error) {
      logger.error({ err: error, imei: connection.device?.imei }, "JT/T 808 frame handling failed: closing");
      close(connection);
    } finally {
      connection.processing = false;
      connection.markIdle();
    }
  }

  async function handle(connection: Connection, frame: Jt808Frame) {
    connection.phone = frame.phone;
    connection.edition = frame.edition;
    const message = decodeJt808Message(frame, JT808_STANDARD_ZONE_MINUTES);
    if (message.kind === "register" || message.kind === "authentication") {
      await identify(connection, frame, message);
      return;
    }
    const device = connection.device;
    if (!device) {
      logger.debug(
        { messageId: frame.messageId, remote: connection.socket.remoteAddress },
        "JT/T 808 frame before authentication",
      );
      close(connection);
      return;
    }
    await dispatch(connection, device, frame, message);
  }

  async function identify(
    connection: Connection,
    frame: Jt808Frame,
    message: Extract<Jt808Message, { kind: "register" | "authentication" }>,
  ) {
    const terminalId = jt808TerminalId(frame.phone);
    let device: KnownDevice | null;
    try {
      device = connection.device?.imei === terminalId ? connection.device : await sink.findDevice(terminalId);
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error, terminalId }, "JT/T 808 device lookup failed: closing");
      close(connection);
      return;
    }
    if (!device) {
      metrics.unknownDevice += 1;
      logger.info(
        { terminalId, remote: connection.socket.remoteAddress },
        "JT/T 808 terminal unknown: refused",
      );
      if (message.kind === "register")
        send(
          connection,
          JT808_MESSAGE.registerResponse,
          encodeJt808RegisterResponse(frame.serial, JT808_REGISTER_RESULT.noSuchTerminal),
        );
      else reply(connection, frame, JT808_RESULT.failure);
      void connection.answers.then(() => close(connection));
      return;
    }
    if (message.kind === "register") {
      send(
        connection,
        JT808_MESSAGE.registerResponse,
        encodeJt808RegisterResponse(frame.serial, JT808_REGISTER_RESULT.success, jt808AuthCode(device)),
      );
      return; // the terminal authenticates next, with the code
    }
    if (message.authentication.authCode !== jt808AuthCode(device)) {
      logger.info(
        { terminalId },
        "JT/T 808 authentication with a wrong code: the terminal must register again",
      );
      reply(connection, frame, JT808_RESULT.failure);
      return;
    }
    reply(connection, frame, JT808_RESULT.success);
    if (connection.device === device) return;
    if (connection.device) options.hooks?.disconnected(connection.device, connection.link);
    connection.device = device;
    clearTimeout(connection.deadline);
    connection.deadline = setTimeout(() => expire(connection), idleTimeoutMs).unref();
    logger.debug({ terminalId, deviceId: device.deviceId }, "JT/T 808 terminal authenticated");
    options.hooks?.connected(device, connection.link);
  }

  async function dispatch(
    connection: Connection,
    device: KnownDevice,
    frame: Jt808Frame,
    message: Jt808Message,
  ) {
    switch (message.kind) {
      case "location": {
        const submitted = await submitLocations(device, [message.location]);
        if (submitted) reply(connection, frame, JT808_RESULT.success, submitted.stored);
        return;
      }
      case "batchLocation": {
        const submitted = await submitLocations(device, message.batch.locations);
        if (submitted) reply(connection, frame, JT808_RESULT.success, submitted.stored);
        return;
      }
      case "heartbeat":
        reply(connection, frame, JT808_RESULT.success);
        await submit(
          () => sink.submitStatus({ imei: device.imei, protocol: "jt808", time: new Date(), attributes: {} }),
          "status",
        );
        return;
      case "terminalResponse":
      case "resourceList":
      case "fileUploadFinished":
        if (message.kind !== "terminalResponse") reply(connection, frame, JT808_RESULT.success);
        options.hooks?.answered(device, message);
        return;
      case "malformed":
        metrics.malformed += 1;
        countNotRead(frame.messageId);
        reply(connection, frame, JT808_RESULT.messageError);
        return;
      case "unsupported":
        metrics.unknownProtocol += 1;
        countNotRead(frame.messageId);
        reply(connection, frame, JT808_RESULT.unsupported);
        return;
      case "register":
      case "authentication":
        return;
    }
  }

  /** Submits the positions; resolves when all are durable, or null when the sink failed (no answer: resent). */
  async function submitLocations(
    device: KnownDevice,
    locations: Jt808Location[],
  ): Promise<{ stored: Promise<boolean> } | null> {
    const stored: Promise<boolean>[] = [];
    for (const location of locations) {
      const { time } = location;
      if (!time) {
        metrics.malformed += 1;
        continue;
      }
      const result = await submit(
        () => sink.submitPosition(jt808PositionReport(device.imei, { ...location, time })),
        "position",
      );
      if (result === null) return null;
      if (result.accepted) stored.push(result.stored);
    }
    return { stored: Promise.all(stored).then((all) => all.every(Boolean)) };
  }

  async function submit(call: () => Promise<SubmitResult>, kind: "position" | "status") {
    try {
      const result = await call();
      if (!result.accepted) metrics.positionsRejected += 1;
      else if (kind === "position") metrics.positionsSubmitted += 1;
      else metrics.statusSubmitted += 1;
      return result;
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error }, `JT/T 808 ${kind} submit failed`);
      return null;
    }
  }

  function countNotRead(messageId: number) {
    const key = notReadKey(messageId >> 8, messageId & 0xff);
    notRead.set(key, (notRead.get(key) ?? 0) + 1);
  }

  /** The platform's general response 0x8001 to `frame`, sent once `stored`. */
  function reply(
    connection: Connection,
    frame: Jt808Frame,
    result: number,
    stored: Promise<boolean> = ALREADY,
  ) {
    const body = encodeJt808GeneralResponse({ serial: frame.serial, messageId: frame.messageId, result });
    send(connection, JT808_MESSAGE.platformResponse, body, stored);
  }

  /** Sends a platform message after the ones before it; returns its serial. */
  function send(
    connection: Connection,
    messageId: number,
    body: Uint8Array,
    stored: Promise<boolean> = ALREADY,
  ) {
    const serial = connection.serial;
    connection.serial = (serial + 1) & 0xffff;
    const bytes = encodeJt808Frame(
      { messageId, edition: connection.edition, phone: connection.phone, serial },
      body,
    );
    connection.answers = connection.answers.then(async () => {
      if (!(await stored)) {
        metrics.unacknowledged += 1;
        return;
      }
      const { socket } = connection;
      if (!socket.destroyed && socket.writable) socket.write(bytes);
    });
    return serial;
  }

  function close(connection: Connection) {
    connection.closing = true;
    connection.queue.length = 0;
    connection.socket.destroy();
  }

  return {
    start() {
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        server.once("error", onError);
        server.listen({ host: options.host ?? "0.0.0.0", port: options.port }, () => {
          server.off("error", onError);
          resolve({ port: (server.address() as AddressInfo).port });
        });
      });
    },
    async stop() {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.socket.pause();
      const drained = Promise.all(
        [...connections].map((connection) => connection.idle.then(() => connection.answers)),
      );
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, drainTimeoutMs).unref())]);
      for (const connection of connections) close(connection);
      await closed;
    },
    metrics: () => ({ ...metrics }),
    notRead: () => new Map(notRead),
  };
}
