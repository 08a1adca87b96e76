import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { jt808AuthCodeHashes } from "./deviceRepository.js";
import { createDriverIdentifications } from "./driverIdentifications.js";
import { createFleetServices } from "./fleetServices.js";
import { findGaragesInUse } from "./garagesInUse.js";
import { fleetResolvers } from "./resolvers.js";

function provide({ db, bus }: ModuleHost, { geofences }: Pick<ModuleServices, "geofences">) {
  geofences.useGaragesInUse(findGaragesInUse);
  return {
    fleet: createFleetServices(db, (companyId) => bus.publish(topics.fleetChanges(companyId), {})),
    /** driver cards presented to vehicles' devices (the GT06 gateway records them) */
    driverIdentifications: createDriverIdentifications(db),
    /** the JT/T 808 registration codes' hashes, kept on the device rows (the ingest module issues the codes) */
    jt808AuthCodeHashes: jt808AuthCodeHashes(db),
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    fleet: ReturnType<typeof provide>;
  }
}

export const fleetModule = defineModule({
  name: "fleet",
  dependsOn: ["audit", "auth", "company", "geofences"],
  provides: provide,
  resolvers: (own, { audit }) => fleetResolvers({ ...own, audit: audit.audit }),
});
