import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createPushService } from "./pushService.js";
import { startPushWorker } from "./pushWorker.js";
import { pushResolvers } from "./resolvers.js";
import { loadOrCreateVapidKeys } from "./vapidKeys.js";

const provide = ({ db, pushAddressAllowed }: ModuleHost) => ({
  push: createPushService(db, pushAddressAllowed),
});

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    push: ReturnType<typeof provide>;
  }
}

export const pushModule = defineModule({
  name: "push",
  dependsOn: ["auth", "company", "messaging"],
  provides: provide,
  resolvers: pushResolvers,
  async jobs(_own, _deps, { db, bus, config, log, pushAgent, pushAddressAllowed }) {
    const pushWorker = startPushWorker(db, await loadOrCreateVapidKeys(db), log, {
      subject: config.pushSubject,
      agent: pushAgent,
      addressAllowed: pushAddressAllowed,
    });
    const stopOutboxWake = bus.subscribe(topics.outboxEnqueued, () => pushWorker.wake());
    return {
      async stop() {
        stopOutboxWake();
        await pushWorker.stop();
      },
    };
  },
});
