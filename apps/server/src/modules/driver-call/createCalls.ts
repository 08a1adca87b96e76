import { CALL_CHANNEL, CALL_TIMING } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../../bus/eventBus.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { DeviceConnectionLimiter } from "../ingest/index.js";
import { findRunningCallOfSim } from "./callRepository.js";
import { type CallServiceOptions, createCallService, type DashcamRequests } from "./callService.js";
import { createMediaPort } from "./mediaPort.js";
import { createMediaRelay } from "./mediaRelay.js";

/**
 * The driver-call module's parts: the JT/T 1078 media port (JT1078_PORT, listening once `startMediaPort` is called;
 * port 0 picks a free one) and the call service over it, reaching dashcams through the media module's dashcam relay.
 */
export function createCalls(
  db: Db,
  config: Pick<Config, "calls" | "ingest">,
  bus: EventBus,
  dashcams: DashcamRequests,
  logger: FastifyBaseLogger,
  timing?: CallServiceOptions["timing"],
  connections?: DeviceConnectionLimiter,
) {
  const address = {
    host: config.calls.mediaPublicHost,
    port: config.calls.mediaPublicPort ?? config.calls.mediaPort,
  };
  const mediaPort = createMediaPort({
    host: config.ingest.host,
    port: config.calls.mediaPort,
    logger: logger.child({ module: "jt1078" }),
    silenceMs: timing?.silenceMs ?? CALL_TIMING.silenceMs,
    claim: (sim, channel) => relay.claim(sim, channel),
    connections,
  });
  const relay = createMediaRelay({
    bus,
    mediaPort,
    logger,
    findCall: async (sim, channel) =>
      channel === CALL_CHANNEL ? findRunningCallOfSim(db, sim, new Date()) : null,
  });
  const service = createCallService(db, {
    bus,
    dashcams,
    media: relay.media,
    mediaAddress: () => address,
    logger,
    timing,
  });
  return {
    service,
    /** /api/metrics counters */
    metrics: () => ({ ...service.metrics(), driver_call_streams_relayed: relay.relayed }),
    async startMediaPort() {
      const port = await mediaPort.listen();
      // without a public port of its own (a balancer's), dashcams dial the port listening here
      address.port = config.calls.mediaPublicPort ?? port;
      logger.info({ jt1078Port: port }, `driver call media port listening: tcp/${port}`);
      return port;
    },
    async stop() {
      await service.stop();
      await mediaPort.close();
      relay.stop();
    },
  };
}

export type Calls = ReturnType<typeof createCalls>;
