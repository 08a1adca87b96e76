import type { ControlTowerChange } from "@armada/domain";
import { topics } from "../../bus/eventBus.js";
import { startWhileLeading } from "../../db/leadership.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { startControlTowerRelay } from "./controlTowerRelay.js";
import {
  CONTROL_TOWER_SCAN_LOCK_KEY,
  createControlTowerScanner,
  startControlTowerScanner,
} from "./controlTowerScanner.js";
import { createControlTowerService } from "./controlTowerService.js";
import { controlTowerResolvers } from "./resolvers.js";

function provide({ db, bus }: ModuleHost) {
  const changed = (companyId: number, exceptionId: number | null) =>
    bus.publish<ControlTowerChange>(topics.controlTowerChanges(companyId), { exceptionId });
  return {
    controlTower: {
      service: createControlTowerService(db, changed),
      scanner: createControlTowerScanner(db, changed),
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "control-tower": ReturnType<typeof provide>;
  }
}

/**
 * The operations room's control tower (issue 38, /controltower-2/ and /controltower/): exception queues derived
 * from the deliveries', alerts', documents', maintenance's and WhatsApp inbox's data by the scanner (on the leading
 * instance), the tower's own state (owner,
 * status, notes, first seen) in its tables, every change to the company's operator sockets on every instance.
 */
export const controlTowerModule = defineModule({
  name: "control-tower",
  dependsOn: [
    "alerts",
    "auth",
    "company",
    "deliveries",
    "documents",
    "fleet",
    "maintenance",
    "whatsapp-inbox",
  ],
  provides: provide,
  resolvers: controlTowerResolvers,
  async jobs({ controlTower }, { auth }, { bus, database, log }) {
    const scanLead = await startWhileLeading(
      database,
      CONTROL_TOWER_SCAN_LOCK_KEY,
      () => startControlTowerScanner(controlTower.scanner, log),
      log,
    );
    // every instance relays: its own operators' sockets hear the leader's changes
    const unsubscribe = startControlTowerRelay(bus, auth.operatorSockets);
    return {
      async stop() {
        unsubscribe();
        await scanLead.stop();
      },
    };
  },
});
