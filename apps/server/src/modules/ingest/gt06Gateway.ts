import {
  decodeGt06,
  GT06_NOT_STORED_REASONS,
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
import type { DevicePacketSender, Gt06CommandHooks } from "../device-commands/index.js";
import type { KnownDevice, PositionSink } from "../positions/index.js";
import type { DriverCardSink } from "./driverCardSink.js";
import type { GatewayMetrics } from "./gatewayMetrics.js";
import {
  gt06ExtendedReport,
  gt06InfoReport,
  gt06PositionReport,
  gt06StatusReport,
  gt06UnreadInfoReport,
} from "./gt06Reports.js";
import { type NotReadFrames, notReadKey } from "./notReadFrames.js";
import {
  ALREADY_STORED,
  createTcpGateway,
  type TcpConnection,
  type TcpGatewayOptions,
} from "./tcpGateway.js";

/** A short address for a position, in the device's company; null when none is known. */
export type AddressLookup = (
  latitude: number,
  longitude: number,
  companyId: number,
) => Promise<string | null>;

/** Where a driver's card (RFID, iButton) presented to a vehicle's device is recorded. */
export interface Gt06GatewayOptions extends TcpGatewayOptions {
  sink: PositionSink;
  /** largest packet accepted (default 1024 bytes) */
  maxFrameSize?: number;
  /** drop packets with a wrong CRC (default true); some clones send a wrong one */
  verifyCrc?: boolean;
  /**
   * acknowledge 0x12/0x22-style positions of every device; the GT06 document says they need no answer, and only
   * the models whose traits say so get one (default false)
   */
  ackLocations?: boolean;
  /** told of logins, logouts and command answers, and given a way to send commands (default: none) */
  commands?: Gt06CommandHooks;
  /** answers address requests (0x2A); without it they get an empty address */
  addressLookup?: AddressLookup;
  /** records driver cards (0x17, 0x94 sub-type 0x1B); without it they are only logged */
  driverCards?: DriverCardSink;
  now?: () => Date;
}

/** device and frame kinds remembered as logged; past this the memory starts again (a log line more, not a leak) */
const MAX_LOGGED_NOT_READ = 10_000;
/** why a frame of a kind no document Armada follows describes is not read */
const NOT_DOCUMENTED = "not documented";
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

interface Gt06State {
  splitter: Gt06FrameSplitter;
  /** the logged-in device's model and announced zone, read by every frame's decoding */
  context: Gt06DecodeContext;
  /** writes a command to the logged-in device (handed to the command hooks) */
  sendCommand: DevicePacketSender;
}

type Connection = TcpConnection<Gt06State>;

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
  const now = options.now ?? (() => new Date());
  const notRead: NotReadFrames = new Map();
  /** device and frame kinds already logged as not read: each is logged once */
  const loggedNotRead = new Set<string>();

  const gateway = createTcpGateway<Gt06State, Gt06Frame>(options, "gt06", {
    label: "GT06",
    newState: (connection) => ({
      splitter: new Gt06FrameSplitter({ maxFrameSize: options.maxFrameSize, verifyCrc: options.verifyCrc }),
      context: { traits: gt06ModelTraits(null) },
      // after the answers already due (the login ack first), like them
      sendCommand: (packet) => {
        if (!gateway.isWritable(connection)) return false;
        write(connection, packet);
        return true;
      },
    }),
    split({ state: { splitter } }, chunk, counters) {
      const before = { ...splitter.stats };
      const frames = splitter.push(chunk);
      counters.crcErrors += splitter.stats.crcErrors - before.crcErrors;
      counters.lenientFrames += splitter.stats.lenientFrames - before.lenientFrames;
      counters.discardedBytes += splitter.stats.discardedBytes - before.discardedBytes;
      return { frames, discardedBytes: splitter.stats.discardedBytes };
    },
    handle: (connection, frame) => handle(connection, frame),
    disconnected(connection) {
      if (connection.device) options.commands?.disconnected(connection.device, connection.state.sendCommand);
    },
  });
  const { metrics, write, close, submit } = gateway;

  async function handle(connection: Connection, frame: Gt06Frame) {
    const message = decodeGt06(frame, connection.state.context);
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
    if (connection.device) options.commands?.disconnected(connection.device, connection.state.sendCommand);
    gateway.loggedIn(connection, device);
    connection.state.context = { traits: gt06ModelTraits(device.model), timezoneOffsetMinutes };
    connection.state.splitter.lenient = device.lenientFraming;
    write(connection, gt06LoginAck(serial));
    logger.debug({ imei, deviceId: device.deviceId }, "GT06 device logged in");
    options.commands?.connected(device, connection.state.sendCommand);
  }

  async function dispatch(connection: Connection, device: KnownDevice, message: Gt06Message) {
    switch (message.kind) {
      case "location": {
        if (message.reupload && !message.fix.time) {
          // a position from the device's memory cannot be placed at the receiver's time
          metrics.malformed += 1;
          countNotRead(device, message.protocol, undefined, "re-uploaded position without a time");
          if (options.ackLocations || connection.state.context.traits.ackLocations)
            write(connection, gt06Ack(message.protocol, message.serial));
          return;
        }
        // alarm-style by its number, or by its content (a status block under a plain position number)
        const isAlarm =
          GT06_POSITION_LAYOUTS.get(message.protocol)?.status === true || message.terminal !== undefined;
        const result = await submit(
          () => sink.submitPosition(gt06PositionReport(device.imei, message, now())),
          "position",
        );
        if (result === null) return; // the sink failed: no ack, the device sends it again
        if (message.driverCard) await identifyDriver(device, message.driverCard, message.fix.time ?? now());
        const stored = result.accepted ? result.stored : ALREADY_STORED;
        if (isAlarm) write(connection, gt06AlarmAck(message.serial, message.protocol), stored);
        else if (message.driverCard !== undefined)
          write(connection, gt06Ack(message.protocol, message.serial), stored);
        else if (options.ackLocations || connection.state.context.traits.ackLocations)
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
      case "extended":
        // vendor frames expect the common answer (an information frame 0x94 none)
        if (message.subType === undefined) write(connection, gt06Ack(message.protocol, message.serial));
        await submit(() => sink.submitStatus(gt06ExtendedReport(device.imei, message, now())), "status");
        return;
      case "malformed":
        metrics.malformed += 1;
        countNotRead(device, message.protocol, message.subType, message.reason);
        return;
      case "unknown":
        metrics.unknownProtocol += 1;
        countNotRead(
          device,
          message.protocol,
          message.subType,
          GT06_NOT_STORED_REASONS.get(message.protocol) ?? NOT_DOCUMENTED,
        );
        // an information frame of an unread sub-type is still the device's status: kept as hex, as vendor frames
        if (message.subType !== undefined)
          await submit(() => sink.submitStatus(gt06UnreadInfoReport(device.imei, message, now())), "status");
        // As Traccar does: answer unknown packets so the device does not resend them; 0x80-0x82 are command
        // replies, information frames need no answer.
        if (!(message.protocol >= 0x80 && message.protocol <= 0x82) && message.subType === undefined)
          write(connection, gt06Ack(message.protocol, message.serial));
        return;
      case "login":
        return;
    }
  }

  /** Counts a frame the gateway cannot read by its kind and reason, and logs it once per device and kind. */
  function countNotRead(device: KnownDevice, protocol: number, subType: number | undefined, reason: string) {
    const key = notReadKey(protocol, subType, reason);
    notRead.set(key, (notRead.get(key) ?? 0) + 1);
    const logKey = `${device.imei}|${key}`;
    if (loggedNotRead.has(logKey)) return;
    if (loggedNotRead.size >= MAX_LOGGED_NOT_READ) loggedNotRead.clear();
    loggedNotRead.add(logKey);
    logger.warn(
      { imei: device.imei, deviceId: device.deviceId, frame: key, model: device.model, reason },
      `GT06 frame not read: ${reason} (logged once per device and frame kind)`,
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

  return {
    start: gateway.start,
    stop: gateway.stop,
    metrics: () => ({ ...metrics }),
    notRead: () => new Map(notRead),
  };
}
