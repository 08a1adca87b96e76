import { defineModule, type ModuleHost, type ModuleServices } from "../../platform/moduleDefinition.js";
import { routeOptimizationResolvers } from "./resolvers.js";
import { createRoutePlanService } from "./routePlanService.js";

function provide({ db }: ModuleHost, { deliveries }: Pick<ModuleServices, "deliveries">) {
  return { routeOptimization: { routePlans: createRoutePlanService(db, deliveries.deliveries.fleetTasks) } };
}

declare module "../../platform/moduleDefinition.js" {
  interface ModuleServices {
    "route-optimization": ReturnType<typeof provide>;
  }
}

/**
 * Route optimisation (issue 36): the /route-optimization/ screen's plans, a day's confirmed delivery orders solved
 * onto vehicles by the route solver in worker threads, moved by hand, accepted into the deliveries module's fleet
 * tasks.
 */
export const routeOptimizationModule = defineModule({
  name: "route-optimization",
  dependsOn: ["auth", "company", "deliveries", "delivery-scheduler", "fleet", "geofences"],
  provides: provide,
  resolvers: routeOptimizationResolvers,
});
