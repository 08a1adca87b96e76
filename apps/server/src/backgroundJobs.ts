import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { startLeadership } from "./db/leadership.js";
import { ALERT_ENGINE_LOCK_KEY } from "./modules/alerts/alertEngine.js";
import { startAlertNotifier } from "./modules/alerts/alertNotifier.js";
import { startArrivalWorker } from "./modules/live-track/arrivalWorker.js";
import { createWhatsAppProvider } from "./modules/messaging/providers/createWhatsAppProvider.js";
import { startWhatsAppWorker } from "./modules/messaging/whatsappWorker.js";
import { startExpirySweeper } from "./modules/temporary-tracking/expirySweeper.js";
import { startOfflineSweeper } from "./modules/tracking/offlineSweeper.js";
import { startPartitionMaintenance } from "./modules/tracking/partitionMaintenance.js";
import type { EventBus } from "./realtime/eventBus.js";
import type { Services } from "./services.js";

/**
 * The server's timers and workers: offline sweep, link expiry, arrival notices, position partitions,
 * alert engine (in one instance at a time), WhatsApp delivery. `stop` ends them in an order that lets queued
 * work finish.
 */
export async function startBackgroundJobs(
  database: Database,
  bus: EventBus,
  services: Services,
  config: Config,
  logger: FastifyBaseLogger,
) {
  const { db } = database;
  const stopOfflineSweeper = startOfflineSweeper(db, bus, logger, (vehicleId) =>
    services.positionPipeline.markedOffline(vehicleId),
  );
  const stopExpirySweeper = startExpirySweeper(db, logger);
  const arrivalWorker = startArrivalWorker(db, bus, logger, { publicUrl: config.publicUrl });
  const stopPartitionMaintenance = await startPartitionMaintenance(db, logger);
  const alertNotifier = startAlertNotifier(db, bus, services.realtime, logger);
  // Every instance would evaluate every position it hears of on a shared bus: one instance runs the engine.
  const alertEngineLead = await startLeadership(
    database,
    ALERT_ENGINE_LOCK_KEY,
    { lead: () => services.alertEngine.start(), follow: () => services.alertEngine.stop() },
    logger,
  );
  const whatsappWorker = startWhatsAppWorker(db, createWhatsAppProvider(config.whatsapp, logger), logger);
  return {
    arrivalWorker,
    alertNotifier,
    async stop() {
      await alertNotifier.stop();
      stopPartitionMaintenance();
      await stopOfflineSweeper();
      await stopExpirySweeper();
      await arrivalWorker.stop();
      await services.positionPipeline.stop();
      await alertEngineLead.stop();
      await whatsappWorker.stop();
      services.realtime.close();
      services.liveTrackHub.close();
    },
  };
}
