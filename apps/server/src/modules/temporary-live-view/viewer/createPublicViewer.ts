import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../../../bus/eventBus.js";
import type { Db } from "../../../db/database.js";
import { createPublicViewerService } from "./publicViewerService.js";
import { createPublicViewerSocketHub, type PublicViewerSocketHubOptions } from "./publicViewerSocketHub.js";

/**
 * The public viewer: the service that resolves and reads links, and the /ws/live-track hub over it. Built together
 * here so the service reaches its hub inside the module; the composition root only keeps both to route and stop.
 */
export function createPublicViewer(
  db: Db,
  bus: EventBus,
  logger: FastifyBaseLogger,
  options: PublicViewerSocketHubOptions = {},
) {
  const publicViewer = createPublicViewerService(db);
  return {
    publicViewer,
    temporaryLiveViewSockets: createPublicViewerSocketHub(bus, publicViewer, logger, options),
  };
}
