import { type AddressInfo, createServer, type Socket } from "node:net";
import {
  decodeGt06,
  GT06_POSITION_LAYOUTS,
  type Gt06AddressRequest,
  type Gt06DecodeContext,
  type Gt06Frame,
  Gt06FrameSplitter,
  type Gt06Login,
  type Gt06Message,
  gt06Ack,
  gt06AddressResponse,
  gt06AlarmAck,
  gt06LoginAck,
  gt06ModelTraits,
  gt06TimeResponse,
} from "@armada/domain";
import type { DevicePacketSender, Gt06CommandHooks } from "../device-commands/deviceCommandLink.js";
import type { KnownDevice, PositionSink, SubmitResult } from "../positions/pipeline/deviceReport.js";
import { type DeviceConnectionLimiter, unlimitedDeviceConnections } from "./deviceConnectionLimiter.js";
import { emptyGatewayMetrics, type GatewayMetrics } from "./gatewayMetrics.js";
import { gt06InfoReport, gt06PositionReport, gt06StatusReport } from "./gt06Reports.js";
import type { IngestLogger } from "./ingestLogger.js";
import { type NotReadFrames, notReadKey } from "./notReadFrames.js";

/** A short address for a position, in the device's company; null when none is known. */
export type AddressLookup = (
  latitude: number,
  longitude: number,
  companyId: number,
) => Promise<string | null>;

/** Where a driver's card (RFID, iButton) presented to a vehicle's device is recorded. */
export interface DriverCardSink {
  identify(device: KnownDevice, cardId: string, time: Date): Promise<void>;
}

export interface Gt06GatewayOptions {
  sink: PositionSink;
  logger: IngestLogger;
  /** default 0.0.0.0 */
  host?: string;
  /** 0 picks a free port */
  port: number;
  /**
   * a logged-in connection that sends no complete packet for this long is closed (default 5 minutes); stray
   * bytes do not count, so a connection trickling one byte at a time cannot stay open
   */
  idleTimeoutMs?: number;
  /** a connection must log in within this time (default 30 s) */
  loginTimeoutMs?: number;
  /** packets of one connection waiting for the sink before its socket is paused (default 8) */
  maxPendingFrames?: number;
  /** largest packet accepted (default 1024 bytes) */
  maxFrameSize?: number;
  /** drop packets with a wrong CRC (default true); some clones send a wrong one */
  verifyCrc?: boolean;
  /**
   * acknowledge 0x12/0x22-style positions of every device; the GT06 document says they need no answer, and only
   * the models whose traits say so get one (default false)
   */
  ackLocations?: boolean;
  /** garbage bytes accepted before a login before the connection is dropped (default 1024) */
  maxGarbageBeforeLogin?: number;
  /** how long stop() lets in-flight submits finish before closing sockets (default 5 s) */
  drainTimeoutMs?: number;
  /** told of logins, logouts and command answers, and given a way to send commands (default: none) */
  commands?: Gt06CommandHooks;
  /** the device connection budget, shared with the OsmAnd gateway (default: no cap) */
  limiter?: DeviceConnectionLimiter;
  /** answers address requests (0x2A); without it they get an empty address */
  addressLookup?: AddressLookup;
  /** records driver cards (0x17, 0x94 sub-type 0x1B); without it they are only logged */
  driverCards?: DriverCardSink;
  now?: () => Date;
}

const ALREADY = Promise.resolve(true);
/** device and frame kinds remembered as logged; past this the memory starts again (a log line more, not a leak) */
const MAX_LOGGED_NOT_READ = 10_000;
/** what a GT06 device shows or sends on by SMS */
const MAX_ADDRESS_LENGTH = 160;

export interface Gt06Gateway {
  start(): Promise<{ port: number }>;
  /** Stops accepting, lets queued packets reach the sink, then closes every connection. */
  stop(): Promise<void>;
  metrics(): GatewayMetrics;
  /** frames the gateway could not read, by protocol number (and 0x94 sub-type) */
  notRead(): NotReadFrames;
}

interface Connection {
  socket: Socket;
  splitter: Gt06FrameSplitter;
  device: KnownDevice | null;
  /** the logged-in device's model and announced zone, read by every frame's decoding */
  context: Gt06DecodeContext;
  queue: Gt06Frame[];
  processing: boolean;
  paused: boolean;
  closing: boolean;
  /** resolves when the queue is empty and nothing is being processed */
  idle: Promise<void>;
  markIdle: () => void;
  /** closes the connection when no login, or later no packet, arrives in time */
  deadline: NodeJS.Timeout;
  /** the answers in packet order, each sent once what it acknowledges is stored */
  answers: Promise<void>;
  /** writes a command to the logged-in device (handed to the command hooks) */
  sendCommand: DevicePacketSender;
}

/**
 * GT06 TCP gateway. Per connection: the first packet must be a login whose IMEI the sink knows; then
 * locations become positions and heartbeats statuses, in arrival order. Logins, heartbeats and alarms are
 * acknowledged with the packet's serial; an alarm (or location, with `ackLocations`) only once the sink has
 * stored it durably. The wait for that runs beside the packet handling, so a connection keeps submitting
 * while its earlier packets are written in a batch with other devices' packets; answers keep packet order.
 * A socket whose packets wait on the sink is paused (backpressure).
 */
export function createGt06Gateway(options: Gt06GatewayOptions): Gt06Gateway {
  const { sink, logger } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? 5 * 60_000;
  const loginTimeoutMs = options.loginTimeoutMs ?? 30_000;
  const limiter = options.limiter ?? unlimitedDeviceConnections(logger);
  const maxPending = Math.max(1, options.maxPendingFrames ?? 8);
  const maxGarbage = options.maxGarbageBeforeLogin ?? 1024;
  const drainTimeoutMs = options.drainTimeoutMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  const metrics = emptyGatewayMetrics("gt06");
  const notRead: NotReadFrames = new Map();
  /** device and frame kinds already logged as not read: each is logged once */
  const loggedNotRead = new Set<string>();
  const connections = new Set<Connection>();
  let stopping = false;

  const server = createServer({ noDelay: true }, (socket) => accept(socket));
  server.on("error", (error) => logger.error({ err: error }, "GT06 gateway error"));

  function accept(socket: Socket) {
    if (stopping) {
      socket.destroy();
      return;
    }
    const remote = socket.remoteAddress;
    if (!limiter.admit(remote, "gt06")) {
      metrics.connectionsRefused += 1;
      socket.destroy();
      return;
    }
    metrics.connectionsOpen += 1;
    metrics.connectionsTotal += 1;
    const connection: Connection = {
      socket,
      splitter: new Gt06FrameSplitter({ maxFrameSize: options.maxFrameSize, verifyCrc: options.verifyCrc }),
      device: null,
      context: { traits: gt06ModelTraits(null) },
      queue: [],
      processing: false,
      paused: false,
      closing: false,
      idle: Promise.resolve(),
      markIdle: () => {},
      deadline: setTimeout(() => expire(connection), loginTimeoutMs).unref(),
      answers: Promise.resolve(),
      // after the answers already due (the login ack first), like them
      sendCommand: (packet) => {
        if (connection.closing || socket.destroyed || !socket.writable) return false;
        write(connection, packet);
        return true;
      },
    };
    connections.add(connection);

    socket.setKeepAlive(true, 60_000);
    socket.on("error", (error) => {
      logger.debug({ err: error, imei: connection.device?.imei }, "GT06 socket error");
    });
    socket.on("close", () => {
      connection.closing = true;
      connection.queue.length = 0;
      clearTimeout(connection.deadline);
      connections.delete(connection);
      if (connection.device) options.commands?.disconnected(connection.device, connection.sendCommand);
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
        ? "GT06 connection sent no packet in time: closing"
        : "GT06 connection did not log in in time: closing",
    );
    close(connection);
  }

  function receive(connection: Connection, chunk: Buffer) {
    if (connection.closing) return;
    const { splitter } = connection;
    const before = { ...splitter.stats };
    const frames = splitter.push(chunk);
    if (frames.length > 0 && connection.device) connection.deadline.refresh();
    metrics.crcErrors += splitter.stats.crcErrors - before.crcErrors;
    metrics.lenientFrames += splitter.stats.lenientFrames - before.lenientFrames;
    metrics.discardedBytes += splitter.stats.discardedBytes - before.discardedBytes;
    metrics.framesReceived += frames.length;

    if (!connection.device && frames.length === 0 && splitter.stats.discardedBytes > maxGarbage) {
      logger.debug({ remote: connection.socket.remoteAddress }, "GT06 connection sends no packets: closing");
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

  /** Handles the queued packets one after another, so logins and positions keep their order. */
  async function drain(connection: Connection) {
    connection.processing = true;
    connection.idle = new Promise<void>((resolve) => {
      connection.markIdle = resolve;
    });
    try {
      while (connection.queue.length > 0 && !connection.closing) {
        const frame = connection.queue.shift() as Gt06Frame;
        await handle(connection, frame);
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
      logger.error({ err: error, imei: connection.device?.imei }, "GT06 packet handling failed: closing");
      close(connection);
    } finally {
      connection.processing = false;
      connection.markIdle();
    }
  }

  async function handle(connection: Connection, frame: Gt06Frame) {
    const message = decodeGt06(frame, connection.context);
    if (message.kind === "login") {
      await login(connection, message);
      return;
    }
    const device = connection.device;
    if (!device) {
      logger.debug(
        { protocol: frame.protocol, remote: connection.socket.remoteAddress },
        "GT06 packet before login",
      );
      close(connection);
      return;
    }
    await dispatch(connection, device, message);
  }

  async function login(connection: Connection, { imei, serial, timezoneOffsetMinutes }: Gt06Login) {
    if (connection.device?.imei === imei) {
      write(connection, gt06LoginAck(serial));
      return;
    }
    let device: KnownDevice | null;
    try {
      device = await sink.findDevice(imei);
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error, imei }, "GT06 device lookup failed: closing");
      close(connection);
      return;
    }
    if (!device) {
      metrics.unknownDevice += 1;
      logger.info(
        { imei, remote: connection.socket.remoteAddress },
        "GT06 login from an unknown device: refused",
      );
      close(connection);
      return;
    }
    if (connection.device) options.commands?.disconnected(connection.device, connection.sendCommand);
    connection.device = device;
    connection.context = { traits: gt06ModelTraits(device.model), timezoneOffsetMinutes };
    connection.splitter.lenient = device.lenientFraming;
    clearTimeout(connection.deadline);
    connection.deadline = setTimeout(() => expire(connection), idleTimeoutMs).unref();
    write(connection, gt06LoginAck(serial));
    logger.debug({ imei, deviceId: device.deviceId }, "GT06 device logged in");
    options.commands?.connected(device, connection.sendCommand);
  }

  async function dispatch(connection: Connection, device: KnownDevice, message: Gt06Message) {
    switch (message.kind) {
      case "location": {
        const isAlarm = GT06_POSITION_LAYOUTS.get(message.protocol)?.status === true;
        const result = await submit(
          () => sink.submitPosition(gt06PositionReport(device.imei, message)),
          "position",
        );
        if (result === null) return; // the sink failed: no ack, the device sends it again
        const stored = result.accepted ? result.stored : ALREADY;
        if (isAlarm) write(connection, gt06AlarmAck(message.serial, message.protocol), stored);
        else if (options.ackLocations || connection.context.traits.ackLocations)
          write(connection, gt06Ack(message.protocol, message.serial), stored);
        return;
      }
      case "status":
        write(connection, gt06Ack(message.protocol, message.serial)); // 0x13 or 0x23
        await submit(() => sink.submitStatus(gt06StatusReport(device.imei, message, now())), "status");
        return;
      case "commandReply":
        options.commands?.replied(device, message);
        return;
      case "info":
        await submit(() => sink.submitStatus(gt06InfoReport(device.imei, message, now())), "status");
        if (message.driverCard) await identifyDriver(device, message.driverCard, now());
        return;
      case "driverCard":
        // answered once recorded, as alarms are
        await identifyDriver(device, message.cardId, message.time ?? now());
        write(connection, gt06Ack(message.protocol, message.serial));
        return;
      case "timeRequest":
        write(connection, gt06TimeResponse(now(), message.serial));
        return;
      case "addressRequest":
        write(connection, await addressAnswer(device, message));
        return;
      case "malformed":
        metrics.malformed += 1;
        countNotRead(device, message.protocol, undefined, message.reason);
        return;
      case "unknown":
        metrics.unknownProtocol += 1;
        countNotRead(device, message.protocol, message.subType);
        // As Traccar does: answer unknown packets so the device does not resend them; 0x80-0x82 are command
        // replies, information frames need no answer.
        if (!(message.protocol >= 0x80 && message.protocol <= 0x82) && message.subType === undefined)
          write(connection, gt06Ack(message.protocol, message.serial));
        return;
      case "login":
        return;
    }
  }

  /** Counts a frame the gateway cannot read by its kind, and logs it once per device and kind. */
  function countNotRead(device: KnownDevice, protocol: number, subType?: number, reason?: string) {
    const key = notReadKey(protocol, subType);
    notRead.set(key, (notRead.get(key) ?? 0) + 1);
    const logKey = `${device.imei}|${key}`;
    if (loggedNotRead.has(logKey)) return;
    if (loggedNotRead.size >= MAX_LOGGED_NOT_READ) loggedNotRead.clear();
    loggedNotRead.add(logKey);
    logger.warn(
      { imei: device.imei, deviceId: device.deviceId, frame: key, model: device.model, reason },
      reason
        ? "GT06 frame could not be read (logged once per device and frame kind)"
        : "GT06 frame kind not read by Armada (logged once per device and frame kind)",
    );
  }

  async function identifyDriver(device: KnownDevice, cardId: string, time: Date) {
    if (!options.driverCards) {
      logger.info({ imei: device.imei, cardId }, "GT06 driver card presented");
      return;
    }
    try {
      await options.driverCards.identify(device, cardId, time);
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error, imei: device.imei }, "GT06 driver card not recorded");
    }
  }

  /** The address of the asked position, short enough for the device's screen or SMS; empty when unknown. */
  async function addressAnswer(device: KnownDevice, request: Gt06AddressRequest) {
    let address: string | null = null;
    if (options.addressLookup && request.fix.gpsFixed) {
      try {
        address = await options.addressLookup(request.fix.latitude, request.fix.longitude, device.companyId);
      } catch (error) {
        logger.warn({ err: error, imei: device.imei }, "GT06 address request: no address");
      }
    }
    return gt06AddressResponse((address ?? "").slice(0, MAX_ADDRESS_LENGTH), request.phone, request.serial);
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
      logger.error({ err: error }, `GT06 ${kind} submit failed`);
      return null;
    }
  }

  /** Sends an answer after the ones before it, once `stored` is true; not at all when the sink lost the packet. */
  function write(connection: Connection, bytes: Uint8Array, stored: Promise<boolean> = ALREADY) {
    connection.answers = connection.answers.then(async () => {
      if (!(await stored)) {
        metrics.unacknowledged += 1;
        return;
      }
      const { socket } = connection;
      if (socket.destroyed || !socket.writable) return;
      socket.write(bytes);
    });
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
