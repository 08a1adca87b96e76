import { operatorSocketChannels } from "@armada/domain";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "../../bus/eventBus.js";
import { everyInterval } from "../../everyInterval.js";
import type { OperatorSocketHub } from "../../sockets/operatorSocketHub.js";
import { SYSTEM_NOTIFICATION_READ } from "./announcementAccess.js";
import type { AnnouncementPublishedEvent, AnnouncementService } from "./announcementService.js";

/** how often scheduled announcements are looked for */
const SWEEP_MS = 15_000;

/**
 * Live arrival: every instance pushes a published announcement to its own sockets of the aimed companies
 * (`system-notif-{userId}`, for users holding system_notification:read); a sweep publishes scheduled ones.
 */
export function startAnnouncementNotifier(
  bus: EventBus,
  service: AnnouncementService,
  hub: OperatorSocketHub,
  logger: FastifyBaseLogger,
) {
  const stopPublished = bus.subscribe<AnnouncementPublishedEvent>(
    topics.announcementsPublished,
    ({ companyIds, notification }) => {
      for (const companyId of companyIds)
        hub.sendToEachUser(companyId, SYSTEM_NOTIFICATION_READ, (user) => ({
          type: operatorSocketChannels.systemNotif(user.userId),
          data: notification,
        }));
    },
  );
  const stopSweep = everyInterval(() => service.deliverDue(), SWEEP_MS, logger, "announcement sweep failed");
  return async () => {
    stopPublished();
    await stopSweep();
  };
}
