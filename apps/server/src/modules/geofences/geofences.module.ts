import { topics } from "../../bus/eventBus.js";
import { defineModule, type ModuleHost } from "../../platform/moduleDefinition.js";
import { createGeofenceService, type GaragesInUse } from "./geofenceService.js";
import { geofenceResolvers } from "./resolvers.js";

function provide({ db, bus }: ModuleHost) {
  // the fleet module (above this one) tells which garages its vehicles use
  let garagesInUse: GaragesInUse = async () => new Set<number>();
  return {
    geofences: createGeofenceService(
      db,
      (executor, companyId, ids) => garagesInUse(executor, companyId, ids),
      (companyId) => bus.publish(topics.geofenceChanges(companyId), {}),
    ),
    useGaragesInUse(find: GaragesInUse) {
      garagesInUse = find;
    },
  };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    geofences: ReturnType<typeof provide>;
  }
}

export const geofencesModule = defineModule({
  name: "geofences",
  dependsOn: ["auth", "company"],
  provides: provide,
  resolvers: geofenceResolvers,
});
