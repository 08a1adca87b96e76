import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { webhooksResolvers } from "./resolvers.js";
import { startWebhookEventSources } from "./webhookEvents.js";
import { createWebhookSender } from "./webhookSender.js";
import { createWebhookService } from "./webhookService.js";
import { startWebhookWorker } from "./webhookWorker.js";

function provide({ db, config }: ModuleHost) {
  return { webhooks: createWebhookService(db, { allowLocalHttp: config.webhooks.allowLocalHttp }) };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    webhooks: ReturnType<typeof provide>;
  }
}

/**
 * Signed webhooks (issue 37): a company's subscriptions, the events of alerts, delivery orders and fleet tasks
 * queued for them, and their deliveries through the shared outbox worker.
 */
export const webhooksModule = defineModule({
  name: "webhooks",
  dependsOn: ["alerts", "auth", "company", "deliveries", "messaging"],
  provides: provide,
  resolvers: (own) => webhooksResolvers(own.webhooks),
  jobs(_own, _deps, { db, bus, config, log }) {
    const stopSources = startWebhookEventSources(db, bus, log);
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
        stopSources();
        stopWake();
        await worker.stop();
      },
    };
  },
});
