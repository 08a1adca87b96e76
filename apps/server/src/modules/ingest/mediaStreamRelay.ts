import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../../bus/eventBus.js";
import type {
  MediaPort,
  MediaStream,
  MediaStreamEnd,
  MediaStreamHandlers,
  ReceivedVideo,
} from "./jt1078MediaPort.js";

/**
 * A message on a relayed stream's topics: one byte of kind; audio adds the JT/T 1078 payload type and the coded
 * frame as it came (or goes) on the terminal's socket; video adds its payload and data types, a flags byte, the
 * terminal's timestamp (float64) and frame interval (uint16), then the Annex B frame. Frames cross as the terminal
 * coded them: nothing is transcoded, and a codec's or muxer's state stays on the instance using the stream.
 */
const KIND = { audio: 1, alive: 2, closed: 3, silent: 4, video: 5, replaced: 6 } as const;
/** how a stream ended, told by the relaying instance */
const END_KINDS: Record<Exclude<MediaStreamEnd, "relayLost">, number> = {
  closed: KIND.closed,
  silent: KIND.silent,
  replaced: KIND.replaced,
};
const VIDEO_HEADER = 14;
const FLAG = { afterLoss: 1, timestamp: 2, interval: 4 } as const;

const audioMessage = (payloadType: number, frame: Uint8Array) => {
  const message = new Uint8Array(2 + frame.length);
  message[0] = KIND.audio;
  message[1] = payloadType;
  message.set(frame, 2);
  return message;
};

/** The bus message of a video frame (`readVideoMessage` reads it back). */
export function videoMessage(video: ReceivedVideo): Uint8Array {
  const message = new Uint8Array(VIDEO_HEADER + video.frame.length);
  const view = new DataView(message.buffer);
  message[0] = KIND.video;
  message[1] = video.payloadType;
  message[2] = video.dataType;
  message[3] =
    (video.afterLoss ? FLAG.afterLoss : 0) |
    (video.timestamp !== null ? FLAG.timestamp : 0) |
    (video.frameInterval !== null ? FLAG.interval : 0);
  view.setFloat64(4, video.timestamp ?? 0);
  view.setUint16(12, Math.min(0xffff, Math.max(0, video.frameInterval ?? 0)));
  message.set(video.frame, VIDEO_HEADER);
  return message;
}

/** The video frame of a bus message, or null when it is not one. */
export function readVideoMessage(data: Uint8Array): ReceivedVideo | null {
  if (data[0] !== KIND.video || data.length <= VIDEO_HEADER) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const flags = data[3] as number;
  return {
    payloadType: data[1] as number,
    dataType: data[2] as number,
    afterLoss: (flags & FLAG.afterLoss) !== 0,
    timestamp: flags & FLAG.timestamp ? view.getFloat64(4) : null,
    frameInterval: flags & FLAG.interval ? view.getUint16(12) : null,
    frame: data.subarray(VIDEO_HEADER),
  };
}

const signal = (kind: number) => Uint8Array.of(kind);

export interface MediaStreamRelayOptions {
  bus: EventBus;
  mediaPort: MediaPort;
  /** the topics of one relayed stream: `up` from the instance holding the terminal's connection, `down` to it */
  topic: (streamId: string, direction: "up" | "down") => string;
  /**
   * the stream's user on some instance (a running call, a live video) its SIM number and channel belong to, and
   * how long its stream may be silent when not the relay's own `silenceMs`
   */
  find: (sim: string, channel: number) => Promise<{ streamId: string; silenceMs?: number } | null>;
  /** what is relayed, for the logs */
  name: string;
  logger: FastifyBaseLogger;
  /** a stream that sends nothing for this long ends (the media port's default when not set) */
  silenceMs?: number;
  /** each end says it is there this often … */
  aliveMs?: number;
  /** … and the other end counts it lost after this long without a word */
  lostMs?: number;
}

/**
 * Streams across instances: a terminal's media stream may land on another instance than its user (one balancer in
 * front of every instance's JT1078_PORT, or the JT/T 808 link elsewhere). The instance receiving a stream nobody
 * expects there claims it for the user `find` names and relays it over the bus, per stream (`up` / `down`, raw
 * bytes on core NATS: nothing stored, nothing queued behind a lost frame). Both ends say they are alive every
 * second; an end silent for 3 s is gone: the user's stream ends as `relayLost`, the relaying instance closes the
 * terminal's stream.
 */
export function createMediaStreamRelay(options: MediaStreamRelayOptions) {
  const { bus, mediaPort, logger, silenceMs, topic } = options;
  const aliveMs = options.aliveMs ?? 1_000;
  const lostMs = options.lostMs ?? 3_000;
  /** streams this instance relays for users elsewhere, by their stop */
  const relayed = new Set<() => void>();

  /** Says "alive" every `aliveMs`; `lost` when `heard` was not called for `lostMs`. */
  function liveness(sayAlive: () => void, lost: () => void) {
    const beat = setInterval(sayAlive, aliveMs).unref();
    const watchdog = setTimeout(lost, lostMs).unref();
    return {
      heard: () => watchdog.refresh(),
      stop() {
        clearInterval(beat);
        clearTimeout(watchdog);
      },
    };
  }

  /** The user's side: the stream here if it lands here, else the relay of the instance that claimed it. */
  function expect(
    streamId: string,
    sim: string,
    channel: number,
    handlers: MediaStreamHandlers,
    expectOptions: { silenceMs?: number } = {},
  ): MediaStream {
    const down = topic(streamId, "down");
    let where: "none" | "local" | "remote" = "none";
    let done = false;
    let remote: ReturnType<typeof liveness> | null = null;
    const finish = (reason: MediaStreamEnd) => {
      if (done) return;
      done = true;
      unsubscribe();
      remote?.stop();
      handlers.ended(reason);
    };
    const local = mediaPort.expect(
      sim,
      channel,
      {
        audio(audio) {
          if (where === "remote") return;
          where = "local";
          handlers.audio?.(audio);
        },
        video(video) {
          if (where === "remote") return;
          where = "local";
          handlers.video?.(video);
        },
        ended(reason) {
          if (where !== "remote") finish(reason);
        },
      },
      { silenceMs: expectOptions.silenceMs ?? silenceMs },
    );
    const unsubscribe = bus.subscribeBytes(topic(streamId, "up"), (data) => {
      if (done || where === "local") return;
      if (where === "none") {
        where = "remote";
        remote = liveness(
          () => bus.publishBytes(down, signal(KIND.alive)),
          () => finish("relayLost"),
        );
      }
      remote?.heard();
      if (data[0] === KIND.audio && data.length > 2)
        handlers.audio?.({ payloadType: data[1] as number, timestamp: null, frame: data.subarray(2) });
      else if (data[0] === KIND.video) {
        const video = readVideoMessage(data);
        if (video) handlers.video?.(video);
      } else if (data[0] === KIND.closed) finish("closed");
      else if (data[0] === KIND.silent) finish("silent");
      else if (data[0] === KIND.replaced) finish("replaced");
    });
    return {
      // before the terminal's first packet too (in its declared codec): the local port drops it when nothing is
      // connected, and a relay says where it is as soon as it claims the stream
      sendAudio(payloadType, frame) {
        if (where !== "remote") local.sendAudio(payloadType, frame);
        else if (!done) bus.publishBytes(down, audioMessage(payloadType, frame));
      },
      close() {
        if (where === "remote" && !done) bus.publishBytes(down, signal(KIND.closed));
        done = true;
        unsubscribe();
        (remote as ReturnType<typeof liveness> | null)?.stop();
        local.close();
      },
    };
  }

  /** The media port's claimer: relays the stream to the instance of its user, when there is one. */
  async function claim(sim: string, channel: number): Promise<boolean> {
    const user = await options.find(sim, channel);
    if (user === null) return false;
    const { streamId } = user;
    const up = topic(streamId, "up");
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      relayed.delete(stop);
      unsubscribe();
      alive.stop();
    };
    const stream = mediaPort.expect(
      sim,
      channel,
      {
        audio: (audio) => bus.publishBytes(up, audioMessage(audio.payloadType, audio.frame)),
        video: (video) => bus.publishBytes(up, videoMessage(video)),
        ended(reason) {
          if (stopped) return;
          bus.publishBytes(up, signal(reason === "relayLost" ? KIND.closed : END_KINDS[reason]));
          stop();
        },
      },
      { silenceMs: user.silenceMs ?? silenceMs },
    );
    const alive = liveness(
      () => bus.publishBytes(up, signal(KIND.alive)),
      () => {
        logger.warn({ streamId }, `${options.name}'s instance lost: its terminal's stream is closed`);
        stop();
        stream.close();
      },
    );
    const unsubscribe = bus.subscribeBytes(topic(streamId, "down"), (data) => {
      alive.heard();
      if (data[0] === KIND.audio && data.length > 2) stream.sendAudio(data[1] as number, data.subarray(2));
      else if (data[0] === KIND.closed) {
        stop();
        stream.close();
      }
    });
    relayed.add(stop);
    // the user learns at once where its stream is
    bus.publishBytes(up, signal(KIND.alive));
    logger.info(
      { streamId, sim, channel },
      `${options.name}'s terminal stream relayed to the instance using it`,
    );
    return true;
  }

  return {
    expect,
    claim,
    /** streams relayed from here to users on other instances */
    get relayed(): number {
      return relayed.size;
    },
    stop() {
      for (const stop of [...relayed]) stop();
    },
  };
}

export type MediaStreamRelay = ReturnType<typeof createMediaStreamRelay>;
