import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { EventBus } from "./eventBus.js";
import { createMemoryEventBus } from "./memoryEventBus.js";
import { createNatsEventBus } from "./natsEventBus.js";

/** NATS when NATS_URL is set (several instances), else the in-process bus (one instance, no extra service). */
export async function createEventBus(
  config: Pick<Config, "natsUrl" | "natsPrefix">,
  logger: FastifyBaseLogger,
): Promise<EventBus> {
  const onError = (error: unknown) => logger.error({ err: error }, "event handler failed");
  if (!config.natsUrl) return createMemoryEventBus(onError);
  const bus = await createNatsEventBus({ servers: config.natsUrl, prefix: config.natsPrefix, onError });
  logger.info({ prefix: config.natsPrefix }, "event bus: NATS");
  return bus;
}
