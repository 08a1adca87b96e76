import type { WhatsappInboxChange } from "@armada/domain";
import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { createInboxReceiver } from "./inboxReceiver.js";
import { startInboxRelay } from "./inboxRelay.js";
import { createInboxService } from "./inboxService.js";
import { whatsappInboxResolvers } from "./resolvers.js";

function provide(
  { db, config, bus }: ModuleHost,
  deps: Pick<ModuleServices, "messaging" | "temporary-live-view">,
) {
  const changed = (companyId: number, change: WhatsappInboxChange) =>
    bus.publish<WhatsappInboxChange>(topics.whatsappInboxChanges(companyId), change);
  const receiver = createInboxReceiver(db, {
    publicUrl: config.publicUrl,
    temporaryLiveView: deps["temporary-live-view"].temporaryLiveView,
    received: (companyId, stored) => changed(companyId, { ...stored, kind: "received" }),
  });
  // the providers' webhooks (messaging, below) hand the recipients' messages to the inbox
  deps.messaging.useInboundMessages((message) => receiver.receive(message));
  const whatsapp = config.whatsapp;
  const inbox = createInboxService(db, {
    windowApplies: whatsapp.provider === "meta-cloud",
    template: whatsapp.provider === "meta-cloud" ? (whatsapp.template ?? null) : null,
    changed,
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
 * rules, answered through the outbox, a consignee's confirmation; the operator's inbox (/whatsapp-inbox/), its
 * changes pushed to the operators' sockets on every instance.
 */
export const whatsappInboxModule = defineModule({
  name: "whatsapp-inbox",
  dependsOn: ["auth", "company", "deliveries", "fleet", "messaging", "temporary-live-view"],
  provides: provide,
  resolvers: whatsappInboxResolvers,
  jobs(_own, { auth }, { bus }) {
    // every instance relays: a message taken by one instance's webhook reaches the operators of all
    const unsubscribe = startInboxRelay(bus, auth.operatorSockets);
    return { stop: async () => unsubscribe() };
  },
});
