import { startLeadership } from "../../db/leadership.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createForwarding, FORWARDING_LOCK_KEY } from "./forwarding.js";

function provide({ config, bus, log }: ModuleHost) {
  return { forwarding: createForwarding(config.forwarding, bus, log.child({ module: "forwarding" })) };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    forwarding: ReturnType<typeof provide>;
  }
}

/**
 * Streaming forward (issue 37): positions and alert events to an MQTT broker and an AMQP exchange when configured
 * (FORWARD_MQTT_URL, FORWARD_AMQP_URL). One instance forwards at a time (the advisory lock's leader): every
 * instance's vehicle updates and alert events reach it over the bus, so each is published once.
 */
export const forwardingModule = defineModule({
  name: "forwarding",
  dependsOn: ["alerts"],
  provides: provide,
  async jobs({ forwarding }, _deps, { database, log }) {
    if (!forwarding.enabled) return { stop() {} };
    const lead = await startLeadership(
      database,
      FORWARDING_LOCK_KEY,
      { lead: () => forwarding.start(), follow: () => forwarding.stop() },
      log,
    );
    return { stop: () => lead.stop() };
  },
});
