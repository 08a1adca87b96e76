import { createSocket, type RemoteInfo, type Socket as UdpSocket } from "node:dgram";
import type { TrackerCodec, TrackerMessage } from "@armada/domain";
import type { DeviceCommandHooks, DevicePacketSender } from "../device-commands/index.js";
import type { IngestProtocol, KnownDevice, PositionSink } from "../positions/index.js";
import type { DriverCardSink } from "./driverCardSink.js";
import type { GatewayMetrics } from "./gatewayMetrics.js";
import type { NotReadFrames } from "./notReadFrames.js";
import {
  ALREADY_STORED,
  createTcpGateway,
  type TcpConnection,
  type TcpGatewayOptions,
} from "./tcpGateway.js";

export interface TrackerGatewayOptions extends TcpGatewayOptions {
  sink: PositionSink;
  /** told of logins, logouts and command answers, and given a way to send commands (default: none) */
  commands?: DeviceCommandHooks;
  /** also listen for datagrams on the same port (protocols with a UDP transport) */
  udp?: boolean;
  /** records the driver cards (RFID, iButton) positions carry, so the driver is attributed (default: logged only) */
  driverCards?: DriverCardSink;
  now?: () => Date;
}

export interface TrackerGateway {
  /** the TCP port (and the UDP one, the same, when served) */
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  metrics(): GatewayMetrics;
  /** frames the codec could not read, by kind and reason */
  notRead(): NotReadFrames;
}

interface TrackerState {
  splitter: ReturnType<TrackerCodec["newSplitter"]>;
  sendCommand: DevicePacketSender;
}

type Connection = TcpConnection<TrackerState>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "")
    .slice(0, 40);

/**
 * The gateway of a registered tracker codec (TRACKER_PROTOCOLS) on the shared TCP handling, and UDP where the
 * protocol has it. A connection logs in by its login frame or, for text protocols naming the device in every frame,
 * by its first frame; positions are acknowledged once stored, other answers at once. Frames the codec cannot read
 * are counted by kind and reason, never a crash.
 */
export function createTrackerGateway(codec: TrackerCodec, options: TrackerGatewayOptions): TrackerGateway {
  const { sink, logger } = options;
  const { label } = codec;
  const protocol = codec.vendorType as IngestProtocol;
  const now = options.now ?? (() => new Date());
  const notRead: NotReadFrames = new Map();
  let udp: UdpSocket | null = null;

  const gateway = createTcpGateway<TrackerState, Uint8Array>(options, protocol, {
    label,
    newState: (connection) => ({
      splitter: codec.newSplitter(),
      sendCommand: (packet) => {
        if (!gateway.isWritable(connection)) return false;
        gateway.write(connection, packet);
        return true;
      },
    }),
    split({ state: { splitter } }, chunk, counters) {
      const before = splitter.discardedBytes;
      const frames = splitter.push(chunk);
      counters.discardedBytes += splitter.discardedBytes - before;
      return { frames, discardedBytes: splitter.discardedBytes };
    },
    handle: (connection, frame) => handle(connection, codec.decode(frame, connection.device?.imei ?? null)),
    disconnected(connection) {
      if (connection.device) options.commands?.disconnected(connection.device, connection.state.sendCommand);
    },
  });
  const { metrics, write, close, submit } = gateway;

  function countNotRead(message: Extract<TrackerMessage, { kind: "unknown" }>) {
    metrics.malformed += 1;
    const key = `${slug(message.type)}_${slug(message.reason)}`;
    notRead.set(key, (notRead.get(key) ?? 0) + 1);
  }

  /** The device a frame names: null (after refusing it) when unknown or the lookup failed. */
  async function lookUp(imei: string): Promise<KnownDevice | null> {
    try {
      const device = await sink.findDevice(imei);
      if (!device) {
        metrics.unknownDevice += 1;
        logger.info({ imei }, `${label} device unknown: refused`);
      }
      return device;
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error, imei }, `${label} device lookup failed`);
      return null;
    }
  }

  async function login(connection: Connection, imei: string): Promise<KnownDevice | null> {
    if (connection.device?.imei === imei) return connection.device;
    const device = await lookUp(imei);
    if (!device) {
      if (codec.loginRefused) write(connection, codec.loginRefused);
      gateway.afterAnswers(connection, () => close(connection));
      return null;
    }
    if (connection.device) options.commands?.disconnected(connection.device, connection.state.sendCommand);
    gateway.loggedIn(connection, device);
    logger.debug({ imei, deviceId: device.deviceId }, `${label} device logged in`);
    options.commands?.connected(device, connection.state.sendCommand);
    return device;
  }

  async function handle(connection: Connection, message: TrackerMessage) {
    const device = message.imei ? await login(connection, message.imei) : connection.device;
    if (!device) {
      if (!message.imei) {
        countNotRead(
          message.kind === "unknown"
            ? message
            : { kind: "unknown", type: message.kind, reason: "before login" },
        );
        logger.debug({ remote: connection.socket.remoteAddress }, `${label} frame before login: closing`);
        close(connection);
      }
      return;
    }
    const answer = await dispatch(device, message);
    if (answer) write(connection, answer.bytes, answer.stored);
  }

  async function identifyDriver(device: KnownDevice, cardId: string, time: Date) {
    if (!options.driverCards) {
      logger.info({ imei: device.imei, cardId }, `${label} driver card presented`);
      return;
    }
    try {
      await options.driverCards.identify(device, cardId, time);
    } catch (error) {
      metrics.submitErrors += 1;
      logger.error({ err: error, imei: device.imei }, `${label} driver card not recorded`);
    }
  }

  /** Hands a message to the sink; answers what the device should get back, and when. */
  async function dispatch(
    device: KnownDevice,
    message: TrackerMessage,
  ): Promise<{ bytes: Uint8Array; stored: Promise<boolean> } | null> {
    switch (message.kind) {
      case "login":
        return message.answer ? { bytes: message.answer, stored: ALREADY_STORED } : null;
      case "positions": {
        const stored: Promise<boolean>[] = [];
        for (const fix of message.fixes) {
          // Object.assign, not `{ ...fix, imei }` (a slow path of V8, µs per position); the device's identity last,
          // over anything a codec put in the fix
          const result = await submit(
            () => sink.submitPosition(Object.assign({}, fix, { imei: device.imei, protocol })),
            "position",
          );
          if (result === null) return null; // the sink failed: no answer, the device sends them again
          stored.push(result.accepted ? result.stored : ALREADY_STORED);
          const card = fix.attributes.driverCard;
          if (typeof card === "string") await identifyDriver(device, card, fix.fixTime);
        }
        if (!message.answer) return null;
        return { bytes: message.answer, stored: Promise.all(stored).then((all) => all.every(Boolean)) };
      }
      case "status": {
        const { time, ...status } = message.status;
        await submit(
          () =>
            sink.submitStatus(Object.assign(status, { imei: device.imei, protocol, time: time ?? now() })),
          "status",
        );
        return message.answer ? { bytes: message.answer, stored: ALREADY_STORED } : null;
      }
      case "commandReply":
        options.commands?.replied(device, { text: message.text });
        return null;
      case "unknown":
        countNotRead(message);
        return message.answer ? { bytes: message.answer, stored: ALREADY_STORED } : null;
    }
  }

  async function datagram(bytes: Buffer, remote: RemoteInfo) {
    metrics.framesReceived += 1;
    const decoded = codec.decodeDatagram?.(bytes);
    if (!decoded) {
      countNotRead({ kind: "unknown", type: "udp", reason: "not a datagram" });
      return;
    }
    const device = await lookUp(decoded.imei);
    if (!device) return;
    const answer = await dispatch(device, decoded.message);
    if (answer && (await answer.stored)) udp?.send(answer.bytes, remote.port, remote.address);
  }

  return {
    async start() {
      const address = await gateway.start();
      if (!options.udp || !codec.decodeDatagram) return address;
      const socket = createSocket("udp4");
      socket.on("message", (bytes, remote) => {
        datagram(bytes, remote).catch((error: unknown) =>
          logger.error({ err: error }, `${label} datagram failed`),
        );
      });
      socket.on("error", (error) => logger.error({ err: error }, `${label} UDP error`));
      await new Promise<void>((resolve, reject) => {
        socket.once("error", reject);
        socket.bind({ port: address.port, address: options.host ?? "0.0.0.0" }, () => {
          socket.off("error", reject);
          resolve();
        });
      });
      udp = socket;
      return address;
    },
    async stop() {
      await gateway.stop();
      const socket = udp;
      udp = null;
      if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
    metrics: () => ({ ...metrics }),
    notRead: () => new Map(notRead),
  };
}
