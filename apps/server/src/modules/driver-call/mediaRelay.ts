import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import {
  createMediaStreamRelay,
  type MediaPort,
  type MediaStream,
  type MediaStreamHandlers,
} from "../ingest/index.js";

export interface MediaRelayOptions {
  bus: EventBus;
  mediaPort: MediaPort;
  /** a call's dashcam stream that sends nothing for this long ends */
  silenceMs?: number;
  /** the running call (any instance's) the stream of `sim` and `channel` belongs to */
  findCall: (sim: string, channel: number) => Promise<number | null>;
  logger: FastifyBaseLogger;
  aliveMs?: number;
  lostMs?: number;
}

/** What a call waits for: its dashcam's stream, here or on another instance. */
export interface CallMedia {
  expect(callId: number, sim: string, channel: number, handlers: MediaStreamHandlers): MediaStream;
}

/**
 * Calls across instances: the instance receiving a dashcam's stream nobody expects there claims it for the running
 * call of its SIM number and relays it (`call-media.{id}.up` / `.down`, `ingest`'s media stream relay) to the
 * instance running the call, which codes its audio: coded frames are smaller than PCM and keep the codec's state on
 * one instance.
 */
export function createMediaRelay(options: MediaRelayOptions) {
  const { findCall, ...relayOptions } = options;
  const relay = createMediaStreamRelay({
    ...relayOptions,
    name: "driver call",
    topic: (callId, direction) => topics.callMedia(callId, direction),
    find: async (sim, channel) => {
      const callId = await findCall(sim, channel);
      return callId === null ? null : { streamId: String(callId) };
    },
  });
  const media: CallMedia = {
    expect: (callId, sim, channel, handlers) => relay.expect(String(callId), sim, channel, handlers),
  };
  return {
    media,
    claim: relay.claim,
    /** streams relayed from here to calls on other instances */
    get relayed(): number {
      return relay.relayed;
    },
    stop: relay.stop,
  };
}

export type MediaRelay = ReturnType<typeof createMediaRelay>;
