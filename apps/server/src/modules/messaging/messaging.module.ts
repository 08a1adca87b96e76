import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createEmailService } from "./emailService.js";
import { createEmailTransport } from "./emailTransport.js";
import { startEmailWorker } from "./emailWorker.js";
import type { InboundHandler } from "./inboundMessages.js";
import { metaWebhookRoutes } from "./metaWebhook.routes.js";
import { onOutboxEnqueued } from "./outboxSignal.js";
import { createWhatsAppProvider } from "./providers/createWhatsAppProvider.js";
import type { ReadableBodies } from "./readableBodies.js";
import { messagingResolvers } from "./resolvers.js";
import { createWhatsAppService } from "./whatsappService.js";
import { startWhatsAppWorker } from "./whatsappWorker.js";

function provide({ db }: ModuleHost) {
  // the profile module (above this one) owns which bodies a user may read; until it tells, they read as sent
  let readable: ReadableBodies = async (_db, _userId, messages) => messages.map(({ body }) => body);
  const readableBodies: ReadableBodies = (executor, userId, messages) => readable(executor, userId, messages);
  // the WhatsApp inbox (above this one) reads the recipients' messages; until it tells, they are dropped
  let inbound: InboundHandler = async () => {};
  return {
    inbound: (message: Parameters<InboundHandler>[0]) => inbound(message),
    useInboundMessages(handler: InboundHandler) {
      inbound = handler;
    },
    whatsapp: createWhatsAppService(db, readableBodies),
    email: createEmailService(db, readableBodies),
    useReadableBodies(rule: ReadableBodies) {
      readable = rule;
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    messaging: ReturnType<typeof provide>;
  }
}

export const messagingModule = defineModule({
  name: "messaging",
  dependsOn: ["auth", "company"],
  provides: provide,
  resolvers: messagingResolvers,
  routes: async (app, own, _deps, { db, config }) =>
    metaWebhookRoutes(app, {
      db,
      webhook: config.whatsappWebhook,
      fonnteSecret: config.fonnteWebhookSecret,
      inbound: own.inbound,
    }),
  jobs(_own, _deps, { db, bus, config, log }) {
    const whatsappWorker = startWhatsAppWorker(db, createWhatsAppProvider(config.whatsapp, log), log);
    // a message queued by this instance (the alert engine's leader, an arrival) wakes every instance's workers
    const stopOutboxRelay = onOutboxEnqueued(() => bus.publish(topics.outboxEnqueued, {}));
    const emailWorker = startEmailWorker(db, createEmailTransport(config.email, log), log);
    const stopOutboxWake = bus.subscribe(topics.outboxEnqueued, () => {
      whatsappWorker.wake();
      emailWorker.wake();
    });
    return {
      async stop() {
        stopOutboxRelay();
        stopOutboxWake();
        await whatsappWorker.stop();
        await emailWorker.stop();
      },
    };
  },
});
