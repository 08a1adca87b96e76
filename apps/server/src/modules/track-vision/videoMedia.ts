import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import {
  createMediaStreamRelay,
  type MediaStream,
  type MediaStreamHandlers,
  type SharedMediaPort,
} from "../ingest/index.js";
import { createVideoStreamDirectory, type VideoStreamDirectoryOptions } from "./videoStreamDirectory.js";

export interface VideoMediaOptions {
  bus: EventBus;
  mediaPort: Pick<SharedMediaPort, "port">;
  logger: FastifyBaseLogger;
  directory?: VideoStreamDirectoryOptions;
  /** the relay's liveness (tests shorten it) */
  aliveMs?: number;
  lostMs?: number;
}

/** What a live or playback stream waits for: its dashcam's video, here or relayed from another instance. */
export interface VideoMedia {
  expect(
    sim: string,
    channel: number,
    handlers: MediaStreamHandlers,
    options: { silenceMs: number },
  ): MediaStream;
}

/**
 * Track Vision's dashcam streams on any instance's media port: each stream asked for is announced (the video stream
 * directory) and expected through `ingest`'s media stream relay, so the instance whose port the dashcam dials claims
 * it and relays its frames (`live-video-media.{id}.up`), as they came, to the instance muxing them for the viewers.
 */
export function createVideoMedia(options: VideoMediaOptions) {
  const { bus, mediaPort, logger } = options;
  const directory = createVideoStreamDirectory(bus, options.directory);
  const relay = createMediaStreamRelay({
    bus,
    mediaPort: mediaPort.port,
    logger,
    name: "video",
    topic: (streamId, direction) => topics.liveVideoMedia(streamId, direction),
    find: async (sim, channel) => directory.find(sim, channel),
    aliveMs: options.aliveMs,
    lostMs: options.lostMs,
  });
  mediaPort.port.addClaimer((sim, channel) => relay.claim(sim, channel));

  const media: VideoMedia = {
    expect(sim, channel, handlers, { silenceMs }) {
      const { streamId, withdraw } = directory.announce(sim, channel, silenceMs);
      const stream = relay.expect(
        streamId,
        sim,
        channel,
        {
          ...handlers,
          ended(reason) {
            withdraw();
            handlers.ended(reason);
          },
        },
        { silenceMs },
      );
      return {
        sendAudio: stream.sendAudio,
        close() {
          withdraw();
          stream.close();
        },
      };
    },
  };
  return {
    media,
    /** streams relayed from here to viewers on other instances */
    get relayed(): number {
      return relay.relayed;
    },
    stop() {
      relay.stop();
      directory.stop();
    },
  };
}

export type VideoMediaRelay = ReturnType<typeof createVideoMedia>;
