import type { Agent as HttpsAgent } from "node:https";
import type { FastifyBaseLogger } from "fastify";
import { type EventBus, topics } from "./bus/eventBus.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { startLeadership } from "./db/leadership.js";
import { startAlertNotifier } from "./modules/alerts/delivery/alertNotifier.js";
import { ALERT_ENGINE_LOCK_KEY } from "./modules/alerts/engine/alertEngine.js";
import { startSystemNotificationNotifier } from "./modules/announcements/systemNotificationNotifier.js";
import { startDeviceCommandJobs } from "./modules/device-commands/startDeviceCommandJobs.js";
import { DRIVING_ROLLUP_LOCK_KEY, startDrivingRollup } from "./modules/driver-scores/drivingRollup.js";
import { createEmailTransport } from "./modules/messaging/emailTransport.js";
import { startEmailWorker } from "./modules/messaging/emailWorker.js";
import { onOutboxEnqueued } from "./modules/messaging/outboxSignal.js";
import { createWhatsAppProvider } from "./modules/messaging/providers/createWhatsAppProvider.js";
import { startWhatsAppWorker } from "./modules/messaging/whatsappWorker.js";
import { startPartitionMaintenance } from "./modules/positions/partitions/partitionMaintenance.js";
import { startOfflineSweeper } from "./modules/positions/pipeline/offlineSweeper.js";
import { VEHICLE_ADDRESS_LOCK_KEY } from "./modules/positions/vehicleAddressKeeper.js";
import type { PushAddressAllowed } from "./modules/push/pushEndpoint.js";
import { startPushWorker } from "./modules/push/pushWorker.js";
import { loadOrCreateVapidKeys } from "./modules/push/vapidKeys.js";
import { startArrivalWorker } from "./modules/temporary-live-view/arrival/arrivalWorker.js";
import { startExpirySweeper } from "./modules/temporary-live-view/links/expirySweeper.js";
import type { Services } from "./services.js";

/**
 * The server's timers and workers: offline sweep, link expiry, arrival notices, position partitions,
 * alert engine and driving rollup for driver scores (each in one instance at a time), WhatsApp delivery, device command expiry. `stop` ends them in an order that lets queued
 * work finish.
 */
export async function startBackgroundJobs(
  database: Database,
  bus: EventBus,
  services: Services,
  config: Config,
  logger: FastifyBaseLogger,
  options: { pushAgent?: HttpsAgent; pushAddressAllowed?: PushAddressAllowed } = {},
) {
  const { db } = database;
  const stopOfflineSweeper = startOfflineSweeper(db, bus, logger, (vehicleId) =>
    services.positionPipeline.markedOffline(vehicleId),
  );
  const stopExpirySweeper = startExpirySweeper(db, logger);
  const arrivalWorker = startArrivalWorker(db, bus, logger, { publicUrl: config.publicUrl });
  const stopPartitionMaintenance = await startPartitionMaintenance(db, logger);
  const alertNotifier = startAlertNotifier(db, bus, services.operatorSockets, logger);
  // Every instance would evaluate every position it hears of on a shared bus: one instance runs the engine.
  const alertEngineLead = await startLeadership(
    database,
    ALERT_ENGINE_LOCK_KEY,
    { lead: () => services.alertEngine.start(), follow: () => services.alertEngine.stop() },
    logger,
  );
  let stopDrivingRollup: (() => Promise<void>) | null = null;
  const drivingRollupLead = await startLeadership(
    database,
    DRIVING_ROLLUP_LOCK_KEY,
    {
      lead: () => {
        stopDrivingRollup = startDrivingRollup(db, logger);
      },
      follow: async () => {
        await stopDrivingRollup?.();
        stopDrivingRollup = null;
      },
    },
    logger,
  );
  const vehicleAddressLead = await startLeadership(
    database,
    VEHICLE_ADDRESS_LOCK_KEY,
    { lead: () => services.vehicleAddresses.start(), follow: () => services.vehicleAddresses.stop() },
    logger,
  );
  const whatsappWorker = startWhatsAppWorker(db, createWhatsAppProvider(config.whatsapp, logger), logger);
  // a message queued by this instance (the alert engine's leader, an arrival) wakes every instance's worker
  const stopOutboxRelay = onOutboxEnqueued(() => bus.publish(topics.outboxEnqueued, {}));
  const emailWorker = startEmailWorker(db, createEmailTransport(config.email, logger), logger);
  const pushWorker = startPushWorker(db, await loadOrCreateVapidKeys(db), logger, {
    subject: config.pushSubject,
    agent: options.pushAgent,
    addressAllowed: options.pushAddressAllowed,
  });
  const stopOutboxWake = bus.subscribe(topics.outboxEnqueued, () => {
    whatsappWorker.wake();
    emailWorker.wake();
    pushWorker.wake();
  });
  const stopSystemNotificationNotifier = startSystemNotificationNotifier(
    bus,
    services.systemNotifications,
    services.operatorSockets,
    logger,
  );
  const stopDeviceCommandJobs = startDeviceCommandJobs(
    bus,
    services.deviceCommands,
    services.operatorSockets,
    logger,
  );
  return {
    arrivalWorker,
    alertNotifier,
    async stop() {
      await alertNotifier.stop();
      await stopSystemNotificationNotifier();
      stopPartitionMaintenance();
      await stopOfflineSweeper();
      await stopExpirySweeper();
      await arrivalWorker.stop();
      await services.positionPipeline.stop();
      await alertEngineLead.stop();
      await drivingRollupLead.stop();
      await vehicleAddressLead.stop();
      stopOutboxRelay();
      stopOutboxWake();
      await whatsappWorker.stop();
      await emailWorker.stop();
      await pushWorker.stop();
      await stopDeviceCommandJobs();
      services.deviceCommandLink.stop();
      services.operatorSockets.close();
      services.temporaryLiveViewSockets.close();
    },
  };
}
