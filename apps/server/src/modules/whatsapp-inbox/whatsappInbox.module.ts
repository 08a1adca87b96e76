import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createInboxReceiver } from "./inboxReceiver.js";
import { createInboxService } from "./inboxService.js";
import { whatsappInboxResolvers } from "./resolvers.js";

function provide(
  { db, config }: ModuleHost,
  deps: Pick<ModuleServices, "messaging" | "temporary-live-view">,
) {
  const receiver = createInboxReceiver(db, {
    publicUrl: config.publicUrl,
    temporaryLiveView: deps["temporary-live-view"].temporaryLiveView,
  });
  // the providers' webhooks (messaging, below) hand the recipients' messages to the inbox
  deps.messaging.useInboundMessages((message) => receiver.receive(message));
  const whatsapp = config.whatsapp;
  const inbox = createInboxService(db, {
    windowApplies: whatsapp.provider === "meta-cloud",
    template: whatsapp.provider === "meta-cloud" ? (whatsapp.template ?? null) : null,
  });
  return { whatsappInbox: { receiver, inbox } };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "whatsapp-inbox": ReturnType<typeof provide>;
  }
}

/**
 * WhatsApp both ways (issue 40): the recipients' messages from the Cloud API and Fonnte webhooks, read by the intent
 * rules, answered through the outbox, a consignee's confirmation; the operator's inbox (/whatsapp-inbox/).
 */
export const whatsappInboxModule = defineModule({
  name: "whatsapp-inbox",
  dependsOn: ["auth", "company", "deliveries", "fleet", "messaging", "temporary-live-view"],
  provides: provide,
  resolvers: whatsappInboxResolvers,
});
