import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { webhooksResolvers } from "./resolvers.js";
import { createWebhookAlertTap, createWebhookResolutionTap } from "./webhookAlertTap.js";
import { startWebhookCaptureJobs } from "./webhookCaptureJobs.js";
import { createWebhookFleetTaskTap } from "./webhookFleetTaskTap.js";
import { createWebhookInterest, keepWebhookInterest } from "./webhookInterest.js";
import { createWebhookSender } from "./webhookSender.js";
import { createWebhookService } from "./webhookService.js";
import { createWebhookStatusTap } from "./webhookStatusTap.js";
import { startWebhookWorker } from "./webhookWorker.js";

function provide(
  { db, bus, config }: ModuleHost,
  { alerts, deliveries, positions }: Pick<ModuleServices, "alerts" | "deliveries" | "positions">,
) {
  const webhookInterest = createWebhookInterest(db);
  positions.statusTaps.register(createWebhookStatusTap(webhookInterest));
  alerts.raisedAlertTaps.register(createWebhookAlertTap(webhookInterest));
  alerts.resolvedAlertTaps.register(createWebhookResolutionTap(webhookInterest));
  deliveries.deliveries.fleetTaskStatusTaps.register(createWebhookFleetTaskTap(webhookInterest));
  return {
    webhooks: createWebhookService(db, {
      allowLocalHttp: config.webhooks.allowLocalHttp,
      changed: () => bus.publish(topics.webhookSubscriptionChanges, {}),
    }),
    webhookInterest,
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    webhooks: ReturnType<typeof provide>;
  }
}

/**
 * Signed webhooks (issue 37): a company's subscriptions; raised and resolved alerts, fleet task moves and the
 * position path's events captured in their transactions (alerts, tasks, positions, geofences, ignition,
 * online/offline); order status moves, proofs of delivery and document expiries scanned; all queued for them and
 * delivered through the shared outbox worker. Nothing is taken from the bus, which keeps no message.
 */
export const webhooksModule = defineModule({
  name: "webhooks",
  dependsOn: ["alerts", "auth", "company", "deliveries", "documents", "geofences", "messaging", "positions"],
  provides: provide,
  resolvers: (own) => webhooksResolvers(own.webhooks),
  async jobs({ webhookInterest }, _deps, { database, db, bus, config, log }) {
    // loaded before the gateways open: the first position after a start is already captured
    const interest = keepWebhookInterest(webhookInterest, log);
    await interest.settled();
    const stopHearingChanges = bus.subscribe(topics.webhookSubscriptionChanges, () => {
      webhookInterest
        .reload()
        .catch((error: unknown) => log.error({ err: error }, "webhook subscriptions not reloaded"));
    });
    const captures = await startWebhookCaptureJobs(database, webhookInterest, log, config.webhooks.captures);
    const worker = startWebhookWorker(
      db,
      createWebhookSender({ allowLocalHttp: config.webhooks.allowLocalHttp }),
      log,
      {
        baseBackoffMs: config.webhooks.baseBackoffMs,
        disableRule: config.webhooks.disableRule,
        pollMs: config.webhooks.pollMs,
      },
    );
    const stopWake = bus.subscribe(topics.outboxEnqueued, () => worker.wake());
    return {
      async stop() {
        stopWake();
        stopHearingChanges();
        await captures.stop();
        await interest.stop();
        await worker.stop();
      },
    };
  },
});
