import { CALL_TIMING } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../../bus/eventBus.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";
import { type CallServiceOptions, createCallService, type DashcamSender } from "./callService.js";
import { createMediaPort } from "./mediaPort.js";

/**
 * The driver-call module's parts: the JT/T 1078 media port (JT1078_PORT, listening once `startMediaPort` is called;
 * port 0 picks a free one) and the call service over it.
 */
export function createCalls(
  db: Db,
  config: Pick<Config, "calls" | "ingest">,
  bus: EventBus,
  link: DashcamSender,
  logger: FastifyBaseLogger,
  timing?: CallServiceOptions["timing"],
) {
  const address = { host: config.calls.mediaPublicHost, port: config.calls.mediaPort };
  const mediaPort = createMediaPort({
    host: config.ingest.host,
    port: config.calls.mediaPort,
    logger: logger.child({ module: "jt1078" }),
    silenceMs: timing?.silenceMs ?? CALL_TIMING.silenceMs,
  });
  const service = createCallService(db, {
    bus,
    link,
    mediaPort,
    mediaAddress: () => address,
    logger,
    timing,
  });
  return {
    service,
    async startMediaPort() {
      address.port = await mediaPort.listen();
      logger.info({ jt1078Port: address.port }, `driver call media port listening: tcp/${address.port}`);
      return address.port;
    },
    async stop() {
      await service.stop();
      await mediaPort.close();
    },
  };
}

export type Calls = ReturnType<typeof createCalls>;
