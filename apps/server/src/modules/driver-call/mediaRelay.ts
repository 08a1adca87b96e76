import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import type { MediaPort, MediaStream, MediaStreamEnd, MediaStreamHandlers } from "../ingest/index.js";

/**
 * A message on `topics.callMedia`: one byte of kind; audio adds the JT/T 1078 payload type and the coded frame as
 * it came (or goes) on the dashcam's socket. Coded frames are smaller than PCM and keep the codec's state on one
 * instance, the one running the call.
 */
const KIND = { audio: 1, alive: 2, closed: 3, silent: 4 } as const;

const audioMessage = (payloadType: number, frame: Uint8Array) => {
  const message = new Uint8Array(2 + frame.length);
  message[0] = KIND.audio;
  message[1] = payloadType;
  message.set(frame, 2);
  return message;
};
const signal = (kind: number) => Uint8Array.of(kind);

export interface MediaRelayOptions {
  bus: EventBus;
  mediaPort: MediaPort;
  /** a call's dashcam stream that sends nothing for this long ends */
  silenceMs?: number;
  /** the running call (any instance's) the stream of `sim` and `channel` belongs to */
  findCall: (sim: string, channel: number) => Promise<number | null>;
  logger: FastifyBaseLogger;
  /** each end says it is there this often … */
  aliveMs?: number;
  /** … and the other end counts it lost after this long without a word */
  lostMs?: number;
}

/** What a call waits for: its dashcam's stream, here or on another instance. */
export interface CallMedia {
  expect(callId: number, sim: string, channel: number, handlers: MediaStreamHandlers): MediaStream;
}

/**
 * Calls across instances: a dashcam's media stream may land on another instance than the call (one balancer in
 * front of every instance's JT1078_PORT, or the JT/T 808 link elsewhere). The instance receiving a stream nobody
 * expects there claims it for the running call of its SIM number and relays it over the bus, per call
 * (`call-media.{id}.up` / `.down`, raw bytes on core NATS: nothing stored, nothing queued behind a lost frame).
 * Both ends say they are alive every second; an end silent for 3 s is gone: the call ends as `relayLost`, the
 * relaying instance closes the dashcam's stream.
 */
export function createMediaRelay(options: MediaRelayOptions) {
  const { bus, mediaPort, logger, silenceMs } = options;
  const aliveMs = options.aliveMs ?? 1_000;
  const lostMs = options.lostMs ?? 3_000;
  /** streams this instance relays for calls elsewhere, by their stop */
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

  /** The call's side: the stream here if it lands here, else the relay of the instance that claimed it. */
  const media: CallMedia = {
    expect(callId, sim, channel, handlers) {
      const down = topics.callMedia(callId, "down");
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
          ended(reason) {
            if (where !== "remote") finish(reason);
          },
        },
        { silenceMs },
      );
      const unsubscribe = bus.subscribeBytes(topics.callMedia(callId, "up"), (data) => {
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
        else if (data[0] === KIND.closed) finish("closed");
        else if (data[0] === KIND.silent) finish("silent");
      });
      return {
        // before the dashcam's first packet too (in its declared codec): the local port drops it when nothing is
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
    },
  };

  /** The media port's `claim`: relays the stream to the instance running its call, when there is one. */
  async function claim(sim: string, channel: number): Promise<boolean> {
    const callId = await options.findCall(sim, channel);
    if (callId === null) return false;
    const up = topics.callMedia(callId, "up");
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
        ended(reason) {
          if (stopped) return;
          bus.publishBytes(up, signal(reason === "silent" ? KIND.silent : KIND.closed));
          stop();
        },
      },
      { silenceMs },
    );
    const alive = liveness(
      () => bus.publishBytes(up, signal(KIND.alive)),
      () => {
        logger.warn({ callId }, "driver call's instance lost: its dashcam stream is closed");
        stop();
        stream.close();
      },
    );
    const unsubscribe = bus.subscribeBytes(topics.callMedia(callId, "down"), (data) => {
      alive.heard();
      if (data[0] === KIND.audio && data.length > 2) stream.sendAudio(data[1] as number, data.subarray(2));
      else if (data[0] === KIND.closed) {
        stop();
        stream.close();
      }
    });
    relayed.add(stop);
    // the call learns at once where its stream is
    bus.publishBytes(up, signal(KIND.alive));
    logger.info({ callId, sim, channel }, "driver call's dashcam stream relayed to the instance running it");
    return true;
  }

  return {
    media,
    claim,
    /** streams relayed from here to calls on other instances */
    get relayed(): number {
      return relayed.size;
    },
    stop() {
      for (const stop of [...relayed]) stop();
    },
  };
}

export type MediaRelay = ReturnType<typeof createMediaRelay>;
