import {
  CALL_CHANNEL,
  CALL_CODEC_NAMES,
  CALL_TIMING,
  type CallAudioCodec,
  type CallAudioDeclaration,
  type CallEndReason,
  type CallServerMessage,
  callAudioOf,
  canCallDriver,
  createCallAudioCodec,
  driverCallLogFilterSchema,
  encodeJt1078RealtimeControl,
  encodeJt1078RealtimeRequest,
  JT1078_CLOSE_SCOPE,
  JT1078_REALTIME_COMMAND,
  JT1078_REALTIME_DATA,
  JT1078_REALTIME_MESSAGE,
  type Language,
  MEDIA_TIMING,
  PcmFramer,
  VOIP_BUFFER_SIZE,
  VOIP_VENDOR_TYPES,
} from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { Db } from "../../db/database.js";
import { AppError, forbidden, notFound } from "../../http/appError.js";
import type { AuthUser } from "../../http/authUser.js";
import { parseInput, withoutNulls } from "../../http/envelope.js";
import type { MediaStream, MediaStreamEnd, ReceivedAudio } from "../ingest/index.js";
import type { DashcamRelay } from "../media/index.js";
import { findMediaTarget } from "../media/index.js";
import {
  admitCall,
  type DriverCallListRow,
  endCallRow,
  findActiveCalls,
  findCallLog,
  findCompanyCall,
  markCallAnswered,
  touchCalls,
} from "./callRepository.js";
import type { CallMedia } from "./mediaRelay.js";

/** Payload of `topics.driverCallEnds`. */
export interface DriverCallEndEvent {
  callId: number;
}

/** What calls need of the media module's dashcam relay: requests and the 0x9003 ask, wherever the dashcam is. */
export type DashcamRequests = Pick<DashcamRelay, "send" | "avAttributes">;

/** The operator's end of a call (the call socket). */
export interface CallPeer {
  message(message: CallServerMessage): void;
  audio(pcm: Int16Array): void;
}

export interface CallHandle {
  id: number;
  /** microphone PCM of the operator */
  operatorAudio(pcm: Int16Array): void;
  end(reason: CallEndReason): Promise<void>;
}

export interface CallServiceOptions {
  bus: EventBus;
  /** the media module's dashcam relay */
  dashcams: DashcamRequests;
  /** the dashcams' media streams, here or relayed from another instance */
  media: CallMedia;
  /** where dashcams reach the media port */
  mediaAddress: () => { host: string; port: number };
  logger: FastifyBaseLogger;
  timing?: Partial<Record<keyof typeof CALL_TIMING | "heartbeatMs" | "attributesMs", number>>;
  now?: () => Date;
}

export function driverCallView(row: DriverCallListRow) {
  const end = row.endedOn ?? null;
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    licensePlate: row.licensePlate,
    userId: row.userId,
    userName: row.userName,
    startedOn: row.startedOn.toISOString(),
    answeredOn: row.answeredOn?.toISOString() ?? null,
    endedOn: end?.toISOString() ?? null,
    /** seconds from the answer to the end (0 for an unanswered call); null while it runs */
    durationSeconds:
      end === null
        ? null
        : row.answeredOn
          ? Math.round((end.getTime() - row.answeredOn.getTime()) / 1000)
          : 0,
    endReason: row.endReason,
    payloadType: row.payloadType,
  };
}

/** a dashcam's declared audio is asked again after this long */
const DECLARATION_TTL_MS = 3_600_000;

const STREAM_END_REASONS: Record<MediaStreamEnd, CallEndReason> = {
  closed: "deviceDisconnected",
  silent: "deviceSilent",
  relayLost: "relayLost",
  replaced: "deviceDisconnected",
};

const codecNotSupported = (payloadType: number) =>
  new AppError("CallCodecNotSupported", 422, { codec: CALL_CODEC_NAMES[payloadType] ?? `#${payloadType}` });

function requireCallKeys(user: AuthUser) {
  if (!canCallDriver(user.accessKeys)) throw forbidden();
}

/**
 * Driver calls through dashcams (JT/T 1078 two-way intercom): 0x9101 asks the dashcam to dial the media port, its
 * audio is decoded to PCM for the operator and the operator's PCM is encoded back in the dashcam's codec; 0x9102
 * ends it. Calls run on the instance holding the operator's socket; requests reach the dashcam through the media
 * module's dashcam relay (sent here when its JT/T 808 socket is here, else by the instance holding it, over
 * `topics.dashcamAsks`), and its stream, wherever it lands, is relayed to the call (`CallMedia`). The dashcam's
 * declared audio (0x9003 → 0x1003, asked through the same relay) is asked at the first call and kept an hour by the
 * instance running the call: the operator's voice is encoded in it from the start, a codec calls cannot speak
 * refuses or ends the call (even while it rings), and the packets' own type decides when they differ or no answer
 * comes. Every call is logged (driver_calls) and counted against the company's maximum.
 */
export function createCallService(db: Db, options: CallServiceOptions) {
  const { bus, dashcams, media, logger } = options;
  const now = options.now ?? (() => new Date());
  const timing = { ...CALL_TIMING, heartbeatMs: 10_000, attributesMs: 3_000, ...options.timing };
  const running = new Map<number, CallHandle>();
  /** the dashcams' declared audio (0x1003), by device: it changes with a firmware or a setting, so kept a while */
  const declarations = new Map<number, { declared: CallAudioDeclaration; at: number }>();
  /** running calls waiting for their dashcam's attributes, by device */
  const declarationWaiters = new Map<number, (declared: CallAudioDeclaration) => void>();
  let codecMismatches = 0;

  /** Fire and forget: the call's own timers end it when the dashcam does not act on it. */
  const sendToDashcam = (deviceId: number, messageId: number, body: Uint8Array) =>
    dashcams.send(deviceId, messageId, body).then(
      (serial) => {
        if (serial === null) logger.debug({ deviceId, messageId }, "dashcam request not sent: unreachable");
      },
      (error: unknown) => logger.warn({ err: error, deviceId, messageId }, "dashcam request not sent"),
    );

  /** 0x9003 through the relay: its answer (0x1003) is kept here and told to the call waiting for it. */
  async function askAttributes(deviceId: number) {
    const attributes = await dashcams.avAttributes(deviceId, timing.attributesMs);
    if (typeof attributes === "string") return;
    const declared = callAudioOf(attributes);
    declarations.set(deviceId, { declared, at: now().getTime() });
    declarationWaiters.get(deviceId)?.(declared);
  }

  const unsubscribeEnds = bus.subscribe<DriverCallEndEvent>(topics.driverCallEnds, ({ callId }) => {
    void running.get(callId)?.end("operatorEnded");
  });

  const heartbeat = setInterval(() => {
    touchCalls(db, [...running.keys()], now()).catch((error: unknown) =>
      logger.warn({ err: error }, "driver calls not refreshed"),
    );
  }, timing.heartbeatMs);
  heartbeat.unref();

  /** The dashcam's declared audio when known and recent; null asks for it. */
  function declarationOf(deviceId: number): CallAudioDeclaration | null {
    const known = declarations.get(deviceId);
    return known && now().getTime() - known.at < DECLARATION_TTL_MS ? known.declared : null;
  }

  async function start(user: AuthUser, vehicleId: number, peer: CallPeer): Promise<CallHandle> {
    requireCallKeys(user);
    const target = await findMediaTarget(db, user.companyId, vehicleId);
    if (!target) throw notFound();
    if (!target.vendorType || !VOIP_VENDOR_TYPES.includes(target.vendorType))
      throw new AppError("CallNotSupported", 422);
    const silent =
      !target.lastPacket ||
      now().getTime() - target.lastPacket.getTime() > MEDIA_TIMING.deviceLastReceiveLimitMs;
    if (target.deviceId === null || !target.imei || silent) throw new AppError("DeviceUnreachable", 409);
    const { deviceId, imei } = target;
    const known = declarationOf(deviceId);
    if (known?.kind === "unsupported") throw codecNotSupported(known.payloadType);
    const admission = await admitCall(
      db,
      { companyId: user.companyId, vehicleId, deviceId, userId: user.userId },
      now(),
    );
    if (admission.kind === "atMaximum")
      throw new AppError("CallsAtMaximum", 409, { maximum: admission.maximum });
    if (admission.kind === "vehicleInCall") throw new AppError("VehicleInCall", 409);
    const row = admission.call;

    let codec: CallAudioCodec | null = null;
    let declared: CallAudioDeclaration | null = null;
    let answered = false;
    let mismatched = false;
    let uplink = new PcmFramer(VOIP_BUFFER_SIZE);
    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    const after = (ms: number, reason: CallEndReason) => {
      const timer = setTimeout(() => void handle.end(reason), ms);
      timer.unref();
      timers.push(timer);
      return timer;
    };
    const answerTimer = after(timing.answerMs, "noAnswer");
    const operatorSilence = after(timing.silenceMs, "operatorSilent");
    after(timing.maxDurationMs, "maxDuration");

    /**
     * The dashcam's declared audio: the operator's voice goes in its codec and frame size before its first packet
     * comes. Declared after its packets came, it is only compared with them (they win).
     */
    function declare(declaration: CallAudioDeclaration) {
      if (declared || ended) return;
      declared = declaration;
      if (codec) return checkDeclared(codec.payloadType);
      if (declaration.kind === "unsupported") {
        logger.warn(
          { callId: row.id, payloadType: declaration.payloadType },
          "dashcam declared a codec calls cannot speak",
        );
        return void handle.end("codecNotSupported");
      }
      codec = createCallAudioCodec(declaration.payloadType, { samplesPerFrame: declaration.samplesPerFrame });
      if (declaration.samplesPerFrame) uplink = new PcmFramer(declaration.samplesPerFrame);
    }

    /** Packets in another codec than declared: counted and logged once a call, and the packets' codec is spoken. */
    function checkDeclared(payloadType: number) {
      if (!declared || mismatched || declared.payloadType === payloadType) return;
      mismatched = true;
      codecMismatches += 1;
      logger.warn(
        { callId: row.id, deviceId, declared: declared.payloadType, received: payloadType },
        "dashcam audio is not in the codec it declared (0x1003): the packets' codec is used",
      );
    }

    function deviceAudio(received: ReceivedAudio) {
      if (codec?.payloadType !== received.payloadType) {
        const next = createCallAudioCodec(received.payloadType, {
          samplesPerFrame: declared?.kind === "supported" ? declared.samplesPerFrame : null,
        });
        if (!next) {
          if (!answered) logger.warn({ payloadType: received.payloadType }, "call audio codec not supported");
          return;
        }
        checkDeclared(received.payloadType);
        codec = next;
      }
      if (!answered) {
        answered = true;
        clearTimeout(answerTimer);
        const answeredOn = now();
        peer.message({ type: "connected", answeredOn: answeredOn.toISOString() });
        markCallAnswered(db, row.id, received.payloadType, answeredOn).catch((error: unknown) =>
          logger.warn({ err: error, callId: row.id }, "call answer not recorded"),
        );
      }
      const pcm = codec.decode(received.frame);
      // what the dashcam is sent back comes in frames of the size it sends
      if (pcm.length >= 80 && pcm.length <= 4000 && pcm.length !== uplink.size)
        uplink = new PcmFramer(pcm.length);
      peer.audio(pcm);
    }

    const stream: MediaStream = media.expect(row.id, imei, CALL_CHANNEL, {
      audio: deviceAudio,
      ended: (why) => void handle.end(STREAM_END_REASONS[why]),
    });

    const handle: CallHandle = {
      id: row.id,
      operatorAudio(pcm) {
        if (ended) return;
        operatorSilence.refresh();
        if (!codec) return;
        for (const frame of uplink.push(pcm)) stream.sendAudio(codec.payloadType, codec.encode(frame));
      },
      async end(reason) {
        if (ended) return;
        ended = true;
        running.delete(row.id);
        if (declarationWaiters.get(deviceId) === declare) declarationWaiters.delete(deviceId);
        for (const timer of timers) clearTimeout(timer);
        stream.close();
        sendToDashcam(
          deviceId,
          JT1078_REALTIME_MESSAGE.realtimeControl,
          encodeJt1078RealtimeControl({
            channel: CALL_CHANNEL,
            command: JT1078_REALTIME_COMMAND.close,
            closeScope: JT1078_CLOSE_SCOPE.all,
            streamType: 0,
          }),
        );
        peer.message({ type: "ended", reason });
        try {
          await endCallRow(db, row.id, reason, now());
        } catch (error) {
          logger.error({ err: error, callId: row.id }, "call end not recorded");
        }
      },
    };
    running.set(row.id, handle);

    if (known) declare(known);
    else {
      declarationWaiters.set(deviceId, declare);
      askAttributes(deviceId).catch((error: unknown) =>
        logger.warn({ err: error, deviceId }, "dashcam attributes not asked"),
      );
    }
    const { host, port } = options.mediaAddress();
    sendToDashcam(
      deviceId,
      JT1078_REALTIME_MESSAGE.realtimeRequest,
      encodeJt1078RealtimeRequest({
        host,
        tcpPort: port,
        udpPort: 0,
        channel: CALL_CHANNEL,
        dataType: JT1078_REALTIME_DATA.intercom,
        streamType: 0,
      }),
    );
    peer.message({
      type: "ringing",
      callId: row.id,
      vehicleId,
      licensePlate: target.licensePlate,
      startedOn: row.startedOn.toISOString(),
    });
    return handle;
  }

  return {
    start,

    /** activeDriverCalls: the company's running calls and its maximum (for the call option's rule). */
    async activeCalls(user: AuthUser) {
      requireCallKeys(user);
      const { maxActiveCalls, calls } = await findActiveCalls(db, user.companyId, now());
      return { data: { maxActiveCalls, calls: calls.map(driverCallView) } };
    },

    /** driverCallLog */
    async callLog(user: AuthUser, filter: unknown, language: Language) {
      requireCallKeys(user);
      const input = parseInput(driverCallLogFilterSchema, withoutNulls(filter ?? {}), language);
      const pagination = input.pagination ?? { page: 1, show: 20 };
      const { rows, total } = await findCallLog(db, user.companyId, input, pagination);
      return { data: rows.map(driverCallView), pagination: { total, ...pagination } };
    },

    /** endDriverCall: ends a running call of the company, whichever instance runs it. */
    async endCall(user: AuthUser, callId: number) {
      requireCallKeys(user);
      const call = await findCompanyCall(db, user.companyId, callId);
      if (!call) throw notFound();
      if (call.endedOn === null) bus.publish<DriverCallEndEvent>(topics.driverCallEnds, { callId });
      return { data: true };
    },

    /** calls running on this instance */
    get running(): number {
      return running.size;
    },

    /** /api/metrics counters */
    metrics: () => ({
      driver_calls_running: running.size,
      driver_call_codec_mismatches_total: codecMismatches,
    }),

    async stop() {
      clearInterval(heartbeat);
      unsubscribeEnds();
      await Promise.all([...running.values()].map((call) => call.end("serverStopped")));
    },
  };
}

export type CallService = ReturnType<typeof createCallService>;
