import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { DeviceConnectionLimiter } from "./deviceConnectionLimiter.js";
import { createMediaPort } from "./jt1078MediaPort.js";

/**
 * This instance's JT/T 1078 media port (JT1078_PORT; port 0 picks a free one), shared by every stream user, with
 * the address dashcams are told to dial in 0x9101 (JT1078_PUBLIC_HOST / JT1078_PUBLIC_PORT, a balancer's, when set).
 */
export function createSharedMediaPort(
  config: Pick<Config, "calls" | "ingest">,
  logger: FastifyBaseLogger,
  connections?: DeviceConnectionLimiter,
) {
  const address = {
    host: config.calls.mediaPublicHost,
    port: config.calls.mediaPublicPort ?? config.calls.mediaPort,
  };
  const port = createMediaPort({
    host: config.ingest.host,
    port: config.calls.mediaPort,
    logger: logger.child({ module: "jt1078" }),
    connections,
  });
  return {
    port,
    /** where a 0x9101 tells the dashcam to stream */
    address: () => address,
    async start(): Promise<number> {
      const listening = await port.listen();
      // without a public port of its own (a balancer's), dashcams dial the port listening here
      address.port = config.calls.mediaPublicPort ?? listening;
      logger.info({ jt1078Port: listening }, `JT/T 1078 media port listening: tcp/${listening}`);
      return listening;
    },
    close: () => port.close(),
  };
}

export type SharedMediaPort = ReturnType<typeof createSharedMediaPort>;
