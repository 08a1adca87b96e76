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
  type Jt808SafetyAlarm,
  Jt808SubPackageAssembler,
  type Jt808SubPackageLimits,
  Jt808SubPackagePool,
  jt808TerminalId,
} from "@armada/domain";
import { LoginThrottle, type LoginThrottleOptions } from "../auth/index.js";
import type { KnownDevice, PositionSink } from "../positions/index.js";
import type { GatewayMetrics } from "./gatewayMetrics.js";
import { createJt808AuthCodes, type Jt808AuthCodes, memoryJt808AuthCodeHashes } from "./jt808AuthCodes.js";
import { jt808PositionReport, withVendorAlarmNames } from "./jt808Reports.js";
import { type NotReadFrames, notReadKey } from "./notReadFrames.js";
import {
  ALREADY_STORED,
  createTcpGateway,
  type TcpConnection,
  type TcpGateway,
  type TcpGatewayOptions,
} from "./tcpGateway.js";

/** A connected terminal as the media service sees it: send a platform message, get its serial. */
export interface Jt808Link {
  /** Sends `messageId` with `body`; the serial it went with, or null when the connection is gone. */
  send(messageId: number, body: Uint8Array): number | null;
}

/**
 * Terminal messages that answer the platform's own requests (JT/T 1078 resource list, upload finished, audio/video
 * attributes, ...).
 */
export type Jt808Answer = Extract<
  Jt808Message,
  { kind: "terminalResponse" | "resourceList" | "fileUploadFinished" | "avAttributes" }
>;

/** Told of authenticated terminals and of their answers (the media service). */
export interface Jt808Hooks {
  connected(device: KnownDevice, link: Jt808Link): void;
  disconnected(device: KnownDevice, link: Jt808Link): void;
  answered(device: KnownDevice, answer: Jt808Answer): void;
  /** a stored position carried a safety alarm with attachments (the platform may ask for them: 0x9208) */
  alarmWithAttachments?(device: KnownDevice, alarm: Jt808SafetyAlarm, fixTime: Date, link: Jt808Link): void;
}

export interface Jt808GatewayOptions extends TcpGatewayOptions {
  sink: PositionSink;
  hooks?: Jt808Hooks;
  /** the codes registration gives and authentication checks (default: in memory, this instance only) */
  authCodes?: Jt808AuthCodes;
  /** wrong authentication codes allowed per address and per terminal in a window (default 5 a minute) */
  authFailures?: LoginThrottleOptions;
  /** sub-packaged messages being joined: limits per connection (domain defaults) and bytes for all (64 MiB) */
  subPackages?: Partial<Jt808SubPackageLimits> & { totalBytes?: number };
}

export interface Jt808Gateway {
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  metrics(): GatewayMetrics;
  notRead(): NotReadFrames;
}

interface Jt808State {
  splitter: Jt808FrameSplitter;
  assembler: Jt808SubPackageAssembler;
  /** the terminal's header, echoed in every platform message */
  phone: string;
  edition: Jt808Frame["edition"];
  serial: number;
  link: Jt808Link;
}

type Connection = TcpConnection<Jt808State>;

/**
 * JT/T 808 TCP gateway (2013 and 2019 editions). A connection registers (0x0100 → 0x8100 with the code) and / or
 * authenticates (0x0102 → 0x8001) with a terminal id the sink knows; then locations (0x0200, 0x0704) become
 * positions and heartbeats statuses, in arrival order, each answered with 0x8001 once stored. Answers to the
 * platform's requests go to the hooks. Backpressure and answer order as in the GT06 gateway.
 */
export function createJt808Gateway(options: Jt808GatewayOptions): Jt808Gateway {
  const { sink, logger } = options;
  const notRead: NotReadFrames = new Map();
  const authCodes = options.authCodes ?? createJt808AuthCodes(memoryJt808AuthCodeHashes());
  const authThrottle = new LoginThrottle(options.authFailures ?? { maxFailures: 5, windowMs: 60_000 });
  const { totalBytes = 64 * 1024 * 1024, ...subPackageLimits } = options.subPackages ?? {};
  const subPackagePool = new Jt808SubPackagePool(totalBytes);

  const gateway: TcpGateway<Jt808State> = createTcpGateway<Jt808State, Jt808Frame>(options, "jt808", {
    label: "JT/T 808",
    newState: (connection) => ({
      splitter: new Jt808FrameSplitter(),
      assembler: new Jt808SubPackageAssembler(subPackageLimits, subPackagePool),
      phone: "0",
      edition: 2013,
      serial: 0,
      link: {
        send: (messageId, body) =>
          gateway.isWritable(connection) && connection.device ? send(connection, messageId, body) : null,
      },
    }),
    split({ state: { splitter } }, chunk, counters) {
      const before = { ...splitter.stats };
      const frames = splitter.push(chunk);
      counters.crcErrors += splitter.stats.invalidFrames - before.invalidFrames;
      counters.discardedBytes += splitter.stats.discardedBytes - before.discardedBytes;
      return { frames, discardedBytes: splitter.stats.discardedBytes };
    },
    async handle(connection, piece) {
      // nothing is held for a terminal not yet authenticated: registration and authentication come whole
      if (piece.packet && piece.packet.total > 1 && !connection.device)
        return refuse(connection, piece, "sub-package before authentication");
      const assembled = connection.state.assembler.push(piece);
      if (assembled.kind === "refused") return refuse(connection, piece, assembled.reason);
      if (assembled.kind === "whole") await handle(connection, assembled.frame);
      else reply(connection, piece, JT808_RESULT.success);
    },
    disconnected(connection) {
      connection.state.assembler.clear();
      if (connection.device) options.hooks?.disconnected(connection.device, connection.state.link);
    },
  });
  const { metrics, close, submit } = gateway;

  function refuse(connection: Connection, frame: Jt808Frame, reason: string) {
    metrics.malformed += 1;
    logger.info(
      { terminalId: jt808TerminalId(frame.phone), remote: connection.socket.remoteAddress, reason },
      "JT/T 808 sub-packages refused: closing",
    );
    close(connection);
  }

  async function handle(connection: Connection, frame: Jt808Frame) {
    connection.state.phone = frame.phone;
    connection.state.edition = frame.edition;
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
      gateway.afterAnswers(connection, () => close(connection));
      return;
    }
    if (message.kind === "register") {
      let authCode: string;
      try {
        authCode = await authCodes.issue(device);
      } catch (error) {
        metrics.submitErrors += 1;
        logger.error({ err: error, terminalId }, "JT/T 808 authentication code not stored: closing");
        close(connection);
        return;
      }
      send(
        connection,
        JT808_MESSAGE.registerResponse,
        encodeJt808RegisterResponse(frame.serial, JT808_REGISTER_RESULT.success, authCode),
      );
      return; // the terminal authenticates next, with the code
    }
    if (!(await authenticates(connection, device, message.authentication.authCode))) {
      reply(connection, frame, JT808_RESULT.failure);
      gateway.afterAnswers(connection, () => close(connection));
      return;
    }
    reply(connection, frame, JT808_RESULT.success);
    if (connection.device === device) return;
    if (connection.device) options.hooks?.disconnected(connection.device, connection.state.link);
    gateway.loggedIn(connection, device);
    logger.debug({ terminalId, deviceId: device.deviceId }, "JT/T 808 terminal authenticated");
    options.hooks?.connected(device, connection.state.link);
  }

  /**
   * Whether the code is the device's; a wrong one counts against the address and the terminal, and past the
   * allowance no code is checked at all (guessing a code, or trying terminal ids with one, is slowed to a crawl).
   */
  async function authenticates(connection: Connection, device: KnownDevice, code: string): Promise<boolean> {
    const keys = [`address:${connection.socket.remoteAddress}`, `terminal:${device.imei}`];
    if (keys.some((key) => authThrottle.retryAfterSeconds(key) > 0)) {
      logger.info(
        { terminalId: device.imei },
        "JT/T 808 authentication throttled after wrong codes: closing",
      );
      return false;
    }
    let matches: boolean;
    try {
      matches = await authCodes.matches(device, code);
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error, terminalId: device.imei }, "JT/T 808 authentication code not read: closing");
      return false;
    }
    if (matches) return true;
    for (const key of keys) authThrottle.recordFailure(key);
    logger.info(
      { terminalId: device.imei, remote: connection.socket.remoteAddress },
      "JT/T 808 authentication with a wrong code: closing (the terminal must register again)",
    );
    return false;
  }

  async function dispatch(
    connection: Connection,
    device: KnownDevice,
    frame: Jt808Frame,
    message: Jt808Message,
  ) {
    switch (message.kind) {
      case "location":
      case "batchLocation": {
        const batch = message.kind === "batchLocation";
        const locations = (batch ? message.batch.locations : [message.location]).map((location) =>
          withVendorAlarmNames(location, device.vendorType),
        );
        // a batch's entries are stored ones: without their time they cannot be placed on the track
        const placed = batch ? locations.filter((location) => location.time) : locations;
        if (batch) {
          metrics.malformed += locations.length - placed.length + message.batch.unread;
          countNotRead(frame.messageId, "location without time", locations.length - placed.length);
          countNotRead(frame.messageId, "batch entry not read", message.batch.unread);
        }
        const submitted = await submitLocations(device, placed);
        if (!submitted) return;
        reply(connection, frame, JT808_RESULT.success, submitted.stored);
        if (options.hooks?.alarmWithAttachments)
          askForAttachments(connection, device, placed, submitted.stored);
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
      case "avAttributes":
        if (message.kind !== "terminalResponse") reply(connection, frame, JT808_RESULT.success);
        options.hooks?.answered(device, message);
        return;
      case "malformed":
        metrics.malformed += 1;
        countNotRead(frame.messageId, message.reason);
        reply(connection, frame, JT808_RESULT.messageError);
        return;
      case "unsupported":
        metrics.unknownProtocol += 1;
        countNotRead(frame.messageId, "not supported");
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
      const result = await submit(
        () => sink.submitPosition(jt808PositionReport(device.imei, location, new Date())),
        "position",
      );
      if (result === null) return null;
      if (result.accepted) stored.push(result.stored);
    }
    return { stored: Promise.all(stored).then((all) => all.every(Boolean)) };
  }

  /** Once the positions are stored, tells the hooks of their safety alarms that have attachments. */
  function askForAttachments(
    connection: Connection,
    device: KnownDevice,
    locations: Jt808Location[],
    stored: Promise<boolean>,
  ) {
    const alarms = locations.flatMap((location) =>
      location.time
        ? location.safetyAlarms
            .filter((alarm) => alarm.identification.attachments > 0)
            .map((alarm) => ({ alarm, time: location.time as Date }))
        : [],
    );
    if (alarms.length === 0) return;
    void stored.then((ok) => {
      if (!ok) return;
      for (const { alarm, time } of alarms)
        options.hooks?.alarmWithAttachments?.(device, alarm, time, connection.state.link);
    });
  }

  function countNotRead(messageId: number, reason: string, count = 1) {
    if (count === 0) return;
    const key = notReadKey(messageId >> 8, messageId & 0xff, reason);
    notRead.set(key, (notRead.get(key) ?? 0) + count);
  }

  /** The platform's general response 0x8001 to `frame`, sent once `stored`. */
  function reply(
    connection: Connection,
    frame: Jt808Frame,
    result: number,
    stored: Promise<boolean> = ALREADY_STORED,
  ) {
    const body = encodeJt808GeneralResponse({ serial: frame.serial, messageId: frame.messageId, result });
    send(connection, JT808_MESSAGE.platformResponse, body, stored);
  }

  /** Sends a platform message after the ones before it; returns its serial. */
  function send(
    connection: Connection,
    messageId: number,
    body: Uint8Array,
    stored = ALREADY_STORED,
  ): number {
    const { state } = connection;
    const serial = state.serial;
    state.serial = (serial + 1) & 0xffff;
    const bytes = encodeJt808Frame({ messageId, edition: state.edition, phone: state.phone, serial }, body);
    gateway.write(connection, bytes, stored);
    return serial;
  }

  return {
    start: gateway.start,
    stop: gateway.stop,
    metrics: () => ({ ...metrics }),
    notRead: () => new Map(notRead),
  };
}
