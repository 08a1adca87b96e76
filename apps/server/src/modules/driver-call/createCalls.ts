import { CALL_CHANNEL, CALL_TIMING } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../../bus/eventBus.js";
import type { Db } from "../../db/database.js";
import type { SharedMediaPort } from "../ingest/index.js";
import { findRunningCallOfSim } from "./callRepository.js";
import { type CallServiceOptions, createCallService, type DashcamRequests } from "./callService.js";
import { createMediaRelay } from "./mediaRelay.js";

/**
 * The driver-call module's parts: the call service over the instance's JT/T 1078 media port (the ingest module's),
 * reaching dashcams through the media module's dashcam relay.
 */
export function createCalls(
  db: Db,
  mediaPort: SharedMediaPort,
  bus: EventBus,
  dashcams: DashcamRequests,
  logger: FastifyBaseLogger,
  timing?: CallServiceOptions["timing"],
) {
  const relay = createMediaRelay({
    bus,
    mediaPort: mediaPort.port,
    silenceMs: timing?.silenceMs ?? CALL_TIMING.silenceMs,
    logger,
    findCall: async (sim, channel) =>
      channel === CALL_CHANNEL ? findRunningCallOfSim(db, sim, new Date()) : null,
  });
  mediaPort.port.addClaimer((sim, channel) => relay.claim(sim, channel));
  const service = createCallService(db, {
    bus,
    dashcams,
    media: relay.media,
    mediaAddress: mediaPort.address,
    logger,
    timing,
  });
  return {
    service,
    /** /api/metrics counters */
    metrics: () => ({ ...service.metrics(), driver_call_streams_relayed: relay.relayed }),
    async stop() {
      await service.stop();
      relay.stop();
    },
  };
}

export type Calls = ReturnType<typeof createCalls>;
